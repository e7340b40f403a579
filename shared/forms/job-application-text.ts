// The words a form shows, free of zod: the page renders them before the schemas load
// (web/src/lib/form-schemas.ts).

export const resumeMissingMessage = 'Please upload the résumé again';

export const jobApplicationMessages = {
  failure: 'Failed to submit application. Please try again.',
  /** A posting that is unknown, unpublished or past expires_at takes no applications. */
  jobNotFound: 'Job posting not found',
  resumeMissing: resumeMissingMessage,
  /** The file's bytes are not the PDF, DOC or DOCX its type says (docs/product.md §5). */
  resumeNotDocument: 'The résumé is not a PDF, DOC or DOCX file. Please upload it again.',
  /** An uploaded file goes with one application only (docs/product.md §5). */
  resumeUsed: 'This résumé was already sent with an application. Please upload it again.',
} as const;
