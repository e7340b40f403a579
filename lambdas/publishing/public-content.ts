import type { CourseReviewsResponse } from '#shared/api/content';
import type { ContentSource } from '#shared/api/content-source';
import {
  blogListResponse,
  blogPostResponse,
  caseStudiesResponse,
  courseDetailResponse,
  courseReviewsPage,
  coursesResponse,
  jobsResponse,
  servicesResponse,
  siteResponse,
} from '#shared/api/content-responses';
import { getBlogPostBySlug, listPublishedPostSummaries } from '#lambdas/data/blog-posts';
import { listCaseStudiesByStatus } from '#lambdas/data/case-studies';
import { getCourseWithDetails, listCourseSummaries } from '#lambdas/data/courses';
import { listJobPostingsByStatus } from '#lambdas/data/job-postings';
import { listServicesByDisplayOrder } from '#lambdas/data/services';
import { getSiteContent } from '#lambdas/data/site-content';
import { NotFoundError } from '#lambdas/lib/errors';

// The public content as the live table holds it: published only, in the orders of docs/product.md §9.
// The API handlers answer it, and the site renderer renders pages from it, so the HTML of a page
// always shows what the API answers (no second content source).

export const publicContent = {
  async site() {
    const { settings, ...lists } = await getSiteContent();
    if (!settings) throw new NotFoundError('Site settings have not been set up yet.');
    return siteResponse(settings, lists);
  },
  services: async () => servicesResponse(await listServicesByDisplayOrder()),
  blogPosts: async (query) => blogListResponse(await listPublishedPostSummaries(), query),
  blogPost: async (slug) => blogPostResponse(await getBlogPostBySlug(slug)),
  caseStudies: async (query) =>
    caseStudiesResponse(await listCaseStudiesByStatus('published'), query),
  jobs: async () => jobsResponse(await listJobPostingsByStatus('published'), new Date()),
  courses: async (query) => coursesResponse(await listCourseSummaries('published'), query),
  async course(slug) {
    const found = await getCourseWithDetails(slug);
    return found && courseDetailResponse(found.course, found.batches, found.reviews);
  },
} satisfies ContentSource;

/** GET /api/courses/{slug}/reviews: a published course's next page of reviews (decision 024). */
export async function courseReviews(
  slug: string,
  cursor: string | undefined,
): Promise<CourseReviewsResponse | undefined> {
  const found = await getCourseWithDetails(slug);
  if (found?.course.status !== 'published') return undefined;
  return courseReviewsPage(found.reviews, cursor);
}
