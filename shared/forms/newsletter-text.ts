// The words a form shows, free of zod: the page renders them before the schemas load
// (web/src/lib/form-schemas.ts).

export const newsletterMessages = {
  /**
   * Every sign-up reads the same, whether the address is new, waiting for its confirmation or
   * already subscribed: the answer never tells who is on the list (docs/product.md §4
   * Newsletter subscriber).
   */
  success: 'Check your inbox to confirm your subscription.',
  failure: 'Failed to subscribe. Please try again.',
  confirmed: 'Your subscription is confirmed. Thank you for subscribing to our newsletter!',
  confirmFailed: 'We could not confirm your subscription. Please try again.',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  unsubscribeFailed: 'We could not unsubscribe you. Please try again.',
  linkInvalid: 'This link is not valid. Please use the latest link we e-mailed you.',
  linkExpired:
    'This confirmation link has expired. Please sign up again and we will send you a new one.',
} as const;

/** How long a confirmation link works (docs/product.md §9). */
export const newsletterConfirmHours = 48;
