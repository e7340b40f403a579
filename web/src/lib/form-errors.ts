import type * as z from 'zod';
import { requiredFieldsMessage } from '#shared/forms/form-conventions';

// Client-side validation with the server's own zod schemas (shared/forms): the same rules and
// the same messages, shown before anything is sent.

/** Field name → its first problem. */
export type FieldErrors = Record<string, string>;

/** The first message for each top-level field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The message above the form: the product's 'Please fill in all required fields' when any required
 * field is blank (docs/product.md §5), otherwise the first problem, e.g. an invalid e-mail address.
 */
export function formErrorMessage(errors: FieldErrors): string {
  const messages = Object.values(errors);
  if (messages.includes(requiredFieldsMessage)) return requiredFieldsMessage;
  return messages[0] ?? requiredFieldsMessage;
}

/** What a field shows under itself: a blank required field just says so. */
export function fieldHint(message: string | undefined): string | undefined {
  return message === requiredFieldsMessage ? 'This field is required' : message;
}

/** A form's parsed request, or the errors to show. */
export type FormValidation<Data> =
  { ok: true; data: Data } | { ok: false; errors: FieldErrors; message: string };

/** Parses form values with a shared schema: the parsed request, or the errors to show. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): FormValidation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors = fieldErrorsOf(result.error);
  return { ok: false, errors, message: formErrorMessage(errors) };
}
