import * as z from 'zod';

// GET /api/admin/page-status (decision 008): after a save, whether the public page showing the saved
// item is live, still being updated, failed to update, or not on the site (a draft). The query
// names the item the way its admin editor knows it; the web links to the page itself (`paths`).

export const pageKinds = [
  'blog-post',
  'case-study',
  'job-posting',
  'course',
  'batch',
  'settings',
] as const;
export type PageKind = (typeof pageKinds)[number];

const kindMessage = `kind must be one of: ${pageKinds.join(', ')}`;

/** A slug or id as a query parameter: required, and no longer than any we issue. */
const identifier = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(120, `${name} must be at most 120 characters`);

export const pageStatusQuery = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('blog-post'), slug: identifier('slug') }),
    z.object({ kind: z.literal('case-study'), slug: identifier('slug') }),
    z.object({ kind: z.literal('job-posting'), id: identifier('id') }),
    z.object({ kind: z.literal('course'), slug: identifier('slug') }),
    z.object({
      kind: z.literal('batch'),
      courseSlug: identifier('courseSlug'),
      batchId: identifier('batchId'),
    }),
    z.object({ kind: z.literal('settings') }),
  ],
  { error: kindMessage },
);
export type PageStatusQuery = z.output<typeof pageStatusQuery>;

export type PageState =
  /** The pages show the item as stored now. */
  | 'live'
  /** The item changed after its pages were last rendered: the renderer is at it. */
  | 'updating'
  /** Rendering the item as stored now failed; `error` says why. */
  | 'failed'
  /** Rendered, and a draft (or of a draft course): no public page shows it. */
  | 'unpublished';

export interface PageStatus {
  state: PageState;
  /** The renderer's reason, when `state` is 'failed'. */
  error?: string;
}

export const pageStatusMessages = {
  notFound: 'There is no such item',
} as const;
