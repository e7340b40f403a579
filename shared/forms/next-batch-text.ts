// The words of "Tell me about the next batch" (decision 025), free of zod: the course page and
// the link pages show them without loading the schema.

export const nextBatchMessages = {
  /** The same words whether the address asked before or not: they tell nobody who asked. */
  success: 'Check your inbox to confirm, and we will e-mail you when the next batch opens.',
  confirmed: 'Confirmed. We will e-mail you when a new batch of this course opens.',
  left: 'Done. We will not e-mail you about new batches of this course any more.',
  linkInvalid: 'This link is not valid. Please use the latest link we e-mailed you.',
  linkExpired: 'This confirmation link has expired. Please ask again and we will send a new one.',
  unknownCourse: 'Course Not Found',
  privacyNote:
    'We e-mail you only about new batches of this course, and every e-mail has a link to stop them.',
} as const;

/** How long a confirmation link works, as the newsletter's (docs/product.md §9). */
export const nextBatchConfirmHours = 48;
