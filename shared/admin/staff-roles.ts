import * as apiPaths from '../api/api-paths';

// Staff roles (decision 021): Cognito groups, checked by the server on every admin route and read
// by the web to show only the sections a person may use. The matrix below is the one place that
// says which role may call which admin route; docs/admin.md's roles table is checked against it.

export const staffRoles = ['owner', 'finance', 'content', 'sales'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * The group every admin was in before roles: its members are owners until the migration has
 * moved them into `owner` everywhere (decision 021).
 */
export const legacyAdminGroup = 'admin';

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  finance: 'Finance',
  content: 'Content',
  sales: 'Sales',
};

/** What each role is for, as docs/admin.md and the web's "not for you" message say it. */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  owner: 'everything, including settings',
  finance: 'payments, refunds and refund requests, enrolments, the money on the dashboard',
  content: 'reviews, blog posts, case studies, job postings, media, and course texts (not prices)',
  sales:
    'contacts, leads, bookings, job applications, subscribers; courses, batches, schedules, rosters and coupons',
};

/** The roles other than owner: owner may call every admin route and is never listed. */
export type GrantedRole = Exclude<StaffRole, 'owner'>;

const all: GrantedRole[] = ['finance', 'content', 'sales'];
const finance: GrantedRole[] = ['finance'];
const content: GrantedRole[] = ['content'];
const sales: GrantedRole[] = ['sales'];
const contentAndSales: GrantedRole[] = ['content', 'sales'];
const ownerOnly: GrantedRole[] = [];

const get = (path: string) => `GET ${path}`;
const post = (path: string) => `POST ${path}`;
const put = (path: string) => `PUT ${path}`;
const patch = (path: string) => `PATCH ${path}`;
const del = (path: string) => `DELETE ${path}`;

/** An admin list tab's four routes (lambdas/lib/admin-collection.ts), all for the same roles. */
const collection = (list: string, item: string, roles: GrantedRole[]) => ({
  [get(list)]: roles,
  [get(item)]: roles,
  [patch(item)]: roles,
  [del(item)]: roles,
});

/** A publishing tab's routes: the list tab's four, plus create and full edit. */
const publishing = (list: string, item: string, roles: GrantedRole[]) => ({
  ...collection(list, item, roles),
  [post(list)]: roles,
  [put(item)]: roles,
});

/**
 * Route key (as API Gateway and the handlers' route tables write it) → the roles besides owner
 * that may call it. A route missing here is refused to everyone but owner; a unit test fails
 * while any admin route of lambdas/api-routes.ts has no entry.
 */
export const adminRouteRoles: Readonly<Record<string, readonly GrantedRole[]>> = {
  // Every role sees the dashboard's counts; its money is finance's, a route of its own.
  [get(apiPaths.adminDashboard)]: all,
  [get(apiPaths.adminDashboardMoney)]: finance,
  // The status line under every editor that publishes (courses, content, settings).
  [get(apiPaths.adminPageStatus)]: all,

  ...collection(apiPaths.adminContacts, apiPaths.adminContact, sales),
  [get(apiPaths.adminSubscribers)]: sales,
  ...collection(apiPaths.adminApplications, apiPaths.adminApplication, sales),
  [get(apiPaths.adminApplicationResume)]: sales,
  ...collection(apiPaths.adminBookings, apiPaths.adminBooking, sales),
  ...collection(apiPaths.adminLeads, apiPaths.adminLead, sales),

  [get(apiPaths.adminEnrollments)]: finance,
  [get(apiPaths.adminPayments)]: finance,
  [post(apiPaths.adminPaymentRefund)]: finance,
  [post(apiPaths.adminRefundDecline)]: finance,

  // Everyone may read the catalogue; content edits a course's texts, never its prices (the
  // handler compares them).
  [get(apiPaths.adminCourses)]: all,
  [post(apiPaths.adminCourses)]: sales,
  [get(apiPaths.adminCourse)]: all,
  [put(apiPaths.adminCourse)]: contentAndSales,
  [del(apiPaths.adminCourse)]: sales,
  [get(apiPaths.adminCourseBatches)]: all,
  // Who waits for a course's next batch: sales' list, which finance may read (decision 025).
  [get(apiPaths.adminCourseNextBatchAlerts)]: ['sales', 'finance'],
  [post(apiPaths.adminCourseBatches)]: sales,
  [put(apiPaths.adminCourseBatch)]: sales,
  [del(apiPaths.adminCourseBatch)]: sales,
  [get(apiPaths.adminBatchSchedule)]: sales,
  [put(apiPaths.adminBatchSchedule)]: sales,
  [get(apiPaths.adminBatchRoster)]: sales,
  // A batch's waiting list and offers: sales' list, which finance may read (decision 025).
  [get(apiPaths.adminBatchWaitingList)]: ['sales', 'finance'],
  [del(apiPaths.adminBatchWaitingListEntry)]: sales,
  [put(apiPaths.adminBatchAttendance)]: sales,
  [post(apiPaths.adminBatchCompletions)]: sales,
  [post(apiPaths.adminCertificateRevoke)]: sales,
  [get(apiPaths.adminCoupons)]: all,
  [post(apiPaths.adminCoupons)]: sales,
  [put(apiPaths.adminCoupon)]: sales,
  [del(apiPaths.adminCoupon)]: sales,

  ...publishing(apiPaths.adminBlog, apiPaths.adminBlogPost, content),
  ...publishing(apiPaths.adminCaseStudies, apiPaths.adminCaseStudy, content),
  ...publishing(apiPaths.adminJobs, apiPaths.adminJob, content),
  [get(apiPaths.adminMedia)]: content,
  [post(apiPaths.adminMedia)]: content,
  // Reviews are moderated by content, like everything else the public reads (decision 024).
  [get(apiPaths.adminReviews)]: content,
  [patch(apiPaths.adminReview)]: content,
  [put(apiPaths.adminReviewReply)]: content,

  [get(apiPaths.adminSettings)]: ownerOnly,
  [put(apiPaths.adminSettings)]: ownerOnly,

  // Staff and the audit trail are the owner's (decision 022).
  [get(apiPaths.adminAudit)]: ownerOnly,
  [get(apiPaths.adminStaff)]: ownerOnly,
  [post(apiPaths.adminStaff)]: ownerOnly,
  [put(apiPaths.adminStaffMember)]: ownerOnly,
  [post(apiPaths.adminStaffDisable)]: ownerOnly,
  [post(apiPaths.adminStaffEnable)]: ownerOnly,
  [get(apiPaths.adminStaffPolicy)]: ownerOnly,
  [put(apiPaths.adminStaffPolicy)]: ownerOnly,
  // Everyone's own two-step sign-in, which Account Security changes, goes into the trail.
  [post(apiPaths.adminOwnTwoStep)]: all,
};

/**
 * Who may change a course's price: content may call the course's PUT for its texts, and the
 * handler refuses that edit when the price changes (decision 021).
 */
export const coursePriceRoles: readonly StaffRole[] = ['owner', 'sales'];

export const mayChangeCoursePrices = (roles: readonly StaffRole[]): boolean =>
  roles.some((role) => coursePriceRoles.includes(role));

/**
 * The staff roles a user's Cognito groups give: the role groups themselves, and `owner` for a
 * member of the legacy `admin` group. Other groups give nothing.
 */
export function staffRolesOf(groups: readonly string[]): StaffRole[] {
  return staffRoles.filter(
    (role) => groups.includes(role) || (role === 'owner' && groups.includes(legacyAdminGroup)),
  );
}

/** Every role that may call the route, owner first. */
export function rolesForRoute(routeKey: string): StaffRole[] {
  return ['owner', ...(adminRouteRoles[routeKey] ?? [])];
}

/** Whether any of the roles may call the route (a route without an entry: owner only). */
export function mayCallRoute(roles: readonly StaffRole[], routeKey: string): boolean {
  return rolesForRoute(routeKey).some((role) => roles.includes(role));
}

/** Whether someone holds any staff role at all, i.e. may enter the admin area. */
export const isStaff = (roles: readonly StaffRole[]): boolean => roles.length > 0;
