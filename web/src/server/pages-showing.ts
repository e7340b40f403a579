import type { ContentChange, ListedPost } from '#shared/api/content-change';
import type { ContentSource } from '#shared/api/content-source';
import { relatedItems } from '#shared/content/related-items';
import { paths } from '../app/paths';
import { contentReadBy, notFoundPaths, publicPages } from './public-pages';

// Which pages show a change (decision 008: "re-renders exactly the pages that show it"): a page is
// rendered again when it reads content the change touched, and a post's page only when the
// changed post is, or was, among its related posts.

export interface PagesToRender {
  /** Rendered again from the live content; a page that is no longer there is removed. */
  paths: Set<string>;
  /** An old address and the path now holding its content: answers 301 when that page exists. */
  moved: Map<string, string>;
}

export async function pagesShowing(
  changes: ContentChange[],
  source: ContentSource,
): Promise<PagesToRender> {
  const result: PagesToRender = { paths: new Set(), moved: new Map() };
  if (changes.length === 0) return result;
  const pages = (await publicPages(source)).map((page) => page.path);
  const every = [...pages, ...notFoundPaths];
  if (changes.some((change) => change.kind === 'site')) {
    for (const path of every) result.paths.add(path);
  }

  const keys = new Set<string>();
  const postChanges = changes.filter((change) => change.kind === 'blog-post');
  for (const change of changes) {
    if (change.kind === 'services' || change.kind === 'case-studies' || change.kind === 'jobs') {
      keys.add(change.kind);
    } else if (change.kind === 'course') {
      keys.add(`course:${change.slug}`);
      if (change.listed) keys.add('courses');
      result.paths.add(paths.course(change.slug));
    } else if (change.kind === 'blog-post') {
      keys.add('blog-posts');
      for (const post of [change.before, change.after]) {
        if (post) result.paths.add(paths.blogPost(post.slug));
      }
      if (change.before && change.movedTo) {
        result.moved.set(paths.blogPost(change.before.slug), paths.blogPost(change.movedTo));
      }
    }
  }

  const showingPosts =
    postChanges.length > 0 ? await postPagesShowing(postChanges, source) : new Set<string>();
  for (const path of pages) {
    const reads = contentReadBy(path);
    const ownPost = reads.find((key) => key.startsWith('blog-post:'));
    const shows = ownPost
      ? showingPosts.has(path)
      : // A part of a list ('blog-posts:latest') shows when its list changed.
        reads.some((key) => keys.has(key) || keys.has(key.replace(/:.*$/, '')));
    if (shows) result.paths.add(path);
  }
  return result;
}

type PostChange = Extract<ContentChange, { kind: 'blog-post' }>;

/**
 * The pages of published posts whose related posts (same category, newest first, docs/product.md §9)
 * include a changed post now or did before the change.
 */
async function postPagesShowing(changes: PostChange[], source: ContentSource) {
  const { posts: now } = await source.blogPosts();
  const changedSlugs = new Set(
    changes.flatMap((change) => [change.before?.slug, change.after?.slug]).filter(Boolean),
  );
  // The list as it was: the changed posts as they were (or absent), the rest as they are.
  const before: ListedPost[] = [
    ...now.filter((post) => !changedSlugs.has(post.slug)),
    ...changes.flatMap((change) => (change.before ? [change.before] : [])),
  ].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const relatedOptions = {
    key: (post: ListedPost) => post.slug,
    category: (post: ListedPost) => post.category,
  };
  const showing = new Set<string>();
  for (const list of [now, before]) {
    for (const post of list) {
      const related = relatedItems<ListedPost, string>(list, post, relatedOptions);
      if (related.some((item) => changedSlugs.has(item.slug))) {
        showing.add(paths.blogPost(post.slug));
      }
    }
  }
  return showing;
}
