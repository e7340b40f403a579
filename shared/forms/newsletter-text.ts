// The words a form shows, free of zod: the page renders them before the schemas load
// (web/src/lib/form-schemas.ts).

export const newsletterMessages = {
  success: 'Successfully subscribed to our newsletter!',
  failure: 'Failed to subscribe. Please try again.',
} as const;
