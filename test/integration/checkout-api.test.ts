import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import {
  checkoutMessages,
  type CheckoutResponse,
  type CouponValidateResponse,
} from '#shared/checkout/checkout-requests';
import { couponMessages } from '#shared/checkout/coupon-rules';
import { endOfIndianDay, startOfIndianDay } from '#shared/admin/catalog-fields';
import { addDays, istDate } from '#shared/booking-slots';
import { getEnrollmentById, listEnrollmentsOfLearner } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { postJson } from '../support/client-ip';
import {
  aCheckout,
  checkout,
  couponHolds,
  couponUses,
  createTestCoupon,
  createTestCourse,
  seatsTaken,
  type CheckoutFixture,
} from '../support/checkout';
import { expectRateLimited } from '../support/rate-limit';

type Answer = CheckoutResponse & ApiErrorBody;

let fixture: CheckoutFixture;
const cleanups: Array<() => Promise<void>> = [];
beforeEach(async () => {
  fixture = await createTestCourse({ seats: 100, pricePaise: 2499900 });
  cleanups.push(() => fixture.cleanup());
});
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function aCoupon(overrides: Parameters<typeof createTestCoupon>[0] = {}) {
  const created = await createTestCoupon(overrides);
  cleanups.push(created.cleanup);
  return created.coupon;
}

const validate = (body: unknown) =>
  postJson<CouponValidateResponse & ApiErrorBody>('/api/coupons/validate', body);

describe('POST /api/coupons/validate', () => {
  it('answers the discount and an IGST preview for a learner in another state', async () => {
    const { status, body } = await validate({
      code: 'welcome10',
      courseSlug: fixture.course.slug,
      state: 'Maharashtra',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 'WELCOME10',
      discountPaise: 249990,
      discountAmount: 249990,
      amounts: {
        feePaise: 2499900,
        originalPricePaise: null,
        discountPaise: 249990,
        taxablePaise: 2249910,
        gstPaise: 404984,
        totalPaise: 2654894,
        tax: { kind: 'inter-state', igstPaise: 404984 },
        placeOfSupply: 'Maharashtra',
      },
    });
  });

  it("previews CGST + SGST in the company's state when the learner's state is not known", async () => {
    const { body } = await validate({ code: 'WELCOME10', courseSlug: fixture.course.slug });
    expect(body.amounts.tax).toEqual({ kind: 'intra-state', cgstPaise: 202492, sgstPaise: 202492 });
  });

  it("answers 'Invalid coupon code' for an unknown, inactive or expired code", async () => {
    const inactive = await aCoupon({ isActive: false });
    const expired = await aCoupon({ validUntil: '2020-01-01T00:00:00Z' });
    for (const code of ['NOSUCHCODE', inactive.code, expired.code]) {
      expect(await validate({ code, courseSlug: fixture.course.slug })).toEqual({
        status: 400,
        body: { error: couponMessages.invalid, fieldErrors: { code: couponMessages.invalid } },
      });
    }
  });

  it('answers a coupon that starts tomorrow in India as an expired one, and applies one that ends today', async () => {
    const today = istDate(new Date());
    const scheduled = await aCoupon({ validFrom: startOfIndianDay(addDays(today, 1)) });
    const expired = await aCoupon({ validUntil: endOfIndianDay(addDays(today, -1)) });
    const lastDay = await aCoupon({ validUntil: endOfIndianDay(today) });
    const firstDay = await aCoupon({ validFrom: startOfIndianDay(today) });

    const notYet = await validate({ code: scheduled.code, courseSlug: fixture.course.slug });
    expect(notYet).toEqual({
      status: 400,
      body: { error: couponMessages.invalid, fieldErrors: { code: couponMessages.invalid } },
    });
    expect(await validate({ code: expired.code, courseSlug: fixture.course.slug })).toEqual(notYet);
    for (const coupon of [lastDay, firstDay]) {
      const applied = await validate({ code: coupon.code, courseSlug: fixture.course.slug });
      expect(applied.status).toBe(200);
      expect(applied.body.discountPaise).toBe(249990);
    }
  });

  it("answers 'Coupon usage limit exceeded' once the uses are used up", async () => {
    const used = await aCoupon({ usageLimit: 2, usedCount: 2 });
    const { status, body } = await validate({ code: used.code, courseSlug: fixture.course.slug });
    expect(status).toBe(400);
    expect(body.error).toBe('Coupon usage limit exceeded');
  });

  it("answers 'Minimum order amount is ₹…' below the coupon's minimum", async () => {
    const big = await aCoupon({ minAmountPaise: 5000000 });
    const { status, body } = await validate({ code: big.code, courseSlug: fixture.course.slug });
    expect(status).toBe(400);
    expect(body.error).toBe('Minimum order amount is ₹50,000');
  });

  it("answers 'Coupon not applicable to this course' for another course's coupon", async () => {
    const other = await aCoupon({ applicableCourses: ['cloud-computing-aws'] });
    const { status, body } = await validate({ code: other.code, courseSlug: fixture.course.slug });
    expect(status).toBe(400);
    expect(body.error).toBe('Coupon not applicable to this course');
  });

  it('answers a private code’s every refusal exactly as it answers a code that does not exist', async () => {
    const refused = await Promise.all([
      aCoupon({ advertised: false, usageLimit: 1, usedCount: 1 }),
      aCoupon({ advertised: false, minAmountPaise: 5000000 }),
      aCoupon({ advertised: false, applicableCourses: ['cloud-computing-aws'] }),
      aCoupon({ advertised: false, validUntil: '2020-01-01T00:00:00Z' }),
    ]);
    const unknown = await validate({ code: 'NOSUCHCODE1', courseSlug: fixture.course.slug });

    for (const coupon of refused) {
      expect(await validate({ code: coupon.code, courseSlug: fixture.course.slug })).toEqual(
        unknown,
      );
    }
    expect(unknown.body.error).toBe(couponMessages.invalid);
  });

  it("answers 404 'Course Not Found' for an unknown course", async () => {
    expect(await validate({ code: 'WELCOME10', courseSlug: 'no-such-course' })).toEqual({
      status: 404,
      body: { error: 'Course Not Found' },
    });
  });

  it('answers 429 once an address has used its quota', async () => {
    await expectRateLimited('coupon', '/api/coupons/validate', () => ({
      code: 'WELCOME10',
      courseSlug: fixture.course.slug,
    }));
  });
});

describe('POST /api/checkout', () => {
  it('holds a seat and the coupon, stores the pending enrollment and payment, and answers the payment page', async () => {
    const coupon = await aCoupon({ usageLimit: 10 });
    const request = aCheckout(fixture, { coupon: coupon.code.toLowerCase() });
    const { status, body } = await checkout<Answer>(fixture, request);

    expect(status).toBe(201);
    expect(body.merchantTransactionId).toMatch(/^NXT_\d{13}_[0-9a-f]{12}$/);
    expect(body.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(body.amounts).toMatchObject({
      discountPaise: 249990,
      totalPaise: 2654894,
      tax: { kind: 'inter-state', igstPaise: 404984 },
    });
    expect(await seatsTaken(fixture)).toBe(1);
    // Held for the unpaid checkout; a use is counted once paid (decision 012).
    expect(await couponHolds(coupon.code)).toBe(1);
    expect(await couponUses(coupon.code)).toBe(0);

    const enrollment = await getEnrollmentById(body.enrollmentId);
    expect(enrollment).toMatchObject({
      courseSlug: fixture.course.slug,
      courseTitle: fixture.course.title,
      student: request.student,
      batch: { id: 'weekend', name: 'Weekend Batch', startDate: '2027-02-06' },
      couponCode: coupon.code,
      amounts: body.amounts,
      currency: 'INR',
      placeOfSupply: { state: 'Maharashtra', gstCode: '27' },
      enrollmentStatus: 'pending',
      paymentStatus: 'pending',
      seat: 'held',
      merchantTransactionId: body.merchantTransactionId,
      enrollmentSource: 'website',
    });
    const ofLearner = await listEnrollmentsOfLearner(request.student.email);
    expect(ofLearner.map((found) => found.id)).toEqual([body.enrollmentId]);
    const holdMinutes =
      (Date.parse(enrollment!.holdExpiresAt) - Date.parse(enrollment!.createdAt)) / 60_000;
    expect(holdMinutes).toBe(15);
    expect(await getPaymentByMerchantTransactionId(body.merchantTransactionId)).toMatchObject({
      enrollmentId: body.enrollmentId,
      amountPaise: 2654894,
      state: 'PENDING',
      provider: expect.stringMatching(/^phonepe-v[12]$/),
    });
  });

  it.each(['card', 'upi', 'netbanking'] as const)(
    "answers 400 'coming soon' for %s and holds nothing",
    async (paymentMethod) => {
      const { status, body } = await checkout<Answer>(
        fixture,
        aCheckout(fixture, { paymentMethod }),
      );
      expect(status).toBe(400);
      expect(body.error).toBe(checkoutMessages.methodComingSoon);
      expect(await seatsTaken(fixture)).toBe(0);
    },
  );

  it('requires the terms to be accepted', async () => {
    const { status, body } = await checkout<Answer>(
      fixture,
      aCheckout(fixture, { termsAccepted: false as unknown as true }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Please agree to terms and conditions');
  });

  it("answers 'Please select a batch' for a batch the course does not have", async () => {
    const { status, body } = await checkout<Answer>(fixture, aCheckout(fixture, { batchId: 'x' }));
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Please select a batch',
      fieldErrors: { batchId: 'Please select a batch' },
    });
  });

  it("answers 404 'Course Not Found' for an unknown course", async () => {
    const { status } = await checkout(fixture, aCheckout(fixture, { courseSlug: 'nope' }));
    expect(status).toBe(404);
  });

  it('refuses a coupon that fails its check, on the coupon field, holding no seat', async () => {
    const { status, body } = await checkout<Answer>(
      fixture,
      aCheckout(fixture, { coupon: 'NOSUCHCODE' }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ coupon: couponMessages.invalid });
    expect(await seatsTaken(fixture)).toBe(0);
  });

  it('refuses a coupon that starts tomorrow in India, holding nothing, and takes one that ends today', async () => {
    const today = istDate(new Date());
    const scheduled = await aCoupon({ validFrom: startOfIndianDay(addDays(today, 1)) });
    const refused = await checkout<Answer>(fixture, aCheckout(fixture, { coupon: scheduled.code }));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ coupon: couponMessages.invalid });
    expect(await seatsTaken(fixture)).toBe(0);
    expect(await couponHolds(scheduled.code)).toBe(0);

    const lastDay = await aCoupon({ validUntil: endOfIndianDay(today) });
    const taken = await checkout<Answer>(fixture, aCheckout(fixture, { coupon: lastDay.code }));
    expect(taken.status).toBe(201);
    expect(taken.body.amounts.discountPaise).toBe(249990);
    expect(await couponHolds(lastDay.code)).toBe(1);
  });

  it('answers 409 with a clear message when the batch is full', async () => {
    const small = await createTestCourse({ seats: 1 });
    cleanups.push(() => small.cleanup());
    expect((await checkout(small, aCheckout(small))).status).toBe(201);
    expect(await checkout(small, aCheckout(small))).toEqual({
      status: 409,
      body: { error: 'This batch is full. Please choose another batch.' },
    });
    expect(await seatsTaken(small)).toBe(1);
  });

  it('answers 429 once an address has used its quota', async () => {
    await expectRateLimited('checkout', '/api/checkout', () => aCheckout(fixture));
    expect(await seatsTaken(fixture)).toBe(0);
  });
});
