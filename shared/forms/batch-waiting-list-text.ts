// The words of a full batch's waiting list (decision 025), free of zod: the link pages show them
// without loading the schema.

/** How long an offered seat is kept for the person offered it (decision 025 says why 24 hours). */
export const waitingListOfferHours = 24;

export const waitingListMessages = {
  joined:
    'Please check your e-mail: open the link we sent to confirm your place on the waiting list.',
  confirmed: 'You are on the waiting list. We will e-mail you as soon as a seat frees.',
  left: 'You have left the waiting list.',
  linkInvalid: 'This link is not valid. Please use the link in your latest e-mail.',
  notFull: 'This batch has seats available. You can enroll now.',
  unknownBatch: 'This batch is no longer open for enrollment.',
  offerOtherAddress:
    'This seat was offered to another e-mail address. Please use the address the offer was sent to.',
  // Whether anyone else waits is not this visitor's business, and often nobody does.
  offerLapsed: 'This offer has lapsed: the seat is no longer kept for you.',
  offerLeft: 'You left the waiting list, so this seat is no longer kept for you.',
  offerTaken:
    'This offer has already been used to enroll. Please check your e-mail for your payment and invoice.',
} as const;
