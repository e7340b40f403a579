import { describe, expect, it } from 'vitest';
import type { AdminDashboard, AdminDashboardMoney } from '#shared/admin/dashboard';
import { dashboardStats } from '#web/features/admin/tabs/sales/dashboard-stats';

const counts: AdminDashboard = {
  totalCourses: 4,
  totalEnrollments: 12,
  jobApplications: 3,
  newsletterSubscribers: 9,
  newApplicationsThisWeek: 1,
  reviewsWaiting: 2,
  nextBatchWaiting: 5,
  batchWaiting: 6,
  openOffers: 7,
};
const money: AdminDashboardMoney = {
  totalRevenue: 125_000_000, // ₹12,50,000: 12.5 lakh
  pendingPayments: 8,
  recentEnrollments: [],
  revenueByDay: [],
};
const all = { reviews: true, waitingLists: true, nextBatch: true };
const none = { reviews: false, waitingLists: false, nextBatch: false };
const labels = (stats: ReturnType<typeof dashboardStats>) => stats.map((stat) => stat.label);

describe('the dashboard stat cards', () => {
  it('shows every figure, in order, to a role that may see every part', () => {
    expect(labels(dashboardStats(counts, money, all))).toEqual([
      'Total Courses',
      'Total Enrollments',
      'Total Revenue',
      'Pending Payments',
      'Job Applications',
      'Newsletter Subscribers',
      'Reviews Waiting',
      'Waiting for a Seat',
      'Open Offers',
      'Next Batch Waiting',
    ]);
  });

  it('leaves out the money when it was not loaded and the parts the role may not use', () => {
    expect(labels(dashboardStats(counts, undefined, none))).toEqual([
      'Total Courses',
      'Total Enrollments',
      'Job Applications',
      'Newsletter Subscribers',
    ]);
    expect(labels(dashboardStats(counts, undefined, { ...none, waitingLists: true }))).toEqual([
      'Total Courses',
      'Total Enrollments',
      'Job Applications',
      'Newsletter Subscribers',
      'Waiting for a Seat',
      'Open Offers',
    ]);
  });

  it('puts each count under its own label, with the revenue in lakhs and the week in words', () => {
    const stats = dashboardStats(counts, money, all);
    const byLabel = Object.fromEntries(stats.map((stat) => [stat.label, stat]));
    expect(byLabel['Open Offers']?.value).toBe(7);
    expect(byLabel['Waiting for a Seat']?.value).toBe(6);
    expect(byLabel['Next Batch Waiting']?.value).toBe(5);
    expect(byLabel['Pending Payments']?.value).toBe(8);
    expect(byLabel['Total Revenue']?.value).toBe('₹12.5L');
    expect(byLabel['Job Applications']?.detail).toBe('1 new this week');
  });
});
