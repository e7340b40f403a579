// The words a form shows, free of zod: the page renders them before the schemas load
// (web/src/lib/form-schemas.ts).

export const resumeMissingMessage = 'Please upload the résumé again';

export const jobApplicationMessages = {
  failure: 'Failed to submit application. Please try again.',
  /** A posting that is unknown, unpublished or past expires_at takes no applications. */
  jobNotFound: 'Job posting not found',
  resumeMissing: resumeMissingMessage,
} as const;
