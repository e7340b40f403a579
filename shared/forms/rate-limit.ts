/** Per-IP limits of the public forms, per minute (docs/product.md §9: 429 with a clear message). */
export const formRateLimits = {
  contact: 5,
  newsletter: 5,
  /** Opening the newsletter's confirm and unsubscribe links. */
  newsletterLink: 10,
  /** Asking to hear of a course's next batch, and opening its confirm and leave links. */
  nextBatch: 5,
  nextBatchLink: 10,
  application: 5,
  upload: 10,
  booking: 5,
  bookingConfirm: 10,
  waitingList: 5,
  /** Opening the waiting list's confirm and leave links. */
  waitingListLink: 10,
  lead: 5,
  events: 120,
  coupon: 10,
  checkout: 5,
  learnerSignIn: 5,
  learnerCode: 10,
  learnerRefresh: 30,
  certificateLookup: 30,
  /** Opening invoice and credit-note links, one count for both (decision 020). */
  documentDownload: 20,
} as const;
export type RateLimitedForm = keyof typeof formRateLimits;

export const rateLimitMessage = 'Too many requests. Please wait a minute and try again.';
