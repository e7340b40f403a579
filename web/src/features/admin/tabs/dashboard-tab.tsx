import { useEffect } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { ErrorAlert } from '#web/components/error-alert';
import { useStaffAccess } from '../auth/staff-access';
import { PartForOthers } from '../kit/part-for-others';
import { RefreshButton } from '../kit/refresh-button';
import { TabHeading } from '../kit/tab-heading';
import { dashboardStats } from './sales/dashboard-stats';
import { RecentContacts, RecentEnrollments } from './sales/recent-activity';
import { RevenueChart } from './sales/revenue-chart';
import { StatCard } from './sales/stat-card';
import { useDashboard } from './sales/use-dashboard';
import { notePendingReviews } from './reviews/pending-reviews';

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
        actions={<RefreshButton onRefresh={refresh} refreshing={loading} />}
      />
      <ErrorAlert message={error} className="mb-4" />
      {!counts ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {loading ? 'Loading...' : ''}
        </p>
      ) : (
        <div className="space-y-6">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {dashboardStats(counts, money, {
              reviews: mayReviews,
              waitingLists: mayWaitingLists,
              nextBatch: mayNextBatch,
            }).map((stat) => (
              <StatCard key={stat.label} {...stat} />
            ))}
          </div>
          <ForOthers
            may={mayReviews}
            part="The count of reviews waiting for moderation"
            path={apiPaths.adminReviews}
          />
          <ForOthers
            may={mayWaitingLists}
            part="The count of people waiting and of open offers"
            path={apiPaths.adminBatchWaitingList}
          />
          {money && <RevenueChart days={money.revenueByDay} />}
          <ForOthers
            may={mayMoney}
            part="The money (revenue, payments and recent enrollments)"
            path={apiPaths.adminDashboardMoney}
          />
          {(money || contacts) && (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              {money && <RecentEnrollments enrollments={money.recentEnrollments} />}
              {contacts && <RecentContacts contacts={contacts} />}
            </div>
          )}
          <ForOthers
            may={mayContacts}
            part="The list of recent contacts"
            path={apiPaths.adminContacts}
          />
        </div>
      )}
    </div>
  );
}

/** A dashboard part the role may not use: who it is for, in its place (decision 021). */
function ForOthers({ may, part, path }: { may: boolean; part: string; path: string }) {
  return may ? null : <PartForOthers part={part} method="GET" path={path} />;
}
