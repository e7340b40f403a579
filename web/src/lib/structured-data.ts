import type { PublicCourseReview } from '#shared/api/content';
import type { Batch, BlogPost, Course, JobPosting, PublicSettings } from '#shared/content/schemas';
import { indianCalendarDate } from './format-date';

// Schema.org objects for JSON-LD (<PageMeta jsonLd>), built from the same content the page shows.

const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/**
 * A blog post (Google's Article rich result). `url` is the post's absolute address, `image` its
 * share card's (a raster image naming the post, whether or not it has a featured image).
 */
export function blogPostingJsonLd(
  post: Pick<BlogPost, 'title' | 'publishedAt' | 'author' | 'category' | 'tags'> & {
    description: string;
  },
  {
    url,
    origin,
    image,
    publisherName,
  }: { url: string; origin: string; image: string; publisherName: string },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image,
    datePublished: post.publishedAt,
    author: {
      '@type': 'Person',
      name: post.author.name,
      ...(post.author.avatarUrl ? { image: absoluteUrl(origin, post.author.avatarUrl) } : {}),
    },
    publisher: {
      '@type': 'Organization',
      name: publisherName,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };
}

const employmentTypes: Record<JobPosting['employmentType'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => htmlEscapes[char] ?? char);
const htmlList = (title: string, items: string[]) =>
  items.length
    ? `<h3>${title}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';

/**
 * One open position (Google's job posting rich result). A 'Remote (India)' role is a
 * telecommute role open to applicants in India; any other is at its city in India.
 */
export function jobPostingJsonLd(
  job: JobPosting,
  { url, origin, settings }: { url: string; origin: string; settings: PublicSettings },
): object {
  const remote = /remote/i.test(job.location);
  const city = job.location.replace(/\s*\(.*?\)\s*/g, '').trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escapeHtml(job.description)}</p>`,
      htmlList('Responsibilities', job.responsibilities),
      htmlList('Requirements', job.requirements),
      htmlList('Benefits', job.benefits),
    ].join(''),
    datePosted: job.publishedAt,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    employmentType: employmentTypes[job.employmentType],
    industry: 'Information Technology',
    occupationalCategory: job.department,
    url,
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.companyName,
      sameAs: origin,
      logo: `${origin}/favicon.svg`,
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: city,
              addressCountry: 'IN',
              // The office address, when the role is based in the office's city.
              ...(settings.address.includes(city) ? { streetAddress: settings.address } : {}),
            },
          },
        }),
  };
}

/** Questions and answers shown on a page (Google's FAQ rich result), e.g. the contact page. */
export function faqPageJsonLd(faqs: { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** Whole paise as a rupee decimal string without floating point: 3499900 → '34999.00'. */
const rupeeDecimal = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/**
 * A course with its price and batches (Google's Course info rich result). Each batch is an
 * online course instance, with its start date once fixed; `image` is the course's share card.
 * The rating and reviews are only those computed from and shown as published verified reviews
 * (decision 024, after Google's review snippet rules): none without reviews.
 */
export function courseJsonLd(
  course: Pick<Course, 'title' | 'description' | 'pricePaise' | 'rating' | 'reviewsCount'>,
  batches: Pick<Batch, 'name' | 'startDate'>[],
  {
    url,
    origin,
    image,
    providerName,
    reviews = [],
  }: {
    url: string;
    origin: string;
    image: string;
    providerName: string;
    /** The reviews the page shows. */
    reviews?: Pick<PublicCourseReview, 'authorName' | 'rating' | 'comment' | 'createdAt'>[];
  },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url,
    image,
    provider: { '@type': 'Organization', name: providerName, sameAs: origin },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: rupeeDecimal(course.pricePaise),
      priceCurrency: 'INR',
      url,
    },
    ...(course.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating,
            bestRating: 5,
            reviewCount: course.reviewsCount,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: indianCalendarDate(review.createdAt),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
            reviewBody: review.comment,
          })),
        }
      : {}),
    hasCourseInstance: batches.map((batch) => ({
      '@type': 'CourseInstance',
      name: batch.name,
      courseMode: 'online',
      ...(batch.startDate ? { startDate: batch.startDate } : {}),
    })),
  };
}
