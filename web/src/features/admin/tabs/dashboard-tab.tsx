import { BookOpen, Briefcase, Clock, IndianRupee, Mail, Users } from 'lucide-react';
import { formatRevenueLakhs } from '#shared/admin/dashboard';
import { formatInr } from '#shared/checkout/money';
import { buttonClass } from '../kit/buttons';
import { TabHeading } from '../kit/tab-heading';
import { RecentContacts, RecentEnrollments } from './sales/recent-activity';
import { RevenueChart } from './sales/revenue-chart';
import { StatCard } from './sales/stat-card';
import { useDashboard } from './sales/use-dashboard';
import { ErrorAlert } from '../kit/error-alert';

/** The dashboard (docs/product.md §2): real figures, recent activity and the last 30 days at a glance. */
export function DashboardTab() {
  const { figures, error, loading, refresh } = useDashboard();

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
      {!figures ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {loading ? 'Loading...' : ''}
        </p>
      ) : (
        <div className="space-y-6">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard label="Total Courses" value={figures.totalCourses} icon={BookOpen} />
            <StatCard label="Total Enrollments" value={figures.totalEnrollments} icon={Users} />
            <StatCard
              label="Total Revenue"
              value={formatRevenueLakhs(figures.totalRevenue)}
              detail={
                <span className="text-slate-600 dark:text-slate-300">
                  {formatInr(figures.totalRevenue)}
                </span>
              }
              icon={IndianRupee}
            />
            <StatCard label="Pending Payments" value={figures.pendingPayments} icon={Clock} />
            <StatCard
              label="Job Applications"
              value={figures.jobApplications}
              detail={`${figures.newApplicationsThisWeek} new this week`}
              icon={Briefcase}
            />
            <StatCard
              label="Newsletter Subscribers"
              value={figures.newsletterSubscribers}
              detail="Confirmed addresses only"
              icon={Mail}
            />
          </div>
          <RevenueChart days={figures.revenueByDay} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RecentEnrollments enrollments={figures.recentEnrollments} />
            <RecentContacts contacts={figures.recentContacts} />
          </div>
        </div>
      )}
    </div>
  );
}
