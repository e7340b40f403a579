import { courseRatingOf, noRating } from '#shared/content/course-rating';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  batchSchema,
  blogPostSchema,
  caseStudySchema,
  contactInfoSchema,
  couponSchema,
  courseReviewSchema,
  courseSchema,
  faqSchema,
  heroSectionSchema,
  jobPostingSchema,
  portfolioProjectSchema,
  serviceSchema,
  siteSettingsSchema,
  socialLinkSchema,
  testimonialSchema,
} from '#shared/content/schemas';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { fallbackCaseStudies } from '#shared/content/fallback/case-studies';
import { seedCoupons } from '#shared/content/fallback/coupons';
import {
  fallbackBatches,
  fallbackCourses,
  fallbackReviews,
} from '#shared/content/fallback/courses';
import { fallbackJobPostings } from '#shared/content/fallback/jobs';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { fallbackServices } from '#shared/content/fallback/services';
import {
  defaultHomeHero,
  fallbackContactInfo,
  fallbackFaqs,
  fallbackHeroSections,
  fallbackSettings,
  fallbackSocialLinks,
  fallbackTestimonials,
} from '#shared/content/fallback/site';

const allFallbackContent = {
  fallbackServices,
  fallbackBlogPosts,
  portfolioProjects,
  fallbackCaseStudies,
  fallbackJobPostings,
  fallbackCourses,
  fallbackBatches,
  fallbackReviews,
  seedCoupons,
  fallbackSettings,
  fallbackContactInfo,
  fallbackSocialLinks,
  fallbackHeroSections,
  fallbackFaqs,
  fallbackTestimonials,
};

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value !== null && typeof value === 'object') {
    return Object.values(value).flatMap(collectStrings);
  }
  return [];
}

const webPublicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));

function expectUnique(values: readonly unknown[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('fallback content', () => {
  it('satisfies the content schemas without being changed by parsing', () => {
    const parsed = {
      fallbackServices: serviceSchema.array().parse(fallbackServices),
      fallbackBlogPosts: blogPostSchema.array().parse(fallbackBlogPosts),
      portfolioProjects: portfolioProjectSchema.array().parse(portfolioProjects),
      fallbackCaseStudies: caseStudySchema.array().parse(fallbackCaseStudies),
      fallbackJobPostings: jobPostingSchema.array().parse(fallbackJobPostings),
      fallbackCourses: courseSchema.array().parse(fallbackCourses),
      fallbackBatches: batchSchema.array().parse(fallbackBatches),
      fallbackReviews: courseReviewSchema.array().parse(fallbackReviews),
      seedCoupons: couponSchema.array().parse(seedCoupons),
      fallbackSettings: siteSettingsSchema.parse(fallbackSettings),
      fallbackContactInfo: contactInfoSchema.array().parse(fallbackContactInfo),
      fallbackSocialLinks: socialLinkSchema.array().parse(fallbackSocialLinks),
      fallbackHeroSections: heroSectionSchema.array().parse(fallbackHeroSections),
      fallbackFaqs: faqSchema.array().parse(fallbackFaqs),
      fallbackTestimonials: testimonialSchema.array().parse(fallbackTestimonials),
    };

    expect(parsed).toEqual(allFallbackContent);
  });

  it('has seven services in display order 1 to 7', () => {
    expect(fallbackServices.map((service) => service.displayOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expectUnique(fallbackServices.map((service) => service.id));
  });

  it('has five published blog posts, one in each spec category, with unique slugs', () => {
    expect(fallbackBlogPosts.map((post) => post.category).sort()).toEqual(
      [
        'AI Development',
        'Artificial Intelligence',
        'Digital Marketing',
        'Mobile Development',
        'Web Development',
      ].sort(),
    );
    expect(fallbackBlogPosts.every((post) => post.status === 'published')).toBe(true);
    expectUnique(fallbackBlogPosts.map((post) => post.slug));
  });

  it('has a blog post with an empty summary so the excerpt fallback is exercised', () => {
    expect(fallbackBlogPosts.some((post) => post.summary === '')).toBe(true);
  });

  it('has six portfolio projects with ids 1 to 6 and a related project for at least two', () => {
    expect(portfolioProjects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6]);

    const projectsPerCategory = new Map<string, number>();
    for (const project of portfolioProjects) {
      projectsPerCategory.set(
        project.category,
        (projectsPerCategory.get(project.category) ?? 0) + 1,
      );
    }
    const sharedCategories = [...projectsPerCategory.values()].filter((count) => count >= 2);
    expect(sharedCategories.length).toBeGreaterThanOrEqual(2);
  });

  it('has four published case studies in at least three industries with unique slugs', () => {
    expect(fallbackCaseStudies).toHaveLength(4);
    expect(fallbackCaseStudies.every((study) => study.status === 'published')).toBe(true);
    expect(new Set(fallbackCaseStudies.map((study) => study.industry)).size).toBeGreaterThanOrEqual(
      3,
    );
    expectUnique(fallbackCaseStudies.map((study) => study.slug));
  });

  it('has four published job postings with unique ids and slugs', () => {
    expect(fallbackJobPostings).toHaveLength(4);
    expect(fallbackJobPostings.every((job) => job.status === 'published')).toBe(true);
    expectUnique(fallbackJobPostings.map((job) => job.id));
    expectUnique(fallbackJobPostings.map((job) => job.slug));
  });

  it('has five published courses with unique slugs', () => {
    expect(fallbackCourses).toHaveLength(5);
    expect(fallbackCourses.every((course) => course.status === 'published')).toBe(true);
    expectUnique(fallbackCourses.map((course) => course.slug));
  });

  it('gives every course morning, afternoon, evening and weekend batches of 25, 30, 20 and 15 seats', () => {
    expect(fallbackBatches).toHaveLength(20);
    for (const course of fallbackCourses) {
      const batches = fallbackBatches.filter((batch) => batch.courseSlug === course.slug);
      expect(batches.map((batch) => [batch.id, batch.seats])).toEqual([
        ['morning', 25],
        ['afternoon', 30],
        ['evening', 20],
        ['weekend', 15],
      ]);
    }
  });

  it('attaches every batch and review to an existing course', () => {
    const courseSlugs = new Set(fallbackCourses.map((course) => course.slug));

    expect(fallbackBatches.filter((batch) => !courseSlugs.has(batch.courseSlug))).toEqual([]);
    expect(fallbackReviews.filter((review) => !courseSlugs.has(review.courseSlug))).toEqual([]);
  });

  it('has at least two sample reviews per course, none verified nor counted in a rating', () => {
    for (const course of fallbackCourses) {
      const reviews = fallbackReviews.filter((review) => review.courseSlug === course.slug);
      expect(reviews.length).toBeGreaterThanOrEqual(2);
      // Decision 024: sample reviews are not from enrolments, so the seeded course has no rating.
      expect(courseRatingOf(reviews)).toEqual(noRating);
      expect([course.rating, course.reviewsCount]).toEqual([0, 0]);
    }
    expect(fallbackReviews.every((review) => review.status === 'published')).toBe(true);
    expect(fallbackReviews.every((review) => !review.isVerified && !review.enrollmentId)).toBe(
      true,
    );
    expectUnique(fallbackReviews.map((review) => review.id));
  });

  it('seeds the WELCOME10 and STUDENT20 coupons', () => {
    expect(seedCoupons.map((coupon) => [coupon.code, coupon.discountValue])).toEqual([
      ['WELCOME10', 10],
      ['STUDENT20', 20],
    ]);
  });

  it('ends STUDENT20 at the end of 31 Dec 2027 in India, as coupons made in the admin end', () => {
    expect(seedCoupons[1]).toMatchObject({
      code: 'STUDENT20',
      validFrom: null,
      validUntil: '2027-12-31T18:29:59.999Z',
    });
  });

  it('has eight contact FAQs in sort order 1 to 8', () => {
    expect(fallbackFaqs.map((faq) => faq.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(fallbackFaqs.every((faq) => faq.category === 'contact')).toBe(true);
  });

  it('uses the spec defaults for the home hero calls to action', () => {
    expect(fallbackHeroSections).toContain(defaultHomeHero);
    expect(defaultHomeHero).toMatchObject({
      pageSlug: 'home',
      ctaPrimaryText: 'Book Consultation',
      ctaPrimaryLink: '#calendar',
      ctaSecondaryText: 'Our Approach',
      ctaSecondaryLink: '/about',
    });
  });

  it('refers only to images that exist under web/public', () => {
    const imagePaths = collectStrings(allFallbackContent).filter((text) =>
      text.startsWith('/images/'),
    );

    expect(imagePaths.length).toBeGreaterThan(0);
    expect(imagePaths.filter((path) => !existsSync(webPublicDir + path))).toEqual([]);
  });

  it('contains no placeholder lorem ipsum text', () => {
    const placeholders = collectStrings(allFallbackContent).filter((text) =>
      text.toLowerCase().includes('lorem'),
    );

    expect(placeholders).toEqual([]);
  });
});
