// The words a form shows, free of zod: the page renders them before the schemas load
// (web/src/lib/form-schemas.ts).

export const bookingMessages = {
  success:
    "We've sent a confirmation email with meeting details. Looking forward to speaking with you!",
  slotTaken: 'Sorry, that time was just booked. Please choose another slot.',
  /** A date or time that is not one of the offered upcoming slots. */
  slotUnavailable: 'That time is not available. Please choose one of the times shown.',
  failure: 'Failed to book the appointment. Please try again.',
} as const;
