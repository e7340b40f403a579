import type * as z from 'zod';
import { issuesByPath } from '#web/features/admin/kit/form-issues';

// The admin catalog forms hold what the admin typed (strings); these turn it into the shared
// schemas' input and put field errors, the browser's or the server's, next to their fields.

export const textOfLines = (lines: string[]) => lines.join('\n');

/** A blank box means "not given" (the schema's default applies); anything else must be a number. */
export const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A blank box means "none" (null). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export const textOfNumber = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * Field errors keyed by form field: `fieldOf` maps a schema path ('instructor.name',
 * 'syllabus.2.module') to the field showing it; the first message per field wins.
 */
function errorsByField<Field extends string>(
  fieldErrors: Record<string, string>,
  fieldOf: (path: string) => Field | undefined,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = fieldOf(path);
    if (field) errors[field] ??= message;
  }
  return errors;
}

/**
 * The form's field errors from the schema's (`{path: message}`): an error goes to its renamed
 * field ('priceRupees' → price), else to the field its path starts with ('syllabus.1.module' →
 * syllabus); an error at any other path goes to no field.
 */
export function fieldErrorsIn<Field extends string>(
  fields: Record<Field, unknown>,
  renamed: Partial<Record<string, Field>> = {},
): (fieldErrors: Record<string, string>) => Partial<Record<Field, string>> {
  const fieldOf = (path: string): Field | undefined => {
    if (Object.hasOwn(renamed, path)) return renamed[path];
    const head = path.split('.')[0]!;
    return Object.hasOwn(fields, head) ? (head as Field) : undefined;
  };
  return (fieldErrors) => errorsByField(fieldErrors, fieldOf);
}

/** Checks a request body with the API's own schema first; no errors when it would pass. */
export function schemaErrors<Field extends string>(
  schema: z.ZodType,
  input: unknown,
  errorsOf: (fieldErrors: Record<string, string>) => Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const result = schema.safeParse(input);
  return result.success ? {} : errorsOf(issuesByPath(result.error));
}
