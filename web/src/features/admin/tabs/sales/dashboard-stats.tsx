import type { LucideIcon } from 'lucide-react';
import {
  BellRing,
  BookOpen,
  Briefcase,
  Clock,
  Hourglass,
  IndianRupee,
  Mail,
  Star,
  Ticket,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import {
  formatRevenueLakhs,
  type AdminDashboard,
  type AdminDashboardMoney,
} from '#shared/admin/dashboard';
import { formatInr } from '#shared/checkout/money';

/** One stat card's content (docs/product.md §2 stat cards). */
export interface DashboardStat {
  label: string;
  value: ReactNode;
  /** A second line, e.g. '3 new this week'. */
  detail?: ReactNode;
  icon: LucideIcon;
}

/** Which of the role's parts the matrix gives it (decision 021). */
interface DashboardParts {
  reviews: boolean;
  waitingLists: boolean;
  nextBatch: boolean;
}

/**
 * The dashboard's figures in their order: the counts every role sees, the money when it was
 * loaded (only for who may see it), and the counts of the parts the role may use.
 */
export function dashboardStats(
  counts: AdminDashboard,
  money: AdminDashboardMoney | undefined,
  parts: DashboardParts,
): DashboardStat[] {
  const stat = (shown: boolean, card: DashboardStat) => (shown ? [card] : []);
  return [
    { label: 'Total Courses', value: counts.totalCourses, icon: BookOpen },
    { label: 'Total Enrollments', value: counts.totalEnrollments, icon: Users },
    ...(money
      ? [
          {
            label: 'Total Revenue',
            value: formatRevenueLakhs(money.totalRevenue),
            detail: (
              <span className="text-slate-600 dark:text-slate-300">
                {formatInr(money.totalRevenue)}
              </span>
            ),
            icon: IndianRupee,
          },
          { label: 'Pending Payments', value: money.pendingPayments, icon: Clock },
        ]
      : []),
    {
      label: 'Job Applications',
      value: counts.jobApplications,
      detail: `${counts.newApplicationsThisWeek} new this week`,
      icon: Briefcase,
    },
    {
      label: 'Newsletter Subscribers',
      value: counts.newsletterSubscribers,
      detail: 'Confirmed addresses only',
      icon: Mail,
    },
    ...stat(parts.reviews, {
      label: 'Reviews Waiting',
      value: counts.reviewsWaiting,
      detail: 'For moderation under Reviews',
      icon: Star,
    }),
    ...stat(parts.waitingLists, {
      label: 'Waiting for a Seat',
      value: counts.batchWaiting,
      detail: "Confirmed, on full batches' waiting lists",
      icon: Hourglass,
    }),
    ...stat(parts.waitingLists, {
      label: 'Open Offers',
      value: counts.openOffers,
      detail: 'Seats kept for people who were waiting',
      icon: Ticket,
    }),
    ...stat(parts.nextBatch, {
      label: 'Next Batch Waiting',
      value: counts.nextBatchWaiting,
      detail: "Confirmed, to hear of a course's next batch",
      icon: BellRing,
    }),
  ];
}
