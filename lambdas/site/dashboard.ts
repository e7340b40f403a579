import type { AdminDashboard } from '#shared/admin/dashboard';
import { listContactSubmissionsNewestFirst } from '#lambdas/data/contact-submissions';
import { listCoursesByStatus } from '#lambdas/data/courses';
import { listEnrollmentsNewestFirst } from '#lambdas/data/enrollments';
import { listJobApplicationsNewestFirst } from '#lambdas/data/job-applications';
import { listSubscribers } from '#lambdas/data/newsletter-subscribers';
import { listPaymentsNewestFirst } from '#lambdas/data/payments';
import { dashboardFigures } from './dashboard-figures';

// Reads what the dashboard counts, all at once; admin volumes are small enough to read whole.
export async function loadDashboard(now = new Date()): Promise<AdminDashboard> {
  const [published, drafts, enrollments, payments, applications, contacts, subscribers] =
    await Promise.all([
      listCoursesByStatus('published'),
      listCoursesByStatus('draft'),
      listEnrollmentsNewestFirst(),
      listPaymentsNewestFirst(),
      listJobApplicationsNewestFirst(),
      listContactSubmissionsNewestFirst(),
      listSubscribers(),
    ]);
  return dashboardFigures(
    {
      courseCount: published.length + drafts.length,
      enrollments,
      payments,
      applications,
      contacts,
      subscribers,
    },
    now,
  );
}
