import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { fallbackCaseStudies } from '#shared/content/fallback/case-studies';
import { seedCoupons } from '#shared/content/fallback/coupons';
import {
  fallbackBatches,
  fallbackCourses,
  fallbackReviews,
} from '#shared/content/fallback/courses';
import { fallbackJobPostings } from '#shared/content/fallback/jobs';
import { fallbackServices } from '#shared/content/fallback/services';
import {
  fallbackContactInfo,
  fallbackFaqs,
  fallbackHeroSections,
  fallbackSettings,
  fallbackSocialLinks,
  fallbackTestimonials,
} from '#shared/content/fallback/site';
import { blogPostItem } from './blog-posts';
import { caseStudyItem } from './case-studies';
import { couponItem } from './coupons';
import { settleCourseRatings } from './course-ratings-migration';
import { reviewItem } from './course-reviews';
import { batchItem, courseItem } from './courses';
import { jobPostingItem } from './job-postings';
import { serviceItem } from './services';
import { siteItems } from './site-content';
import { mapInGroups } from '#lambdas/lib/in-groups';

/** Every item the product starts with (the seed content, shared/content/fallback/), keyed as the handlers read it. */
export function seedItems(): Record<string, unknown>[] {
  return [
    siteItems.settings(fallbackSettings),
    ...fallbackContactInfo.map(siteItems.contactInfo),
    ...fallbackSocialLinks.map(siteItems.socialLink),
    ...fallbackHeroSections.map(siteItems.heroSection),
    ...fallbackFaqs.map(siteItems.faq),
    ...fallbackTestimonials.map(siteItems.testimonial),
    ...fallbackServices.map(serviceItem),
    ...fallbackBlogPosts.map(blogPostItem),
    ...fallbackCaseStudies.map(caseStudyItem),
    ...fallbackJobPostings.map(jobPostingItem),
    ...fallbackCourses.map(courseItem),
    ...fallbackBatches.map((batch) => batchItem(batch)),
    ...fallbackReviews.map((review) => reviewItem(review)),
    ...seedCoupons.map(couponItem),
  ];
}

/**
 * Writes each seed item only where no item with its key exists, so a restart never overwrites
 * what admins or learners changed (a taken seat, an edited post).
 */
export async function seedContent(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  await mapInGroups(seedItems(), 8, async (item) => {
    try {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      written += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      kept += 1;
    }
  });
  await settleCourseRatings(client, tableName);
  return { written, kept };
}
