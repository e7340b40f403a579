import { randomBytes } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminBatch, AdminBatchInput } from '#shared/admin/catalog-batches';
import type { AdminCouponCreate, AdminCouponList } from '#shared/admin/catalog-coupons';
import type {
  AdminCourseCreate,
  AdminCourseDetail,
  AdminCourseSummary,
} from '#shared/admin/catalog-courses';
import type { AdminPage } from '#shared/admin/lists';
import type { ApiErrorBody, CourseDetailResponse, CoursesResponse } from '#shared/api/content';
import type { CouponValidateResponse } from '#shared/checkout/checkout-requests';
import type { Coupon, Course } from '#shared/content/schemas';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { endOfIndianDay, startOfIndianDay } from '#shared/admin/catalog-fields';
import { addDays, istDate } from '#shared/booking-slots';
import { couponKeys, takeCouponUse } from '#lambdas/data/coupons';
import { takeSeat } from '#lambdas/data/courses';
import { db, queryPartition, tableName } from '#lambdas/data/table';
import { writeTransaction } from '#lambdas/data/transactions';
import { asAdmin, everyPage } from '../support/admin-session';
import { api } from '../support/api';
import { aDraftCourseForm } from '../support/catalog';
import { postJson } from '../support/client-ip';

// Per docs/admin.md, the admin Courses tab: courses, their batches and the coupons, and what the public
// site and checkout read back. Courses made here stay drafts (out of the public list other tests
// count) except for the one test that shows a published course, which deletes it at once.

const suffix = () => randomBytes(4).toString('hex');

const madeSlugs: string[] = [];
const madeCoupons: string[] = [];

afterAll(async () => {
  // Straight from the table: some of these were enrolled in, which the API rightly refuses.
  const items = [
    ...(await Promise.all(madeSlugs.map((slug) => queryPartition(`COURSE#${slug}`)))).flat(),
    ...madeCoupons.map((code) => couponKeys(code)),
  ];
  await Promise.all(
    items.map(({ pk, sk }) =>
      db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } })),
    ),
  );
});

async function createCourse(overrides: Partial<AdminCourseCreate> = {}) {
  const form = aDraftCourseForm(overrides);
  const answer = await asAdmin<Course>('POST', '/api/admin/courses', form);
  expect(answer.status).toBe(201);
  madeSlugs.push(answer.body.slug);
  return answer.body;
}

const aBatch = (overrides: Partial<AdminBatchInput> = {}): AdminBatchInput => ({
  name: 'Evening Batch',
  startDate: '2027-04-05',
  schedule: 'Mon–Fri, 7:30–9:30 PM IST',
  seats: 3,
  ...overrides,
});

async function addBatch(course: Course, overrides: Partial<AdminBatchInput> = {}) {
  const answer = await asAdmin<AdminBatch>(
    'POST',
    `/api/admin/courses/${course.id}/batches`,
    aBatch(overrides),
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

/** What checkout does when payment starts: the same conditional seat write. */
async function holdSeat(course: Course, batch: AdminBatch) {
  expect(await writeTransaction([takeSeat(course.slug, batch.id)])).toEqual({ ok: true });
}

const batchPath = (course: Course, batch: { id: string }) =>
  `/api/admin/courses/${course.id}/batches/${batch.id}`;

describe('courses', () => {
  it('creates a course with prices in paise, and reads it back with its batches and coupons', async () => {
    const course = await createCourse();
    expect(course).toMatchObject({ pricePaise: 1899900, originalPricePaise: 2499900 });
    expect(course.id).toMatch(/^[0-9A-Z]{26}$/);

    const { status, body } = await asAdmin<AdminCourseDetail>(
      'GET',
      `/api/admin/courses/${course.id}`,
    );
    expect(status).toBe(200);
    expect(body.course).toEqual(course);
    expect(body.batches).toEqual([]);
    // The seeded coupons name no courses, so they apply to this one too.
    expect(body.coupons.map((coupon) => coupon.code)).toEqual(
      expect.arrayContaining(['STUDENT20', 'WELCOME10']),
    );
  });

  it('keeps a draft off the public site', async () => {
    const course = await createCourse();
    expect((await api(`/api/courses/${course.slug}`)).status).toBe(404);
    const { body } = await api<CoursesResponse>('/api/courses');
    expect(body.courses.map((listed) => listed.slug)).not.toContain(course.slug);
  });

  it('shows a published course and its edits on the public site at once, and removes it on delete', async () => {
    const course = await createCourse();
    await addBatch(course, { seats: 12 });
    const edited = { ...aDraftCourseForm(), status: 'published' as const, priceRupees: 15999.5 };
    try {
      const put = await asAdmin<Course>('PUT', `/api/admin/courses/${course.id}`, edited);
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ slug: course.slug, title: edited.title });

      const list = await api<CoursesResponse>('/api/courses?level=Advanced');
      const listed = list.body.courses.find((item) => item.slug === course.slug);
      expect(listed).toMatchObject({ title: edited.title, pricePaise: 1599950 });

      const detail = await api<CourseDetailResponse>(`/api/courses/${course.slug}`);
      expect(detail.status).toBe(200);
      expect(detail.body.course.title).toBe(edited.title);
      expect(detail.body.batches).toEqual([
        expect.objectContaining({ name: 'Evening Batch', seatsAvailable: 12 }),
      ]);
      expect(detail.body.batches[0]).not.toHaveProperty('hasEnrollments');
    } finally {
      expect((await asAdmin('DELETE', `/api/admin/courses/${course.id}`)).status).toBe(204);
    }
    expect((await api(`/api/courses/${course.slug}`)).status).toBe(404);
    // The batches went with it: nothing is left under the course's key.
    expect(await queryPartition(`COURSE#${course.slug}`)).toEqual([]);
  });

  it('never changes the address of an existing course', async () => {
    const course = await createCourse();
    const put = await asAdmin<Course>('PUT', `/api/admin/courses/${course.id}`, {
      ...aDraftCourseForm(),
      slug: 'a-different-address',
    });
    expect(put.status).toBe(200);
    expect(put.body.slug).toBe(course.slug);
    expect(put.body.id).toBe(course.id);
    expect(put.body.createdAt).toBe(course.createdAt);
  });

  it('answers 409 with a field error for a slug already in use', async () => {
    const taken = fallbackCourses[0]!.slug;
    const { status, body } = await asAdmin<ApiErrorBody>(
      'POST',
      '/api/admin/courses',
      aDraftCourseForm({ slug: taken }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      error: `A course with the address "${taken}" already exists`,
      fieldErrors: { slug: `A course with the address "${taken}" already exists` },
    });
  });

  it('answers 400 with field errors for invalid input', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>(
      'POST',
      '/api/admin/courses',
      aDraftCourseForm({ priceRupees: -5, title: '' }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      title: 'Title is required',
      priceRupees: 'Price must be more than ₹0',
    });
  });

  it('answers 404 for a course that does not exist', async () => {
    const path = '/api/admin/courses/01JNOSUCHCOURSE0000000000';
    expect((await asAdmin<ApiErrorBody>('GET', path)).body).toEqual({
      error: 'Course not found',
    });
    expect((await asAdmin('PUT', path, aDraftCourseForm())).status).toBe(404);
    expect((await asAdmin('DELETE', path)).status).toBe(404);
  });

  it('lists drafts and published courses with search, filters, batch counts and paging', async () => {
    const course = await createCourse({ level: 'Intermediate', category: 'Admin Test Category' });
    await addBatch(course);
    await addBatch(course, { name: 'Weekend Batch' });

    const found = await asAdmin<AdminPage<AdminCourseSummary>>(
      'GET',
      `/api/admin/courses?q=${encodeURIComponent(course.title)}&status=draft`,
    );
    expect(found.body.items).toEqual([{ ...course, batchCount: 2 }]);

    const byFilters = await asAdmin<AdminPage<AdminCourseSummary>>(
      'GET',
      '/api/admin/courses?category=admin%20test%20category&level=Intermediate',
    );
    expect(byFilters.body.items.map((item) => item.id)).toContain(course.id);
    expect(byFilters.body.items.every((item) => item.level === 'Intermediate')).toBe(true);

    const paged = await everyPage<AdminCourseSummary>('/api/admin/courses?limit=2');
    const slugs = paged.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining([course.slug, fallbackCourses[0]!.slug]));
    const created = paged.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('answers 400 for an unknown level filter', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>('GET', '/api/admin/courses?level=Expert');
    expect(status).toBe(400);
    expect(body.fieldErrors).toHaveProperty('level');
  });

  it('refuses to delete a course learners enrolled in, with a clear message', async () => {
    const course = await createCourse();
    const batch = await addBatch(course);
    await holdSeat(course, batch);

    const { status, body } = await asAdmin<ApiErrorBody>(
      'DELETE',
      `/api/admin/courses/${course.id}`,
    );
    expect(status).toBe(409);
    expect(body.error).toBe(
      'This course has enrollments, so it cannot be deleted. Set it to Draft to hide it from the site instead.',
    );
    expect((await asAdmin('GET', `/api/admin/courses/${course.id}`)).status).toBe(200);
  });
});

describe('batches', () => {
  it('adds, lists and edits a batch', async () => {
    const course = await createCourse();
    const batch = await addBatch(course, { startDate: '' });
    expect(batch).toMatchObject({
      courseSlug: course.slug,
      startDate: null,
      seats: 3,
      isActive: true,
      seatsTaken: 0,
      hasEnrollments: false,
    });

    const put = await asAdmin<AdminBatch>(
      'PUT',
      batchPath(course, batch),
      aBatch({ name: 'Late Evening Batch', seats: 40, isActive: false }),
    );
    expect(put.status).toBe(200);

    const list = await asAdmin<{ items: AdminBatch[] }>(
      'GET',
      `/api/admin/courses/${course.id}/batches`,
    );
    expect(list.body.items).toEqual([
      { ...batch, name: 'Late Evening Batch', startDate: '2027-04-05', seats: 40, isActive: false },
    ]);
  });

  it('never lets the seat count drop below the seats taken', async () => {
    const course = await createCourse();
    const batch = await addBatch(course, { seats: 5 });
    await holdSeat(course, batch);
    await holdSeat(course, batch);

    const tooFew = await asAdmin<ApiErrorBody>(
      'PUT',
      batchPath(course, batch),
      aBatch({ seats: 1 }),
    );
    expect(tooFew).toEqual({
      status: 409,
      body: { error: 'Seats cannot go below the 2 already taken (confirmed or held)' },
    });

    const exactly = await asAdmin<AdminBatch>(
      'PUT',
      batchPath(course, batch),
      aBatch({ seats: 2 }),
    );
    expect(exactly.body).toMatchObject({ seats: 2, seatsTaken: 2, hasEnrollments: true });
    // Full now: checkout's own seat write is refused.
    expect((await writeTransaction([takeSeat(course.slug, batch.id)])).ok).toBe(false);
  });

  it('deletes a batch nobody enrolled in, and refuses one with enrollments', async () => {
    const course = await createCourse();
    const empty = await addBatch(course);
    const enrolled = await addBatch(course, { name: 'Weekend Batch' });
    await holdSeat(course, enrolled);

    expect((await asAdmin('DELETE', batchPath(course, empty))).status).toBe(204);
    expect((await asAdmin('DELETE', batchPath(course, empty))).status).toBe(404);
    expect(await asAdmin('DELETE', batchPath(course, enrolled))).toEqual({
      status: 409,
      body: {
        error:
          'This batch has enrollments, so it cannot be deleted. Make it inactive to stop new enrollments instead.',
      },
    });
  });

  it('answers 400 for invalid seats and 404 for an unknown batch or course', async () => {
    const course = await createCourse();
    const invalid = await asAdmin<ApiErrorBody>(
      'POST',
      `/api/admin/courses/${course.id}/batches`,
      aBatch({ seats: 0 }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ seats: 'Seats must be at least 1' });

    expect(
      (await asAdmin('PUT', batchPath(course, { id: 'no-such-batch' }), aBatch())).status,
    ).toBe(404);
    expect(
      (await asAdmin('POST', '/api/admin/courses/01JNOSUCHCOURSE0000000000/batches', aBatch()))
        .status,
    ).toBe(404);
  });
});

describe('coupons', () => {
  const seededCourse = fallbackCourses[2]!;
  const otherCourse = fallbackCourses[4]!;

  function aCouponForm(overrides: Partial<AdminCouponCreate> = {}): AdminCouponCreate {
    return {
      code: `admin${suffix()}`,
      description: 'Festive offer',
      discountType: 'fixed',
      discountValue: 1000,
      validUntil: '2099-12-31',
      usageLimit: 10,
      minAmountRupees: null,
      applicableCourses: [seededCourse.slug],
      // Advertised, so checkout's refusals name the rule (a private code's read as invalid).
      advertised: true,
      ...overrides,
    };
  }

  async function createCoupon(overrides: Partial<AdminCouponCreate> = {}) {
    const answer = await asAdmin<Coupon>('POST', '/api/admin/coupons', aCouponForm(overrides));
    expect(answer.status).toBe(201);
    madeCoupons.push(answer.body.code);
    return answer.body;
  }

  const validate = (code: string, courseSlug: string) =>
    postJson<CouponValidateResponse & ApiErrorBody>('/api/coupons/validate', {
      code,
      courseSlug,
    });

  it('creates a private coupon unless told it is advertised, whose refusals say nothing', async () => {
    const unsaid: AdminCouponCreate = { ...aCouponForm() };
    delete unsaid.advertised;
    const coupon = (await asAdmin<Coupon>('POST', '/api/admin/coupons', unsaid)).body;
    madeCoupons.push(coupon.code);

    expect(coupon.advertised).toBe(false);
    expect((await validate(coupon.code, otherCourse.slug)).body.error).toBe('Invalid coupon code');
  });

  it('creates an upper-case coupon that checkout applies, only to its courses', async () => {
    const coupon = await createCoupon();
    expect(coupon).toMatchObject({
      code: expect.stringMatching(/^ADMIN[0-9A-F]{8}$/),
      discountValue: 100000,
      usedCount: 0,
      validUntil: '2099-12-31T18:29:59.999Z',
      advertised: true,
    });

    const applied = await validate(coupon.code.toLowerCase(), seededCourse.slug);
    expect(applied.status).toBe(200);
    expect(applied.body.discountAmount).toBe(100000);

    const elsewhere = await validate(coupon.code, otherCourse.slug);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe('Coupon not applicable to this course');

    const list = await asAdmin<AdminCouponList>(
      'GET',
      `/api/admin/coupons?q=${coupon.code.toLowerCase()}`,
    );
    expect(list.body.items).toEqual([coupon]);
  });

  it('schedules a coupon by its dates in India: from tomorrow is refused today, until today applies', async () => {
    const today = istDate(new Date());
    const tomorrow = addDays(today, 1);
    const scheduled = await createCoupon({ validFrom: tomorrow, validUntil: null });
    expect(scheduled).toMatchObject({ validFrom: startOfIndianDay(tomorrow), validUntil: null });
    const lastDay = await createCoupon({ validUntil: today });
    expect(lastDay).toMatchObject({ validFrom: null, validUntil: endOfIndianDay(today) });

    expect(await validate(scheduled.code, seededCourse.slug)).toEqual({
      status: 400,
      body: { error: 'Invalid coupon code', fieldErrors: { code: 'Invalid coupon code' } },
    });
    const applied = await validate(lastDay.code, seededCourse.slug);
    expect(applied.status).toBe(200);
    expect(applied.body.discountAmount).toBe(100000);

    // Edited to start today, the scheduled coupon applies at once; the start is saved, not kept.
    const started = await asAdmin<Coupon>(
      'PUT',
      `/api/admin/coupons/${scheduled.code}`,
      aCouponForm({ validFrom: today, validUntil: null }),
    );
    expect(started.body.validFrom).toBe(startOfIndianDay(today));
    expect((await validate(scheduled.code, seededCourse.slug)).status).toBe(200);
  });

  it('refuses valid from after valid until, on the valid from field', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>(
      'POST',
      '/api/admin/coupons',
      aCouponForm({ validFrom: '2099-12-31', validUntil: '2099-12-30' }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      validFrom: 'Valid from must be on or before the valid until date',
    });
  });

  it('answers 409 for a code already in use, whatever its case', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>(
      'POST',
      '/api/admin/coupons',
      aCouponForm({ code: 'welcome10' }),
    );
    expect(status).toBe(409);
    expect(body.fieldErrors).toEqual({ code: 'Coupon code WELCOME10 already exists' });
  });

  it('refuses a course list naming a course that does not exist', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>(
      'POST',
      '/api/admin/coupons',
      aCouponForm({ applicableCourses: ['no-such-course'] }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      applicableCourses: 'No course has the address "no-such-course"',
    });
  });

  it('edits a coupon, and checkout follows: inactive means invalid', async () => {
    const coupon = await createCoupon();
    const put = await asAdmin<Coupon>(
      'PUT',
      `/api/admin/coupons/${coupon.code.toLowerCase()}`,
      aCouponForm({ isActive: false, discountType: 'percent', discountValue: 15 }),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ code: coupon.code, isActive: false, discountValue: 15 });

    const answer = await validate(coupon.code, seededCourse.slug);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Invalid coupon code');
  });

  it('keeps the use count, and never sets a usage limit below the uses made', async () => {
    const coupon = await createCoupon({ usageLimit: 5 });
    await writeTransaction([takeCouponUse(coupon.code, 'no-hold')]);
    await writeTransaction([takeCouponUse(coupon.code, 'no-hold')]);

    const below = await asAdmin<ApiErrorBody>(
      'PUT',
      `/api/admin/coupons/${coupon.code}`,
      aCouponForm({ usageLimit: 1 }),
    );
    expect(below.status).toBe(409);
    expect(below.body.error).toBe('Usage limit cannot be below the 2 uses already made');

    const atUses = await asAdmin<Coupon>(
      'PUT',
      `/api/admin/coupons/${coupon.code}`,
      aCouponForm({ usageLimit: 2 }),
    );
    expect(atUses.body).toMatchObject({ usageLimit: 2, usedCount: 2 });
    const exhausted = await validate(coupon.code, seededCourse.slug);
    expect(exhausted.body.error).toBe('Coupon usage limit exceeded');
  });

  it('deletes an unused coupon and refuses a used one', async () => {
    const unused = await createCoupon();
    expect((await asAdmin('DELETE', `/api/admin/coupons/${unused.code}`)).status).toBe(204);
    expect((await asAdmin('DELETE', `/api/admin/coupons/${unused.code}`)).status).toBe(404);
    expect((await validate(unused.code, seededCourse.slug)).body.error).toBe('Invalid coupon code');

    const used = await createCoupon();
    await writeTransaction([takeCouponUse(used.code, 'no-hold')]);
    expect(await asAdmin('DELETE', `/api/admin/coupons/${used.code}`)).toEqual({
      status: 409,
      body: {
        error:
          'This coupon has been used 1 time, so it cannot be deleted. Make it inactive instead.',
      },
    });
  });

  it('shows on a course only the coupons that apply to it', async () => {
    const course = await createCourse();
    const forIt = await createCoupon({ applicableCourses: [course.slug] });
    const forOther = await createCoupon({ applicableCourses: [otherCourse.slug] });

    const { body } = await asAdmin<AdminCourseDetail>('GET', `/api/admin/courses/${course.id}`);
    const codes = body.coupons.map((coupon) => coupon.code);
    expect(codes).toContain(forIt.code);
    expect(codes).not.toContain(forOther.code);
  });
});
