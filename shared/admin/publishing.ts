import * as z from 'zod';
import { publicationStatus, type PublicationStatus } from '../content/schemas';
import { requiredFieldsMessage } from '../forms/fields';
import { optionalQueryText, pageCursor, pageLimit } from './lists';

// What the admin Blog Posts, Case Studies and Job Postings tabs share (docs/architecture.md §4): the list
// query, the draft/published switch, and the field rules of their create and edit forms.

const statusMessage = `Status must be one of: ${publicationStatus.options.join(', ')}`;

export const publicationStatusField = z.enum(publicationStatus.options, { error: statusMessage });

export const adminPublishingListQuery = z.object({
  /** Matches the title and the other names shown in the list, case-insensitively. */
  q: optionalQueryText(200),
  status: publicationStatusField.optional(),
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminPublishingListQuery = z.input<typeof adminPublishingListQuery>;

/** PATCH /{id}: publish or unpublish without sending the whole item. */
export const adminPublicationStatusUpdate = z.object({ status: publicationStatusField });
export type AdminPublicationStatusUpdate = z.input<typeof adminPublicationStatusUpdate>;

const tooLong = (max: number) => `Please keep this under ${max} characters`;

/** Required text; blank after trimming fails with the product's message (docs/product.md §5). */
export const requiredField = (max: number) =>
  z
    .string({ error: requiredFieldsMessage })
    .trim()
    .min(1, requiredFieldsMessage)
    .max(max, tooLong(max));

/** Optional text, stored as '' when blank (the content entities hold strings, never null). */
export const textField = (max: number) => z.string().trim().max(max, tooLong(max)).default('');

export const slugMessage = 'Use lower-case letters, digits and single dashes, e.g. my-first-post';

/** The item's address on the public site, e.g. /blog/{slug}. */
export const slugField = z
  .string({ error: requiredFieldsMessage })
  .trim()
  .min(1, requiredFieldsMessage)
  .max(120, tooLong(120))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, slugMessage);

/** A slug suggested from a title: 'Hello, World!' → 'hello-world'. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

const imageMessage = 'Use a full address starting with https:// or a site path starting with /';

/** An image: blank, a site path (/images/x.svg) or an http(s) address (the media library). */
export const imageField = z
  .string()
  .trim()
  .max(1000, tooLong(1000))
  .refine((value) => value === '' || /^\/[^/]/.test(value) || isWebAddress(value), imageMessage)
  .default('');

const linkMessage = 'Please enter a full address starting with https://';

/** A link: blank or an http(s) address. */
export const linkField = z
  .string()
  .trim()
  .max(1000, tooLong(1000))
  .refine((value) => value === '' || isWebAddress(value), linkMessage)
  .default('');

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A list of short texts (tags, requirements); blank entries are dropped. */
export const textListField = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength, tooLong(maxLength)), {
      error: 'Please send a list of texts',
    })
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string()).max(maxItems, `Please keep this to ${maxItems} entries or fewer`))
    .default([]);

/** One entry per line, as the forms' textareas hold lists. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * docs/product.md §3 published_at: set when an item is first published and kept after that, so a post
 * unpublished for a fix and published again keeps its date. A draft never published carries
 * its creation time, which orders it among the drafts.
 */
export function publicationDates(
  previous: { status: PublicationStatus; publishedAt: string; firstPublishedAt?: string } | null,
  status: PublicationStatus,
  now: string,
): { publishedAt: string; firstPublishedAt?: string } {
  const firstPublishedAt =
    previous?.firstPublishedAt ??
    (previous?.status === 'published' ? previous.publishedAt : undefined) ??
    (status === 'published' ? now : undefined);
  if (firstPublishedAt) return { publishedAt: firstPublishedAt, firstPublishedAt };
  return { publishedAt: previous?.publishedAt ?? now };
}
