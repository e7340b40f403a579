import * as z from 'zod';

// Paging and search shared by the admin lists (docs/architecture.md §4): the admin web builds its queries with
// these schemas and the API parses them with the same ones.

export const adminPageSize = { default: 20, max: 100 } as const;

/** `?limit=`: 1–100, 20 when absent or blank. */
export const pageLimit = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z
    .number({ error: `Limit must be a whole number from 1 to ${adminPageSize.max}` })
    .int(`Limit must be a whole number from 1 to ${adminPageSize.max}`)
    .min(1, `Limit must be a whole number from 1 to ${adminPageSize.max}`)
    .max(adminPageSize.max, `Limit must be a whole number from 1 to ${adminPageSize.max}`)
    .default(adminPageSize.default),
);

/** A blank query parameter means "not given". */
export const optionalQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The opaque token of the next page, exactly as the previous answer gave it. */
export const pageCursor = optionalQueryText(500);

export const adminNotes = z.string().trim().max(5000, 'Please keep notes under 5000 characters');

/** One page of an admin list; `nextCursor` is absent on the last page. */
export interface AdminPage<T> {
  items: T[];
  nextCursor?: string;
}
