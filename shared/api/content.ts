import * as z from 'zod';
import type {
  Batch,
  BlogPost,
  CaseStudy,
  ContactInfo,
  Course,
  CourseReview,
  Faq,
  HeroSection,
  JobPosting,
  PublicSettings,
  Service,
  SocialLink,
  Testimonial,
} from '../content/schemas';
import { courseLevel } from '../content/schemas';

// Request queries and response bodies of the public content API (docs/architecture.md §4). The browser and the
// handlers both import these, so a change here is a change of the contract.

const searchText = z.string().trim().max(200).optional();
const filterValue = z.string().trim().max(100).optional();

export const blogListQuery = z.object({ category: filterValue, q: searchText });
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const caseStudyListQuery = z.object({ industry: filterValue, q: searchText });
export type CaseStudyListQuery = z.infer<typeof caseStudyListQuery>;

export const courseListQuery = z.object({
  category: filterValue,
  level: courseLevel.optional(),
  q: searchText,
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export interface SiteResponse {
  settings: PublicSettings;
  contactInfo: ContactInfo[];
  socialLinks: SocialLink[];
  heroSections: HeroSection[];
  faqs: Faq[];
  testimonials: Testimonial[];
}

export interface ServicesResponse {
  services: Service[];
}

/**
 * A post in a list: no HTML body, and `summary` always filled (docs/product.md §2: 150-character excerpt).
 */
export type BlogPostSummary = Omit<BlogPost, 'content'>;

/** The fields of a post in a list: all but its HTML body. */
export const blogPostSummaryFields = [
  'id',
  'slug',
  'title',
  'summary',
  'category',
  'tags',
  'featuredImage',
  'status',
  'publishedAt',
  'createdAt',
  'readTime',
  'author',
] as const satisfies ReadonlyArray<keyof BlogPostSummary>;

export interface BlogListResponse {
  posts: BlogPostSummary[];
}

export interface BlogPostResponse {
  post: BlogPost;
}

export interface CaseStudiesResponse {
  caseStudies: CaseStudy[];
}

export interface JobsResponse {
  jobs: JobPosting[];
}

/**
 * What a course card and the list's filters need: a course without its syllabus, lists and
 * instructor.
 */
export const courseSummaryFields = [
  'id',
  'slug',
  'status',
  'title',
  'description',
  'shortDescription',
  'thumbnail',
  'durationWeeks',
  'level',
  'pricePaise',
  'originalPricePaise',
  'category',
  'enrolledStudents',
  'rating',
  'reviewsCount',
  'createdAt',
] as const satisfies ReadonlyArray<keyof Course>;

export type CourseSummary = Pick<Course, (typeof courseSummaryFields)[number]>;

export interface CoursesResponse {
  courses: CourseSummary[];
}

export interface BatchAvailability extends Batch {
  seatsAvailable: number;
}

export interface CourseDetailResponse {
  course: Course;
  batches: BatchAvailability[];
  /** The first page of the published verified reviews, newest first (decision 024). */
  reviews: PublicCourseReview[];
  /** Where GET /api/courses/{slug}/reviews goes on from; absent when there are no more. */
  reviewsNextCursor?: string;
}

/** How many reviews a page of the course page lists. */
export const reviewsPageSize = 10;

/** GET /api/courses/{slug}/reviews: the next page after `cursor`. */
export const courseReviewsQuery = z.object({
  cursor: z.string().max(200, 'The cursor is not valid').optional(),
});

export interface CourseReviewsResponse {
  reviews: PublicCourseReview[];
  nextCursor?: string;
}

/**
 * What the public sees of a review: no enrolment, moderation state or edit window, and its `id`
 * a hash of the stored one (`publicReviewId`), since a learner's review is keyed by their enrolment.
 */
export const publicReviewFields = [
  'id',
  'courseSlug',
  'authorName',
  'rating',
  'comment',
  'isVerified',
  'createdAt',
  'updatedAt',
  'reply',
] as const satisfies ReadonlyArray<keyof CourseReview>;
export type PublicCourseReview = Pick<CourseReview, (typeof publicReviewFields)[number]>;

/** Every error answer (docs/architecture.md §4). */
export interface ApiErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
}
