import { describe, expect, it } from 'vitest';
import { fallbackBatches, fallbackCourses } from '#shared/content/fallback/courses';
import { courseJsonLd } from '#web/lib/structured-data';

const origin = 'https://www.example.in';
const course = fallbackCourses[0]!;
const batches = fallbackBatches.filter((batch) => batch.courseSlug === course.slug);
const url = `${origin}/learning/${course.slug}`;
const image = `${origin}/og/learning/${course.slug}.png`;
const rated = { ...course, rating: 4.5, reviewsCount: 2 };
const shownReviews = [
  {
    authorName: 'Asha R.',
    rating: 5,
    comment: 'The labs made it click.',
    createdAt: '2026-11-20T20:00:00.000Z',
  },
  {
    authorName: 'Vikram S.',
    rating: 4,
    comment: 'Good pace.',
    createdAt: '2026-11-10T08:00:00.000Z',
  },
];
const ld = (changes = {}, withBatches = batches, reviews = shownReviews) =>
  courseJsonLd({ ...rated, ...changes }, withBatches, {
    url,
    origin,
    image,
    providerName: 'Nexora Technologies',
    reviews,
  }) as Record<string, unknown>;

describe('courseJsonLd', () => {
  it('describes the course, its provider and its paid offer in rupees', () => {
    expect(ld()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description: course.description,
      url,
      // The course's share card, a PNG naming it, not its SVG thumbnail.
      image,
      provider: { '@type': 'Organization', name: 'Nexora Technologies', sameAs: origin },
      offers: { '@type': 'Offer', category: 'Paid', price: '34999.00', priceCurrency: 'INR' },
    });
  });

  it('writes the price from paise without floating-point error', () => {
    expect(ld({ pricePaise: 1999905 })).toMatchObject({ offers: { price: '19999.05' } });
  });

  it('rates the course from its computed rating and count, and marks up the reviews shown', () => {
    expect(ld()).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Asha R.' },
          // The day in India: 20:00 UTC is already the 21st there.
          datePublished: '2026-11-21',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
          reviewBody: 'The labs made it click.',
        },
        { author: { name: 'Vikram S.' }, reviewRating: { ratingValue: 4 } },
      ],
    });
  });

  it('has no rating and no review at all for a course without reviews', () => {
    const none = ld({ rating: 0, reviewsCount: 0 }, batches, []);
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
  });

  it('lists each batch as an online course instance, with its start date once known', () => {
    const [first, second] = batches;
    const instances = ld({}, [first!, { ...second!, startDate: null }]).hasCourseInstance;
    expect(instances).toEqual([
      {
        '@type': 'CourseInstance',
        name: first!.name,
        courseMode: 'online',
        startDate: first!.startDate,
      },
      { '@type': 'CourseInstance', name: second!.name, courseMode: 'online' },
    ]);
  });
});
