import type * as z from 'zod';

// What an admin form says when the shared schema refuses its values in the browser, before
// anything is sent: each problem by its full path, as the API's fieldErrors name it.

/** Above a form whose refused fields show their own problems. */
export const checkFieldsMessage = 'Please check the highlighted fields.';

/** A failed safeParse as `{path: message}` ('author.name'), like the API's fieldErrors. */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const issue of error.issues) byPath[issue.path.join('.') || '_'] ??= issue.message;
  return byPath;
}
