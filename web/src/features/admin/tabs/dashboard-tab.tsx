import { useEffect } from 'react';
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
import * as apiPaths from '#shared/api/api-paths';
import { formatRevenueLakhs } from '#shared/admin/dashboard';
import { formatInr } from '#shared/checkout/money';
import { useStaffAccess } from '../auth/staff-access';
import { buttonClass } from '../kit/buttons';
import { PartForOthers } from '../kit/part-for-others';
import { TabHeading } from '../kit/tab-heading';
import { RecentContacts, RecentEnrollments } from './sales/recent-activity';
import { RevenueChart } from './sales/revenue-chart';
import { StatCard } from './sales/stat-card';
import { useDashboard } from './sales/use-dashboard';
import { notePendingReviews } from './reviews/pending-reviews';
import { ErrorAlert } from '#web/components/error-alert';

/**
 * The dashboard (docs/product.md §2): real figures, recent activity and the last 30 days at a
 * glance. Every role sees the counts of what is theirs: the reviews waiting, the waiting lists'
 * figures, the money and the recent contacts only to those the matrix gives their routes
 * (decision 021), the others a line saying who they are for.
 */
export function DashboardTab() {
  const access = useStaffAccess();
  const mayMoney = access.may('GET', apiPaths.adminDashboardMoney);
  const mayContacts = access.may('GET', apiPaths.adminContacts);
  const mayReviews = access.may('GET', apiPaths.adminReviews);
  const mayWaitingLists = access.may('GET', apiPaths.adminBatchWaitingList);
  const mayNextBatch = access.may('GET', apiPaths.adminCourseNextBatchAlerts);
  const { counts, money, contacts, error, loading, refresh } = useDashboard(access);
  const reviewsWaiting = counts?.reviewsWaiting;

  // The sidebar's count of reviews to moderate follows the dashboard's, which may be newer.
  useEffect(() => {
    if (mayReviews && reviewsWaiting !== undefined) notePendingReviews(reviewsWaiting);
  }, [mayReviews, reviewsWaiting]);

  return (
    <div>
      <TabHeading
        title="Dashboard"
        description="How the business is doing, from live data."
        actions={
          <button
            type="button"
            onClick={refresh}
            disabled={loading}
            className={buttonClass.secondary}
          >
            Refresh
          </button>
        }
      />
      <ErrorAlert message={error} className="mb-4" />
      {!counts ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {loading ? 'Loading...' : ''}
        </p>
      ) : (
        <div className="space-y-6">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard label="Total Courses" value={counts.totalCourses} icon={BookOpen} />
            <StatCard label="Total Enrollments" value={counts.totalEnrollments} icon={Users} />
            {money && (
              <>
                <StatCard
                  label="Total Revenue"
                  value={formatRevenueLakhs(money.totalRevenue)}
                  detail={
                    <span className="text-slate-600 dark:text-slate-300">
                      {formatInr(money.totalRevenue)}
                    </span>
                  }
                  icon={IndianRupee}
                />
                <StatCard label="Pending Payments" value={money.pendingPayments} icon={Clock} />
              </>
            )}
            <StatCard
              label="Job Applications"
              value={counts.jobApplications}
              detail={`${counts.newApplicationsThisWeek} new this week`}
              icon={Briefcase}
            />
            <StatCard
              label="Newsletter Subscribers"
              value={counts.newsletterSubscribers}
              detail="Confirmed addresses only"
              icon={Mail}
            />
            {mayReviews && (
              <StatCard
                label="Reviews Waiting"
                value={counts.reviewsWaiting}
                detail="For moderation under Reviews"
                icon={Star}
              />
            )}
            {mayWaitingLists && (
              <>
                <StatCard
                  label="Waiting for a Seat"
                  value={counts.batchWaiting}
                  detail="Confirmed, on full batches' waiting lists"
                  icon={Hourglass}
                />
                <StatCard
                  label="Open Offers"
                  value={counts.openOffers}
                  detail="Seats kept for people who were waiting"
                  icon={Ticket}
                />
              </>
            )}
            {mayNextBatch && (
              <StatCard
                label="Next Batch Waiting"
                value={counts.nextBatchWaiting}
                detail="Confirmed, to hear of a course's next batch"
                icon={BellRing}
              />
            )}
          </div>
          {!mayReviews && (
            <PartForOthers
              part="The count of reviews waiting for moderation"
              method="GET"
              path={apiPaths.adminReviews}
            />
          )}
          {!mayWaitingLists && (
            <PartForOthers
              part="The count of people waiting and of open offers"
              method="GET"
              path={apiPaths.adminBatchWaitingList}
            />
          )}
          {money && <RevenueChart days={money.revenueByDay} />}
          {!mayMoney && (
            <PartForOthers
              part="The money (revenue, payments and recent enrollments)"
              method="GET"
              path={apiPaths.adminDashboardMoney}
            />
          )}
          {(money || contacts) && (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              {money && <RecentEnrollments enrollments={money.recentEnrollments} />}
              {contacts && <RecentContacts contacts={contacts} />}
            </div>
          )}
          {!mayContacts && (
            <PartForOthers
              part="The list of recent contacts"
              method="GET"
              path={apiPaths.adminContacts}
            />
          )}
        </div>
      )}
    </div>
  );
}
