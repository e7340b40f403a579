import {
  blogListResponse,
  blogPostSummary,
  caseStudiesResponse,
  courseDetailResponse,
  coursesResponse,
  blogPostResponse,
  jobsResponse,
  servicesResponse,
  siteResponse,
} from '../../shared/api/content-responses';
import { fallbackBlogPosts } from '../../shared/content/fallback/blog-posts';
import { fallbackCaseStudies } from '../../shared/content/fallback/case-studies';
import {
  fallbackBatches,
  fallbackCourses,
  fallbackReviews,
} from '../../shared/content/fallback/courses';
import { fallbackJobPostings } from '../../shared/content/fallback/jobs';
import { fallbackServices } from '../../shared/content/fallback/services';
import {
  fallbackContactInfo,
  fallbackFaqs,
  fallbackHeroSections,
  fallbackSettings,
  fallbackSocialLinks,
  fallbackTestimonials,
} from '../../shared/content/fallback/site';
import type { ContentSource } from '../../web/src/lib/content/content-source';

/**
 * The content the build prerenders with: the same seed content `npm start` writes to the table,
 * answered through the same response builders as the API handlers. Pages refresh from the live
 * API after they load, so later edits show without a rebuild.
 */
export function staticContentSource(now = new Date()): ContentSource {
  return {
    site: async () =>
      siteResponse(fallbackSettings, {
        contactInfo: fallbackContactInfo,
        socialLinks: fallbackSocialLinks,
        heroSections: fallbackHeroSections,
        faqs: fallbackFaqs,
        testimonials: fallbackTestimonials,
      }),
    services: async () => servicesResponse(fallbackServices),
    blogPosts: async (query) => blogListResponse(fallbackBlogPosts.map(blogPostSummary), query),
    blogPost: async (slug) =>
      blogPostResponse(fallbackBlogPosts.find((candidate) => candidate.slug === slug)),
    caseStudies: async (query) => caseStudiesResponse(fallbackCaseStudies, query),
    jobs: async () => jobsResponse(fallbackJobPostings, now),
    courses: async (query) => coursesResponse(fallbackCourses, query),
    course: async (slug) => {
      const course = fallbackCourses.find((candidate) => candidate.slug === slug);
      if (!course) return undefined;
      return courseDetailResponse(
        course,
        fallbackBatches
          .filter((batch) => batch.courseSlug === slug)
          .map((batch) => ({ ...batch, seatsTaken: 0 })),
        fallbackReviews.filter((review) => review.courseSlug === slug),
      );
    },
  };
}
