import type { Enrollment } from '../checkout/enrollment';

// The admin dashboard (docs/product.md §2, docs/admin.md): real figures from the table, computed by the API.

/** The chart covers this many Asia/Kolkata calendar days, today included. */
export const revenueChartDays = 30;

/** How many recent enrollments (and contacts, from the contacts list) the dashboard lists. */
export const dashboardRecentCount = 5;

export interface DashboardDay {
  /** YYYY-MM-DD in Asia/Kolkata. */
  date: string;
  /** Enrollments confirmed (paid) that day that are still confirmed. */
  enrollments: number;
  /** Paise received that day, less any of those payments refunded since. */
  revenue: number;
}

export interface DashboardEnrollment {
  id: string;
  learnerName: string;
  learnerEmail: string;
  courseTitle: string;
  batchName: string;
  totalPaise: number;
  enrollmentStatus: Enrollment['enrollmentStatus'];
  confirmedAt: string;
}

/**
 * The dashboard's counts, which every staff role may read (GET /api/admin/dashboard). The
 * money is a route of its own, so the matrix alone says who sees it (decision 021).
 */
export interface AdminDashboard {
  /** Courses in the catalogue, drafts included. */
  totalCourses: number;
  /** Enrollments confirmed and not cancelled or refunded since. */
  totalEnrollments: number;
  jobApplications: number;
  /** Newsletter addresses confirmed by their owner; pending ones never count (docs/product.md §4). */
  newsletterSubscribers: number;
  /** Applications received in the last 7 days. */
  newApplicationsThisWeek: number;
  /** Learners' reviews waiting for moderation (decision 024). */
  reviewsWaiting: number;
  /** Confirmed addresses waiting to hear of a course's next batch, all courses (decision 025). */
  nextBatchWaiting: number;
  /** People waiting on full batches' waiting lists (address proven, no offer yet), all batches. */
  batchWaiting: number;
  /** Waiting-list offers open, each holding a seat for the person offered it, all batches. */
  openOffers: number;
}

/** The dashboard's money, for owner and finance (GET /api/admin/dashboard/money). */
export interface AdminDashboardMoney {
  /** Paise: completed payments less refunds. */
  totalRevenue: number;
  /** Payments started and not yet answered by PhonePe. */
  pendingPayments: number;
  /** The newest confirmed enrollments, newest first. */
  recentEnrollments: DashboardEnrollment[];
  /** The last 30 days, oldest first, every day present. */
  revenueByDay: DashboardDay[];
}

const lakhs = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** docs/product.md §9: revenue in lakhs with one decimal. 12345678 paise (₹1,23,456.78) → '₹1.2L'. */
export function formatRevenueLakhs(paise: number): string {
  // A lakh is ₹1,00,000, so 1e7 paise; rounded to a tenth on integers to avoid float drift.
  return `₹${lakhs.format(Math.round(paise / 1e6) / 10)}L`;
}
