import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import {
  fallbackBatches,
  fallbackCourses,
  fallbackReviews,
} from '#shared/content/fallback/courses';
import { blogPostItem } from '#lambdas/data/blog-posts';
import { reviewItem } from '#lambdas/data/course-reviews';
import { batchItem, courseItem } from '#lambdas/data/courses';
import { seedItems } from '#lambdas/data/seed-content';

// A site of a chosen size for the whole-site render bench: the seed's site settings, services,
// case studies and jobs, with `posts` published posts and `courses` published courses (their
// batches and reviews) copied from the seed's own, so each page is as heavy as a real one.

export interface SiteSize {
  posts: number;
  courses: number;
}

/** The seed's entities this module replaces with copies, by `entityType`. */
const scaled = new Set(['BlogPost', 'Course', 'Batch', 'CourseReview']);
const minute = 60_000;

/** Every item of a site with `size.posts` posts and `size.courses` courses, keyed as stored. */
export function scaledSiteItems(size: SiteSize, now = new Date()): Record<string, unknown>[] {
  const kept = seedItems().filter((item) => !scaled.has(String(item.entityType)));
  return [...kept, ...copiedPosts(size.posts, now), ...copiedCourses(size.courses, now)];
}

/** A minute apart, newest first, in the seed posts' categories (so related posts are shown). */
function copiedPosts(count: number, now: Date) {
  return Array.from({ length: count }, (_, index) => {
    const post = fallbackBlogPosts[index % fallbackBlogPosts.length]!;
    const at = new Date(now.getTime() - index * minute).toISOString();
    return blogPostItem({
      ...post,
      id: `bench-${post.id}-${index}`,
      slug: `${post.slug}-${index}`,
      title: `${post.title} (${index})`,
      status: 'published',
      createdAt: at,
      publishedAt: at,
    });
  });
}

function copiedCourses(count: number, now: Date) {
  return Array.from({ length: count }, (_, index) => {
    const course = fallbackCourses[index % fallbackCourses.length]!;
    const slug = `${course.slug}-${index}`;
    const at = new Date(now.getTime() - index * minute).toISOString();
    return [
      courseItem({
        ...course,
        id: `bench-${course.id}-${index}`,
        slug,
        title: `${course.title} (${index})`,
        status: 'published',
        createdAt: at,
      }),
      ...fallbackBatches
        .filter((batch) => batch.courseSlug === course.slug)
        .map((batch) => batchItem({ ...batch, id: `${batch.id}-${index}`, courseSlug: slug })),
      ...fallbackReviews
        .filter((review) => review.courseSlug === course.slug)
        .map((review) => reviewItem({ ...review, id: `${review.id}-${index}`, courseSlug: slug })),
    ];
  }).flat();
}
