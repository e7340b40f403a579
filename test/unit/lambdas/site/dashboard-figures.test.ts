import { describe, expect, it } from 'vitest';
import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import { priceOrder } from '#shared/checkout/pricing';
import {
  dashboardCounts,
  dashboardMoney,
  type DashboardCountRecords,
  type DashboardMoneyRecords,
} from '#lambdas/site/dashboard-figures';

// The admin dashboard's figures (docs/product.md §2, §9): revenue less refunds, days in Asia/Kolkata.

const now = new Date('2026-11-26T04:30:00.000Z');

let serial = 0;
function anEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  serial += 1;
  return {
    id: `E${serial}`,
    courseSlug: 'cloud-computing-aws',
    courseTitle: 'Cloud Computing with AWS',
    student: {
      name: `Learner ${serial}`,
      email: `learner${serial}@example.com`,
      phone: '9876543210',
      city: 'Pune',
      state: 'Maharashtra',
    },
    batch: { id: 'weekend', name: 'Weekend Batch', startDate: '2027-01-09' },
    couponCode: null,
    amounts: priceOrder({
      feePaise: 100_000,
      learnerState: 'Maharashtra',
      companyState: 'Karnataka',
    }),
    currency: 'INR',
    placeOfSupply: { state: 'Maharashtra', gstCode: '27' },
    enrollmentStatus: 'confirmed',
    paymentStatus: 'paid',
    merchantTransactionId: `NXT_${serial}`,
    seat: 'taken',
    holdExpiresAt: '2026-11-20T04:45:00.000Z',
    enrollmentSource: 'website',
    createdAt: '2026-11-20T04:30:00.000Z',
    updatedAt: '2026-11-20T04:31:00.000Z',
    confirmedAt: '2026-11-20T04:31:00.000Z',
    ...overrides,
  };
}

function aPayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  serial += 1;
  return {
    merchantTransactionId: `NXT_${serial}`,
    enrollmentId: `E${serial}`,
    provider: 'phonepe-v2',
    amountPaise: 118_000,
    currency: 'INR',
    state: 'COMPLETED',
    createdAt: '2026-11-20T04:30:00.000Z',
    updatedAt: '2026-11-20T04:31:00.000Z',
    completedAt: '2026-11-20T04:31:00.000Z',
    ...overrides,
  };
}

const countRecords = (overrides: Partial<DashboardCountRecords> = {}): DashboardCountRecords => ({
  courseCount: 5,
  enrollments: [],
  applications: [],
  subscribers: [],
  pendingReviews: [],
  nextBatchAlerts: [],
  waitingListEntries: [],
  ...overrides,
});

const moneyRecords = (overrides: Partial<DashboardMoneyRecords> = {}): DashboardMoneyRecords => ({
  enrollments: [],
  payments: [],
  ...overrides,
});

describe('the dashboard figures', () => {
  it('counts revenue from completed payments less refunds, and nothing unpaid', () => {
    const figures = dashboardMoney(
      moneyRecords({
        payments: [
          aPayment({ amountPaise: 100_000 }),
          aPayment({ amountPaise: 200_000, state: 'REFUNDED', refundState: 'PENDING' }),
          aPayment({ amountPaise: 400_000, state: 'REFUND_FAILED' }),
          aPayment({ amountPaise: 800_000, state: 'PENDING', completedAt: undefined }),
          aPayment({ amountPaise: 1_600_000, state: 'FAILED', completedAt: undefined }),
          aPayment({ amountPaise: 3_200_000, state: 'AMOUNT_MISMATCH', completedAt: undefined }),
        ],
      }),
      now,
    );
    expect(figures.totalRevenue).toBe(500_000);
    expect(figures.pendingPayments).toBe(1);
  });

  it('counts confirmed enrollments only', () => {
    const figures = dashboardCounts(
      countRecords({
        enrollments: [
          anEnrollment(),
          anEnrollment(),
          anEnrollment({ enrollmentStatus: 'pending', confirmedAt: undefined }),
          anEnrollment({ enrollmentStatus: 'cancelled', paymentStatus: 'refunded' }),
        ],
      }),
      now,
    );
    expect(figures.totalEnrollments).toBe(2);
    expect(figures.totalCourses).toBe(5);
  });

  it('has every one of the last 30 India days, oldest first, ending today', () => {
    const days = dashboardMoney(moneyRecords(), now).revenueByDay;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-10-28', enrollments: 0, revenue: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-11-26', enrollments: 0, revenue: 0 });
    expect(new Set(days.map((day) => day.date)).size).toBe(30);
  });

  it('puts a payment and its enrollment on the day it was paid in India', () => {
    // 20:00 UTC on the 24th is 01:30 on the 25th in India.
    const paidAt = '2026-11-24T20:00:00.000Z';
    const figures = dashboardMoney(
      moneyRecords({
        enrollments: [anEnrollment({ confirmedAt: paidAt })],
        payments: [aPayment({ amountPaise: 118_000, completedAt: paidAt })],
      }),
      now,
    );
    const byDate = Object.fromEntries(figures.revenueByDay.map((day) => [day.date, day]));
    expect(byDate['2026-11-25']).toEqual({ date: '2026-11-25', enrollments: 1, revenue: 118_000 });
    expect(byDate['2026-11-24']).toEqual({ date: '2026-11-24', enrollments: 0, revenue: 0 });
  });

  it('leaves refunded payments and payments older than 30 days out of the chart', () => {
    const figures = dashboardMoney(
      moneyRecords({
        payments: [
          aPayment({ amountPaise: 100_000, completedAt: '2026-11-26T03:00:00.000Z' }),
          aPayment({
            amountPaise: 200_000,
            completedAt: '2026-11-26T03:00:00.000Z',
            state: 'REFUNDED',
            refundState: 'COMPLETED',
          }),
          aPayment({ amountPaise: 400_000, completedAt: '2026-10-27T12:00:00.000Z' }),
        ],
      }),
      now,
    );
    expect(figures.revenueByDay.at(-1)).toMatchObject({ revenue: 100_000 });
    expect(figures.revenueByDay.reduce((sum, day) => sum + day.revenue, 0)).toBe(100_000);
    expect(figures.totalRevenue).toBe(500_000);
  });

  it('counts applications, and those of the last 7 days as new this week', () => {
    const figures = dashboardCounts(
      countRecords({
        applications: [
          { appliedAt: '2026-11-26T04:00:00.000Z' },
          { appliedAt: '2026-11-19T04:30:00.000Z' },
          { appliedAt: '2026-11-19T04:29:59.000Z' },
          { appliedAt: '2026-09-01T04:00:00.000Z' },
        ],
      }),
      now,
    );
    expect(figures.jobApplications).toBe(4);
    expect(figures.newApplicationsThisWeek).toBe(2);
  });

  it('lists the five most recently confirmed enrollments, newest first', () => {
    const enrollments = Array.from({ length: 7 }, (_, day) =>
      anEnrollment({ confirmedAt: `2026-11-${String(10 + day).padStart(2, '0')}T05:00:00.000Z` }),
    );
    enrollments.push(anEnrollment({ enrollmentStatus: 'pending', confirmedAt: undefined }));
    const recent = dashboardMoney(moneyRecords({ enrollments }), now).recentEnrollments;
    expect(recent.map((enrollment) => enrollment.confirmedAt.slice(0, 10))).toEqual([
      '2026-11-16',
      '2026-11-15',
      '2026-11-14',
      '2026-11-13',
      '2026-11-12',
    ]);
    expect(recent[0]).toEqual({
      id: enrollments[6]!.id,
      learnerName: enrollments[6]!.student.name,
      learnerEmail: enrollments[6]!.student.email,
      courseTitle: 'Cloud Computing with AWS',
      batchName: 'Weekend Batch',
      totalPaise: 118_000,
      enrollmentStatus: 'confirmed',
      confirmedAt: '2026-11-16T05:00:00.000Z',
    });
  });

  it('counts the reviews waiting for moderation', () => {
    expect(dashboardCounts(countRecords({ pendingReviews: [{}, {}] }), now).reviewsWaiting).toBe(2);
  });

  it('counts the people waiting on batches and the open offers, never the unconfirmed or ended', () => {
    const records = countRecords({
      waitingListEntries: [
        { status: 'waiting' },
        { status: 'waiting' },
        { status: 'offered' },
        { status: 'unconfirmed' },
        { status: 'lapsed' },
        { status: 'left' },
        { status: 'taken' },
      ],
    });
    expect(dashboardCounts(records, now)).toMatchObject({ batchWaiting: 2, openOffers: 1 });
  });

  it('counts the confirmed addresses waiting for a next batch', () => {
    const records = countRecords({ nextBatchAlerts: [{}, {}, {}] });
    expect(dashboardCounts(records, now).nextBatchWaiting).toBe(3);
  });

  it('counts only confirmed newsletter addresses, never pending or unsubscribed ones', () => {
    const figures = dashboardCounts(
      countRecords({
        subscribers: [
          { status: 'confirmed' },
          { status: 'pending' },
          { status: 'unsubscribed' },
          { status: 'confirmed' },
        ],
      }),
      now,
    );
    expect(figures.newsletterSubscribers).toBe(2);
  });
});
