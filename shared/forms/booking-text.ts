// The words a form shows, free of zod: the page renders them before the schemas load
// (web/src/lib/form-schemas.ts).

/** Minutes a booking holds its slot while the visitor confirms the e-mailed link (decision 012). */
export const bookingConfirmMinutes = 30;

export const bookingMessages = {
  success:
    "We've sent a confirmation email with meeting details. Looking forward to speaking with you!",
  /** After booking: the slot is held until the visitor confirms from their inbox. */
  checkEmail: (email: string) =>
    `We've sent an e-mail to ${email}. Open the link in it within ${bookingConfirmMinutes} minutes to confirm your booking; until then the time is held for you.`,
  linkInvalid: 'This confirmation link is not valid. Please book again.',
  linkExpired: `This confirmation link has expired and the time was released. Please book again.`,
  tooManyToday:
    'You have made several booking requests today. Please try again tomorrow, or write to us from the contact page.',
  slotTaken: 'Sorry, that time was just booked. Please choose another slot.',
  /** A date or time that is not one of the offered upcoming slots. */
  slotUnavailable: 'That time is not available. Please choose one of the times shown.',
  failure: 'Failed to book the appointment. Please try again.',
} as const;
