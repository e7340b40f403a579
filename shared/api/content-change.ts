// What changed in the public content, as the site renderer learns it from the table's changes
// (lambdas/publishing/renderer/content-changes.ts); the web's server entry turns it into the pages that
// show it (web/src/server/pages-showing.ts).

/** A blog post as the pages that list it see it; only a published post is shown anywhere. */
export interface ListedPost {
  slug: string;
  category: string;
  publishedAt: string;
}

export type ContentChange =
  /** Settings, contact info, social links, heroes, FAQs or testimonials: every page shows them. */
  | { kind: 'site' }
  | { kind: 'services' }
  | { kind: 'case-studies' }
  | { kind: 'jobs' }
  /** A course, one of its batches (seats) or reviews; `listed` when the course list shows it. */
  | { kind: 'course'; slug: string; listed: boolean }
  /**
   * A post before and after the change (each only when published), and the slug it moved to
   * when its address changed.
   */
  | { kind: 'blog-post'; before?: ListedPost; after?: ListedPost; movedTo?: string };
