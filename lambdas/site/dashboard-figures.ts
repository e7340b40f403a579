import {
  dashboardRecentCount,
  revenueChartDays,
  type AdminDashboard,
  type AdminDashboardMoney,
  type DashboardDay,
} from '#shared/admin/dashboard';
import { addDays, istDate } from '#shared/booking-slots';
import type { Enrollment, PaymentRecord, PaymentRecordState } from '#shared/checkout/enrollment';
import type { JobApplication } from '#shared/forms/job-application';
import type { NewsletterSubscriber } from '#shared/forms/newsletter';
import type { WaitingListEntry } from '#shared/forms/batch-waiting-list';

// The dashboard's figures from the stored records (docs/product.md §2, docs/admin.md). Pure, so the rules (what
// counts as revenue, which day a payment falls on in India) are unit-tested exactly.

/** What the counts are read from (every role sees them). */
export interface DashboardCountRecords {
  courseCount: number;
  enrollments: Enrollment[];
  applications: Pick<JobApplication, 'appliedAt'>[];
  subscribers: Pick<NewsletterSubscriber, 'status'>[];
  /** The reviews waiting for moderation. */
  pendingReviews: unknown[];
  /** The confirmed addresses of the next-batch lists. */
  nextBatchAlerts: unknown[];
  /** The entries of the batches' waiting lists in use. */
  waitingListEntries: Pick<WaitingListEntry, 'status'>[];
}

/** What the money is read from (owner and finance see it). */
export interface DashboardMoneyRecords {
  enrollments: Enrollment[];
  payments: PaymentRecord[];
}

/** Money that reached us: the payment completed, whatever happened after. */
const receivedStates = new Set<PaymentRecordState>([
  'COMPLETED',
  'REFUNDING',
  'REFUNDED',
  'REFUND_FAILED',
]);
/** Money that went back: PhonePe accepted the refund (it may still be settling). */
const refundedStates = new Set<PaymentRecordState>(['REFUNDED']);

const isKept = (payment: PaymentRecord) =>
  receivedStates.has(payment.state) && !refundedStates.has(payment.state);

const weekMs = 7 * 24 * 60 * 60_000;

const confirmedOf = (enrollments: Enrollment[]) =>
  enrollments.filter(
    (enrollment) => enrollment.enrollmentStatus === 'confirmed' && enrollment.confirmedAt,
  );

export function dashboardCounts(records: DashboardCountRecords, now: Date): AdminDashboard {
  const weekAgo = now.getTime() - weekMs;
  return {
    totalCourses: records.courseCount,
    totalEnrollments: confirmedOf(records.enrollments).length,
    jobApplications: records.applications.length,
    newsletterSubscribers: records.subscribers.filter(
      (subscriber) => subscriber.status === 'confirmed',
    ).length,
    newApplicationsThisWeek: records.applications.filter(
      (application) => Date.parse(application.appliedAt) >= weekAgo,
    ).length,
    reviewsWaiting: records.pendingReviews.length,
    nextBatchWaiting: records.nextBatchAlerts.length,
    batchWaiting: records.waitingListEntries.filter((entry) => entry.status === 'waiting').length,
    openOffers: records.waitingListEntries.filter((entry) => entry.status === 'offered').length,
  };
}

export function dashboardMoney(records: DashboardMoneyRecords, now: Date): AdminDashboardMoney {
  const { payments } = records;
  const received = payments.filter((payment) => receivedStates.has(payment.state));
  const refunded = received.filter((payment) => refundedStates.has(payment.state));
  const sum = (list: PaymentRecord[]) => list.reduce((total, p) => total + p.amountPaise, 0);
  const confirmed = confirmedOf(records.enrollments);

  return {
    totalRevenue: sum(received) - sum(refunded),
    pendingPayments: payments.filter((payment) => payment.state === 'PENDING').length,
    recentEnrollments: [...confirmed]
      .sort((a, b) => (a.confirmedAt! < b.confirmedAt! ? 1 : -1))
      .slice(0, dashboardRecentCount)
      .map((enrollment) => ({
        id: enrollment.id,
        learnerName: enrollment.student.name,
        learnerEmail: enrollment.student.email,
        courseTitle: enrollment.courseTitle,
        batchName: enrollment.batch.name,
        totalPaise: enrollment.amounts.totalPaise,
        enrollmentStatus: enrollment.enrollmentStatus,
        confirmedAt: enrollment.confirmedAt!,
      })),
    revenueByDay: revenueByDay(confirmed, payments.filter(isKept), now),
  };
}

/** The last 30 Asia/Kolkata days, oldest first, each with its confirmed enrollments and revenue. */
function revenueByDay(confirmed: Enrollment[], kept: PaymentRecord[], now: Date): DashboardDay[] {
  const today = istDate(now);
  const days = Array.from({ length: revenueChartDays }, (_, index) => ({
    date: addDays(today, index - (revenueChartDays - 1)),
    enrollments: 0,
    revenue: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  const dayOf = (iso: string | undefined) => (iso ? byDate.get(istDate(new Date(iso))) : undefined);
  for (const enrollment of confirmed) {
    const day = dayOf(enrollment.confirmedAt);
    if (day) day.enrollments += 1;
  }
  for (const payment of kept) {
    const day = dayOf(payment.completedAt);
    if (day) day.revenue += payment.amountPaise;
  }
  return days;
}
