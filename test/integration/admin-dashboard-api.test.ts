import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import type { AdminDashboard, AdminDashboardMoney } from '#shared/admin/dashboard';
import { addDays, istDate } from '#shared/booking-slots';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import { priceOrder } from '#shared/checkout/pricing';
import { fallbackJobPostings } from '#shared/content/fallback/jobs';
import type { CreatedResponse } from '#shared/forms/fields';
import { enrollmentItem, getEnrollmentById } from '#lambdas/data/enrollments';
import { paymentItem } from '#lambdas/data/payments';
import { asAdmin } from '../support/admin-session';
import {
  aCheckout,
  checkout,
  createTestCourse,
  payOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';
import { postJson } from '../support/client-ip';
import { putItems } from '../support/table';

// GET /api/admin/dashboard (the counts) and /dashboard/money answer real figures from the table. Other test files write
// enrollments and payments meanwhile, so figures for today are checked as "at least ours"; a day
// three weeks back holds only what this file put there, so that day is checked exactly.

let fixture: CheckoutFixture;
const cleanups: Array<() => Promise<void>> = [];
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 50, pricePaise: 1500000 });
  cleanups.push(() => fixture.cleanup());
});
afterAll(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const counts = async () => {
  const { status, body } = await asAdmin<AdminDashboard>('GET', apiPaths.adminDashboard);
  expect(status).toBe(200);
  return body;
};

const money = async () => {
  const { status, body } = await asAdmin<AdminDashboardMoney>('GET', apiPaths.adminDashboardMoney);
  expect(status).toBe(200);
  return body;
};

async function startOrder() {
  const request = aCheckout(fixture);
  const answer = await checkout<CheckoutResponse>(fixture, request);
  expect(answer.status).toBe(201);
  return { ...answer.body, request };
}

async function paidOrder() {
  const order = await startOrder();
  await payOnSandbox(order.merchantTransactionId, 'Success');
  const enrollment = await getEnrollmentById(order.enrollmentId);
  expect(enrollment).toMatchObject({ enrollmentStatus: 'confirmed' });
  return { ...order, enrollment: enrollment! };
}

/** Ours is listed, or the list is full of items at least as new (others' tests run meanwhile). */
function listedOrCrowdedOut<T>(
  items: T[],
  isOurs: (item: T) => boolean,
  isNewer: (item: T) => boolean,
) {
  return items.some(isOurs) || (items.length === 5 && items.every(isNewer));
}

describe('the dashboard routes', () => {
  it('has the last 30 India days, oldest first, every day present and ending today', async () => {
    const { revenueByDay } = await money();

    const today = istDate(new Date());
    expect(revenueByDay.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => addDays(today, index - 29)),
    );
    for (const day of revenueByDay) {
      expect(Number.isInteger(day.revenue) && day.revenue >= 0).toBe(true);
      expect(Number.isInteger(day.enrollments) && day.enrollments >= 0).toBe(true);
    }
  });

  it('keeps the money out of the counts every role may read', async () => {
    expect(Object.keys(await counts()).sort()).toEqual([
      'batchWaiting',
      'jobApplications',
      'newApplicationsThisWeek',
      'newsletterSubscribers',
      'nextBatchWaiting',
      'openOffers',
      'reviewsWaiting',
      'totalCourses',
      'totalEnrollments',
    ]);
  });

  it('counts a paid enrollment, a pending payment and a new application', async () => {
    const before = await counts();
    const paid = await paidOrder();
    await startOrder();
    const application = await postJson<CreatedResponse>(
      `/api/jobs/${fallbackJobPostings[0]!.id}/applications`,
      {
        applicantName: 'Farhan Ali',
        applicantEmail: `farhan.${Date.now()}@example.com`,
        coverLetter: 'I have shipped React Native apps for four years.',
        experienceYears: 4,
        website: '',
      },
    );
    expect(application.status).toBe(201);

    const after = await counts();
    const takings = await money();

    const today = takings.revenueByDay.at(-1)!;
    expect(today.revenue).toBeGreaterThanOrEqual(paid.amounts.totalPaise);
    expect(today.enrollments).toBeGreaterThanOrEqual(1);
    expect(takings.totalRevenue).toBeGreaterThanOrEqual(today.revenue);
    expect(after.totalEnrollments).toBeGreaterThanOrEqual(1);
    expect(takings.pendingPayments).toBeGreaterThanOrEqual(1);
    expect(after.jobApplications).toBeGreaterThanOrEqual(before.jobApplications + 1);
    expect(after.newApplicationsThisWeek).toBeGreaterThanOrEqual(1);
    expect(after.newApplicationsThisWeek).toBeLessThanOrEqual(after.jobApplications);
    // The five seeded courses; test courses are kept out of the catalogue.
    expect(after.totalCourses).toBeGreaterThanOrEqual(5);

    expect(
      listedOrCrowdedOut(
        takings.recentEnrollments,
        (item) => item.id === paid.enrollmentId,
        (item) => item.confirmedAt >= paid.enrollment.confirmedAt!,
      ),
    ).toBe(true);
    const ours = takings.recentEnrollments.find((item) => item.id === paid.enrollmentId);
    if (ours) {
      expect(ours).toEqual({
        id: paid.enrollmentId,
        learnerName: paid.request.student.name,
        learnerEmail: paid.request.student.email,
        courseTitle: fixture.course.title,
        batchName: fixture.batch.name,
        totalPaise: paid.amounts.totalPaise,
        enrollmentStatus: 'confirmed',
        confirmedAt: paid.enrollment.confirmedAt,
      });
    }
  });

  it('takes an enrollment out of the recent list once its payment is refunded', async () => {
    const paid = await paidOrder();

    const refund = await asAdmin(
      'POST',
      `/api/admin/payments/${paid.merchantTransactionId}/refund`,
      {},
    );
    expect(refund.status).toBe(200);

    const after = await money();
    expect(after.recentEnrollments.map((item) => item.id)).not.toContain(paid.enrollmentId);
  });

  it('puts each payment on its India day, less refunds, in the 30-day chart', async () => {
    // 20:00 UTC three weeks ago is 01:30 the next morning in India.
    const paidAt = new Date(Date.now() - 21 * 24 * 60 * 60_000);
    paidAt.setUTCHours(20, 0, 0, 0);
    const indiaDay = istDate(paidAt);
    expect(indiaDay).not.toBe(paidAt.toISOString().slice(0, 10));
    const at = paidAt.toISOString();
    const kept = storedSale(at, 'COMPLETED', 1_180_000);
    const refunded = storedSale(at, 'REFUNDED', 2_360_000);
    cleanups.push(await putItems([...kept, ...refunded]));

    const { revenueByDay } = await money();

    expect(revenueByDay.find((day) => day.date === indiaDay)).toEqual({
      date: indiaDay,
      enrollments: 1,
      revenue: 1_180_000,
    });
  });
});

let storedSerial = 0;

/** A confirmed (or refunded and cancelled) enrollment and its payment, paid at `paidAt`. */
function storedSale(paidAt: string, state: 'COMPLETED' | 'REFUNDED', amountPaise: number) {
  storedSerial += 1;
  const id = `01DASHBOARDTEST${Date.now()}${storedSerial}`;
  const merchantTransactionId = `NXT_${Date.parse(paidAt)}_dash${storedSerial}`;
  const refunded = state === 'REFUNDED';
  const enrollment: Enrollment = {
    id,
    courseSlug: fixture.course.slug,
    courseTitle: fixture.course.title,
    student: {
      name: 'Old Sale',
      email: `old.sale.${id.toLowerCase()}@example.com`,
      phone: '9876543210',
      city: 'Pune',
      state: 'Maharashtra',
    },
    batch: { id: fixture.batch.id, name: fixture.batch.name, startDate: fixture.batch.startDate },
    couponCode: null,
    amounts: priceOrder({
      feePaise: Math.round(amountPaise / 1.18),
      learnerState: 'Maharashtra',
      companyState: 'Karnataka',
    }),
    currency: 'INR',
    placeOfSupply: { state: 'Maharashtra', gstCode: '27' },
    enrollmentStatus: refunded ? 'cancelled' : 'confirmed',
    paymentStatus: refunded ? 'refunded' : 'paid',
    merchantTransactionId,
    seat: refunded ? 'released' : 'taken',
    holdExpiresAt: paidAt,
    enrollmentSource: 'website',
    createdAt: paidAt,
    updatedAt: paidAt,
    confirmedAt: paidAt,
  };
  const payment: PaymentRecord = {
    merchantTransactionId,
    enrollmentId: id,
    provider: 'phonepe-v2',
    amountPaise,
    currency: 'INR',
    state,
    ...(refunded ? { refundState: 'COMPLETED' as const } : {}),
    createdAt: paidAt,
    updatedAt: paidAt,
    completedAt: paidAt,
  };
  return [enrollmentItem(enrollment), paymentItem(payment)];
}
