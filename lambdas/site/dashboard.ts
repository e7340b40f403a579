import type { AdminDashboard, AdminDashboardMoney } from '#shared/admin/dashboard';
import { listCoursesByStatus } from '#lambdas/data/courses';
import { listReviewsByStatus } from '#lambdas/data/course-reviews';
import { listEnrollmentsNewestFirst } from '#lambdas/data/enrollments';
import { listJobApplicationsNewestFirst } from '#lambdas/data/job-applications';
import { listConfirmedAlerts } from '#lambdas/data/next-batch-alerts';
import { listEntriesOfActiveLists } from '#lambdas/data/batch-waiting-lists';
import { listSubscribers } from '#lambdas/data/newsletter-subscribers';
import { listPaymentsNewestFirst } from '#lambdas/data/payments';
import { dashboardCounts, dashboardMoney } from './dashboard-figures';

// Reads what the dashboard counts, all at once; admin volumes are small enough to read whole.
// The counts and the money are read apart, so a role without the money never reads payments.

export async function loadDashboard(now = new Date()): Promise<AdminDashboard> {
  const [
    published,
    drafts,
    enrollments,
    applications,
    subscribers,
    pendingReviews,
    nextBatchAlerts,
    waitingListEntries,
  ] = await Promise.all([
    listCoursesByStatus('published'),
    listCoursesByStatus('draft'),
    listEnrollmentsNewestFirst(),
    listJobApplicationsNewestFirst(),
    listSubscribers(),
    listReviewsByStatus('pending'),
    listConfirmedAlerts(),
    listEntriesOfActiveLists(),
  ]);
  return dashboardCounts(
    {
      courseCount: published.length + drafts.length,
      enrollments,
      applications,
      subscribers,
      pendingReviews,
      nextBatchAlerts,
      waitingListEntries,
    },
    now,
  );
}

export async function loadDashboardMoney(now = new Date()): Promise<AdminDashboardMoney> {
  const [enrollments, payments] = await Promise.all([
    listEnrollmentsNewestFirst(),
    listPaymentsNewestFirst(),
  ]);
  return dashboardMoney({ enrollments, payments }, now);
}
