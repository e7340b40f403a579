import type {
  Batch,
  BlogPost,
  CaseStudy,
  Course,
  CourseReview,
  JobPosting,
  Service,
  SiteSettings,
} from '../content/schemas';
import { publicSettingsSchema } from '../content/schemas';
import { countsInRating } from '../content/course-rating';
import { postSummary } from '../content/excerpt';
import { sanitizePostHtml } from '../content/sanitize-html';
import { filterBlogPosts, filterCaseStudies, filterCourses, isJobOpen } from '../content/filters';
import {
  courseSummaryFields,
  publicReviewFields,
  reviewsPageSize,
  type CourseReviewsResponse,
  type PublicCourseReview,
  type BlogListQuery,
  type BlogListResponse,
  type BlogPostSummary,
  type BlogPostResponse,
  type CaseStudiesResponse,
  type CaseStudyListQuery,
  type CourseDetailResponse,
  type CourseListQuery,
  type CourseSummary,
  type CoursesResponse,
  type JobsResponse,
  type ServicesResponse,
  type SiteResponse,
} from './content';

// The public content answers, built from stored items: the API handlers and the prerender step
// both use these, so a prerendered page shows exactly what the API would answer.
// Inputs are what the store holds (any status, any order); outputs follow docs/product.md §4 and §9.

const newestFirst =
  <T>(pick: (item: T) => string) =>
  (a: T, b: T) =>
    pick(b).localeCompare(pick(a));

export function siteResponse(
  settings: SiteSettings,
  lists: Omit<SiteResponse, 'settings'>,
): SiteResponse {
  // GSTIN, invoice prefix and the like stay server-side.
  return { ...lists, settings: publicSettingsSchema.parse(settings) };
}

export function servicesResponse(services: Service[]): ServicesResponse {
  return { services: [...services].sort((a, b) => a.displayOrder - b.displayOrder) };
}

/** A post as lists show it: without its HTML, its summary or else the HTML's opening words. */
export function blogPostSummary({ content, ...post }: BlogPost): BlogPostSummary {
  return { ...post, summary: postSummary({ summary: post.summary, content }) };
}

/** From posts already summarised (blogPostSummary): the store keeps each one's list summary. */
export function blogListResponse(
  posts: BlogPostSummary[],
  query: BlogListQuery = {},
): BlogListResponse {
  const published = posts
    .filter((post) => post.status === 'published')
    .sort(newestFirst((post) => post.publishedAt));
  return { posts: filterBlogPosts(published, query) };
}

/** One published post, its HTML sanitised; undefined for a draft or a missing post. */
export function blogPostResponse(post: BlogPost | undefined): BlogPostResponse | undefined {
  if (post?.status !== 'published') return undefined;
  return { post: { ...post, content: sanitizePostHtml(post.content) } };
}

export function caseStudiesResponse(
  studies: CaseStudy[],
  query: CaseStudyListQuery = {},
): CaseStudiesResponse {
  const published = studies
    .filter((study) => study.status === 'published')
    .sort(newestFirst((study) => study.createdAt));
  return { caseStudies: filterCaseStudies(published, query) };
}

export function jobsResponse(jobs: JobPosting[], now: Date): JobsResponse {
  return {
    jobs: jobs.filter((job) => isJobOpen(job, now)).sort(newestFirst((job) => job.publishedAt)),
  };
}

/** Just the fields of a course summary, whatever else `course` carries. */
export function courseSummary(course: CourseSummary): CourseSummary {
  return Object.fromEntries(
    courseSummaryFields.map((field) => [field, course[field]]),
  ) as unknown as CourseSummary;
}

export function coursesResponse(
  courses: CourseSummary[],
  query: CourseListQuery = {},
): CoursesResponse {
  const published = courses
    .filter((course) => course.status === 'published')
    .sort(newestFirst((course) => course.createdAt));
  return { courses: filterCourses(published, query).map(courseSummary) };
}

/** 32-bit FNV-1a of the text, from `basis`: two of them name a review without revealing it. */
function fnv1a(text: string, basis: number): string {
  let hash = basis;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A learner's review is keyed by their enrolment's id, which the public never sees (decision
 * 024): the page names the review by a hash of it, stable and unique enough to page by.
 */
export const publicReviewId = (id: string): string => fnv1a(id, 0x811c9dc5) + fnv1a(id, 0x01000193);

export const publicReview = (review: CourseReview): PublicCourseReview => ({
  ...(Object.fromEntries(
    publicReviewFields.flatMap((field) =>
      review[field] === undefined ? [] : [[field, review[field]] as const],
    ),
  ) as PublicCourseReview),
  id: publicReviewId(review.id),
});

const reviewCursor = (review: CourseReview) => `${review.createdAt}#${publicReviewId(review.id)}`;

/**
 * docs/product.md §5: only published verified reviews are shown, newest first (decision 024),
 * a page at a time; the page after `cursor` (the last shown), or the first without one.
 */
export function courseReviewsPage(reviews: CourseReview[], cursor?: string): CourseReviewsResponse {
  const shown = reviews
    .filter(countsInRating)
    .sort((a, b) => reviewCursor(b).localeCompare(reviewCursor(a)))
    .filter((review) => cursor === undefined || reviewCursor(review) < cursor);
  const page = shown.slice(0, reviewsPageSize);
  return {
    reviews: page.map(publicReview),
    ...(shown.length > page.length ? { nextCursor: reviewCursor(page.at(-1)!) } : {}),
  };
}

function firstReviewsPage(reviews: CourseReview[]) {
  const { reviews: page, nextCursor } = courseReviewsPage(reviews);
  return { reviews: page, ...(nextCursor ? { reviewsNextCursor: nextCursor } : {}) };
}

export function courseDetailResponse(
  course: Course,
  batches: Array<Batch & { seatsTaken: number }>,
  reviews: CourseReview[],
): CourseDetailResponse | undefined {
  if (course.status !== 'published') return undefined;
  return {
    course,
    batches: batches
      .filter((batch) => batch.isActive)
      .map(({ seatsTaken, ...batch }) => ({
        ...batch,
        seatsAvailable: Math.max(0, batch.seats - seatsTaken),
      })),
    ...firstReviewsPage(reviews),
  };
}
