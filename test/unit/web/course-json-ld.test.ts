import { describe, expect, it } from 'vitest';
import { fallbackBatches, fallbackCourses } from '#shared/content/fallback/courses';
import { courseJsonLd } from '#web/lib/structured-data';

const origin = 'https://www.example.in';
const course = fallbackCourses[0]!;
const batches = fallbackBatches.filter((batch) => batch.courseSlug === course.slug);
const url = `${origin}/learning/${course.slug}`;
const image = `${origin}/og/learning/${course.slug}.png`;
const ld = (changes = {}, withBatches = batches) =>
  courseJsonLd({ ...course, ...changes }, withBatches, {
    url,
    origin,
    image,
    providerName: 'Nexora Technologies',
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

  it('rates the course from its rating and review count, and leaves the rating out without reviews', () => {
    expect(ld()).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: course.rating,
        reviewCount: course.reviewsCount,
      },
    });
    expect(ld({ reviewsCount: 0 })).not.toHaveProperty('aggregateRating');
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
