import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { batchKeys } from '#lambdas/data/courses';
import { db, tableName } from '#lambdas/data/table';
import type { CourseDetailResponse, CoursesResponse } from '#shared/api/content';
import { formatInr } from '#shared/checkout/money';
import { fallbackReviews } from '#shared/content/fallback/courses';
import { filterCourses } from '#shared/content/filters';
import type { Course } from '#shared/content/schemas';
import { savePercent, studentsLabel } from '#web/features/learning/course-display';
import { useChromium } from '../support/browser';

// The course list and course detail pages of docs/product.md §2, as a visitor uses them, with live seats
// from the store.

const chromium = useChromium();
let courses: Course[];
beforeAll(async () => {
  // Only the seeded courses, whole (the list carries summaries), in the list's order: admin
  // tests running alongside may publish one for a moment.
  const listed = (await getJson<CoursesResponse>('/api/courses')).courses;
  courses = listed.flatMap(({ slug }) => fallbackCourses.filter((course) => course.slug === slug));
});

const siteUrl = () => inject('siteUrl');
const getJson = async <T>(path: string): Promise<T> =>
  (await fetch(`${siteUrl()}${path}`)).json() as Promise<T>;

/** A page with the cookie choice already made, so the banner covers nothing. */
async function visit(
  path: string,
  { width = 1280 } = {},
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await chromium.newPage(
    { viewport: { width, height: 900 } },
    { timeout: 10_000 },
  );
  await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

const cardTitles = (page: Page) =>
  page.getByTestId('course-card').getByRole('heading').allTextContents();
const titlesOf = (list: Course[]) => list.map((course) => course.title);
const indianRupees = /^₹\d{1,2}(,\d\d)*,\d{3}$/;

describe('the course list', () => {
  it('shows the five courses with level, save badge, weeks, students and ₹ prices, and no rating without reviews', async () => {
    expect(courses).toHaveLength(5);
    const { page, errors } = await visit('/learning');
    await expect.poll(() => page.getByTestId('course-card').count()).toBeGreaterThanOrEqual(5);

    for (const course of courses) {
      const card = page
        .getByTestId('course-card')
        .filter({ has: page.getByRole('heading', { name: course.title }) });
      const price = await card.getByTestId('course-price').textContent();
      expect(price).toBe(formatInr(course.pricePaise, { wholeRupees: true }));
      expect(price).toMatch(indianRupees);
      expect(await card.getByTestId('level-badge').textContent()).toBe(course.level);
      expect(await card.textContent()).toContain(`${course.durationWeeks} weeks`);
      expect(await card.getByTestId('course-students').textContent()).toBe(
        studentsLabel(course.enrolledStudents),
      );
      // Seeded courses have only sample reviews, which count for nothing (decision 024).
      expect(course.reviewsCount).toBe(0);
      expect(await card.getByRole('img', { name: /^Rated / }).count()).toBe(0);
      const percent = savePercent(course.pricePaise, course.originalPricePaise);
      if (percent === null) {
        expect(await card.getByTestId('save-badge').count()).toBe(0);
        expect(await card.getByTestId('course-original-price').count()).toBe(0);
      } else {
        expect(await card.getByTestId('save-badge').textContent()).toBe(`Save ${percent}%`);
        expect(await card.getByTestId('course-original-price').textContent()).toContain(
          formatInr(course.originalPricePaise!, { wholeRupees: true }),
        );
      }
      expect(await card.getByRole('link').getAttribute('href')).toBe(`/learning/${course.slug}`);
    }
    expect(errors).toEqual([]);
  });

  it('searches titles and descriptions, and filters by category and level', async () => {
    const { page, errors } = await visit('/learning');
    await expect.poll(() => page.getByTestId('course-card').count()).toBeGreaterThanOrEqual(5);

    // 'MongoDB' appears only in a description.
    await page.getByLabel('Search courses').fill('MongoDB');
    const bySearch = filterCourses(courses, { q: 'MongoDB' });
    expect(bySearch.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(bySearch));
    await page.getByLabel('Search courses').fill('');

    await page.getByLabel('Category').selectOption('Cloud Computing');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(titlesOf(filterCourses(courses, { category: 'Cloud Computing' })));
    await page.getByLabel('Category').selectOption('All');

    await page.getByLabel('Level').selectOption('Intermediate');
    const intermediate = filterCourses(courses, { level: 'Intermediate' });
    expect(intermediate.length).toBeGreaterThan(1);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(intermediate));
    expect(
      await page
        .getByText(`Showing ${intermediate.length} of 5 courses`, { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the empty state when nothing matches, and clears the filters', async () => {
    const { page, errors } = await visit('/learning');
    await page.getByLabel('Category').selectOption('Cloud Computing');
    await page.getByLabel('Level').selectOption('Beginner');
    await expect.poll(() => page.getByTestId('course-card').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'No courses found' }).isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search terms or filters.').isVisible()).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.getByTestId('course-card').count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByLabel('Level').inputValue()).toBe('All');
    expect(errors).toEqual([]);
  });
});

const mern = 'full-stack-web-development-mern';

describe('a course page', () => {
  it('shows the course with its price, claims, and Enroll Now linking to the wizard', async () => {
    const { course } = await getJson<CourseDetailResponse>(`/api/courses/${mern}`);
    const { page, errors } = await visit(`/learning/${mern}`, { width: 390 });

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(course.title);
    expect(await page.getByText(course.shortDescription).isVisible()).toBe(true);
    const aside = page.getByRole('complementary', { name: 'Enrolment' });
    expect(await aside.getByTestId('course-price').textContent()).toBe('₹34,999');
    expect(await aside.getByTestId('course-original-price').textContent()).toContain('₹49,999');
    expect(await aside.getByTestId('save-badge').textContent()).toBe('Save 30%');
    for (const text of [
      'GST 18% extra',
      'Lifetime access to course material',
      '30-day money-back guarantee',
      'Certificate of completion',
    ]) {
      expect(await aside.getByText(text).isVisible(), text).toBe(true);
    }
    const enroll = page.getByRole('link', { name: 'Enroll Now' });
    expect(await enroll.getAttribute('href')).toBe(`/learning/${mern}/enroll`);
    expect(errors).toEqual([]);
    await enroll.click();
    await page.waitForURL(`**/learning/${mern}/enroll`);
  });

  it('switches tabs with clicks and arrow keys: overview, syllabus, instructor, reviews (none yet)', async () => {
    const { course, reviews } = await getJson<CourseDetailResponse>(`/api/courses/${mern}`);
    const { page, errors } = await visit(`/learning/${mern}`);
    const tab = (name: string) => page.getByRole('tab', { name });
    const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();

    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Overview',
      'Syllabus',
      'Instructor',
      'Reviews',
    ]);
    expect(await selected()).toBe('Overview');
    expect(await page.getByText(course.whatYouLearn[0]!).isVisible()).toBe(true);
    const firstModule = page.getByRole('heading', { name: course.syllabus[0]!.module });
    expect(await firstModule.isVisible()).toBe(false);

    await tab('Syllabus').click();
    await expect.poll(selected).toBe('Syllabus');
    expect(await firstModule.isVisible()).toBe(true);
    expect(await page.getByTestId('syllabus-module').count()).toBe(course.syllabus.length);
    expect(await page.getByText(course.syllabus[0]!.topics[0]!).isVisible()).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe('Instructor');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Instructor');
    const instructor = page.getByRole('tabpanel', { name: 'Instructor' });
    expect(
      await instructor.getByRole('heading', { name: course.instructor.name }).isVisible(),
    ).toBe(true);
    expect(await instructor.getByText(course.instructor.bio).isVisible()).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe('Reviews');
    // The seed's sample reviews are not from enrolments: neither shown nor counted (decision 024).
    const seeded = fallbackReviews.filter((review) => review.courseSlug === mern);
    expect(seeded.length).toBeGreaterThan(0);
    expect(reviews).toEqual([]);
    const reviewsPanel = page.getByRole('tabpanel', { name: 'Reviews' });
    await expect
      .poll(() => reviewsPanel.textContent())
      .toContain('No reviews yet. Reviews from verified learners will appear here.');
    for (const review of seeded) {
      expect(await page.getByText(review.authorName).count()).toBe(0);
    }

    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe('Overview');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toBe('Reviews');
    await page.keyboard.press('Home');
    await expect.poll(selected).toBe('Overview');
    await page.keyboard.press('End');
    await expect.poll(selected).toBe('Reviews');
    expect(await tab('Overview').getAttribute('tabindex')).toBe('-1');
    expect(await tab('Reviews').getAttribute('tabindex')).toBe('0');
    expect(errors).toEqual([]);
  });

  it('serves every tab’s content and the Course JSON-LD in the prerendered HTML', async () => {
    const { course, reviews } = await getJson<CourseDetailResponse>(`/api/courses/${mern}`);
    const html = await (await fetch(`${siteUrl()}/learning/${mern}`)).text();
    expect(html).toContain(course.syllabus.at(-1)!.module);
    expect(html).toContain(course.instructor.name);
    expect(reviews).toEqual([]);
    for (const review of fallbackReviews.filter((r) => r.courseSlug === mern)) {
      expect(html).not.toContain(review.authorName);
    }

    const jsonLd = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const courseLd = jsonLd.find((item) => item['@type'] === 'Course');
    expect(courseLd).toMatchObject({
      name: course.title,
      provider: { '@type': 'Organization' },
      offers: { '@type': 'Offer', price: '34999.00', priceCurrency: 'INR', category: 'Paid' },
    });
    // No reviews, so no rating and no review in the markup (decision 024).
    expect(course.reviewsCount).toBe(0);
    expect(courseLd).not.toHaveProperty('aggregateRating');
    expect(courseLd).not.toHaveProperty('review');
    expect(courseLd?.hasCourseInstance).toHaveLength(4);
    expect(courseLd?.hasCourseInstance).toContainEqual(
      expect.objectContaining({ '@type': 'CourseInstance', courseMode: 'online' }),
    );
  });

  it('tracks course_view with the course slug when analytics is accepted', async () => {
    const context = await chromium.newContextWithConsent({}, { analytics: true });
    const page = await context.newPage();
    const courseView = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/events') &&
        (request.postDataJSON() as { event?: string }).event === 'course_view',
    );
    await page.goto(`${siteUrl()}/learning/${mern}`);
    const request = await courseView;
    expect(request.postDataJSON()).toMatchObject({
      event: 'course_view',
      data: { courseSlug: mern },
    });
  });

  it('answers an unknown course with Course Not Found and a way back', async () => {
    const { page, errors } = await visit('/learning/no-such-course');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Course Not Found');
    expect(await page.getByRole('link', { name: 'Back to Courses' }).getAttribute('href')).toBe(
      '/learning',
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // The server answers a path it did not prerender with the 404 page and status.
    expect(errors.filter((error) => !/Failed to load resource.*404/.test(error))).toEqual([]);
  });
});

describe('live seats on a course page', () => {
  const slug = 'cloud-computing-aws';
  const seatsText = (page: Page) => page.getByTestId('batch-seats').allTextContents();

  async function seatsTaken(batchId: string): Promise<number> {
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: batchKeys(slug, batchId),
        ConsistentRead: true,
      }),
    );
    return (Item?.seatsTaken as number | undefined) ?? 0;
  }
  async function setSeatsTaken(batchId: string, taken: number): Promise<void> {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: batchKeys(slug, batchId),
        UpdateExpression: 'SET seatsTaken = :taken',
        ExpressionAttributeValues: { ':taken': taken },
      }),
    );
  }

  it('shows each batch’s seats, and the store’s count after seats are taken', async () => {
    const before = { morning: await seatsTaken('morning'), weekend: await seatsTaken('weekend') };
    const { page, errors } = await visit(`/learning/${slug}`);
    try {
      await expect
        .poll(() => seatsText(page))
        .toEqual([
          '25 seats available',
          '30 seats available',
          '20 seats available',
          '15 seats available',
        ]);
      expect(await page.getByTestId('batch').getByRole('heading').allTextContents()).toEqual([
        'Morning Batch',
        'Afternoon Batch',
        'Evening Batch',
        'Weekend Batch',
      ]);

      await setSeatsTaken('morning', 3);
      await setSeatsTaken('weekend', 15);
      await page.reload({ waitUntil: 'networkidle' });
      // The prerendered HTML has the build's seats; the live count follows after hydration.
      await expect
        .poll(() => seatsText(page))
        .toEqual(['22 seats available', '30 seats available', '20 seats available', 'Batch full']);
      expect(errors).toEqual([]);
    } finally {
      await setSeatsTaken('morning', before.morning);
      await setSeatsTaken('weekend', before.weekend);
    }
  });
});
