import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '#web/app/paths';
import * as apiPaths from '#shared/api/api-paths';
import { rolesForRoute, staffRoles, type StaffRole } from '#shared/admin/staff-roles';
import { rolesAudience } from './auth/staff-access';
import { PendingReviewsBadge } from './tabs/reviews/pending-reviews';

// The admin's sections (docs/product.md §2 plus §12's extra ones), grouped and ordered as the
// sidebar shows them. Each is an address of its own (/admin/<id>; the dashboard is /admin), so
// the back button, a reload and a shared link land where the admin was, and each section's code
// loads only when it is opened. Each names the admin route its screen loads first; the roles the
// matrix gives that route (shared/admin/staff-roles.ts, decision 021) are the ones who see it.

export interface AdminSection {
  id: string;
  label: string;
  group: AdminSectionGroup;
  /** The staff roles who may use the section. */
  roles: readonly StaffRole[];
  Component: LazyExoticComponent<ComponentType>;
  /** A count beside the label in the sidebar (reviews waiting for moderation). */
  Badge?: ComponentType;
}

export const adminSectionGroups = [
  'Overview',
  'Learning',
  'Enquiries',
  'Hiring',
  'Content',
  'Account',
] as const;

export type AdminSectionGroup = (typeof adminSectionGroups)[number];

const section = (
  id: string,
  label: string,
  group: AdminSectionGroup,
  load: () => Promise<{ default: ComponentType }>,
  /** The route its screen loads first; none for a section of every role. */
  listPath?: string,
): AdminSection => ({
  id,
  label,
  group,
  roles: listPath ? rolesForRoute(`GET ${listPath}`) : staffRoles,
  Component: lazy(load),
});

export const adminSections: AdminSection[] = [
  section(
    'dashboard',
    'Dashboard',
    'Overview',
    () => import('./tabs/dashboard-tab').then((m) => ({ default: m.DashboardTab })),
    apiPaths.adminDashboard,
  ),
  section(
    'courses',
    'Courses',
    'Learning',
    () => import('./tabs/courses-tab').then((m) => ({ default: m.CoursesTab })),
    apiPaths.adminCourses,
  ),
  section(
    'enrollments',
    'Enrollments',
    'Learning',
    () => import('./tabs/enrollments-tab').then((m) => ({ default: m.EnrollmentsTab })),
    apiPaths.adminEnrollments,
  ),
  section(
    'payments',
    'Payments',
    'Learning',
    () => import('./tabs/payments-tab').then((m) => ({ default: m.PaymentsTab })),
    apiPaths.adminPayments,
  ),
  section(
    'contacts',
    'Contacts',
    'Enquiries',
    () => import('./tabs/contacts-tab').then((m) => ({ default: m.ContactsTab })),
    apiPaths.adminContacts,
  ),
  section(
    'bookings',
    'Bookings',
    'Enquiries',
    () => import('./tabs/bookings-tab').then((m) => ({ default: m.BookingsTab })),
    apiPaths.adminBookings,
  ),
  section(
    'leads',
    'MVP Leads',
    'Enquiries',
    () => import('./tabs/leads-tab').then((m) => ({ default: m.LeadsTab })),
    apiPaths.adminLeads,
  ),
  section(
    'subscribers',
    'Subscribers',
    'Enquiries',
    () => import('./tabs/subscribers-tab').then((m) => ({ default: m.SubscribersTab })),
    apiPaths.adminSubscribers,
  ),
  section(
    'applications',
    'Job Applications',
    'Hiring',
    () => import('./tabs/applications-tab').then((m) => ({ default: m.ApplicationsTab })),
    apiPaths.adminApplications,
  ),
  section(
    'jobs',
    'Job Postings',
    'Hiring',
    () => import('./tabs/jobs-tab').then((m) => ({ default: m.JobsTab })),
    apiPaths.adminJobs,
  ),
  {
    // Reviews are moderated by content (decision 024), beside what else the public reads.
    ...section(
      'reviews',
      'Reviews',
      'Content',
      () => import('./tabs/reviews-tab').then((m) => ({ default: m.ReviewsTab })),
      apiPaths.adminReviews,
    ),
    Badge: PendingReviewsBadge,
  },
  section(
    'blog',
    'Blog Posts',
    'Content',
    () => import('./tabs/blog-tab').then((m) => ({ default: m.BlogTab })),
    apiPaths.adminBlog,
  ),
  section(
    'case-studies',
    'Case Studies',
    'Content',
    () => import('./tabs/case-studies-tab').then((m) => ({ default: m.CaseStudiesTab })),
    apiPaths.adminCaseStudies,
  ),
  section(
    'media',
    'Media',
    'Content',
    () => import('./tabs/media-tab').then((m) => ({ default: m.MediaTab })),
    apiPaths.adminMedia,
  ),
  section(
    'settings',
    'Settings',
    'Account',
    () => import('./tabs/settings-tab').then((m) => ({ default: m.SettingsTab })),
    apiPaths.adminSettings,
  ),
  section(
    'team',
    'Team',
    'Account',
    () => import('./tabs/team-tab').then((m) => ({ default: m.TeamTab })),
    apiPaths.adminStaff,
  ),
  section(
    'activity',
    'Activity',
    'Account',
    () => import('./tabs/activity-tab').then((m) => ({ default: m.ActivityTab })),
    apiPaths.adminAudit,
  ),
  section('account', 'Account Security', 'Account', () =>
    import('./tabs/account-tab').then((m) => ({ default: m.AccountTab })),
  ),
];

export const dashboardSection = adminSections[0]!;

/** Whether someone with these roles may use the section. */
export const mayUseSection = (section: AdminSection, roles: readonly StaffRole[]): boolean =>
  section.roles.some((role) => roles.includes(role));

/** Who a section is for, as its "not for you" message says it: "the Owner and Finance roles". */
export const sectionAudience = (section: AdminSection): string => rolesAudience(section.roles);

/** The section's address: /admin for the dashboard, /admin/<id> for the others. */
export const adminSectionPath = (id: string): string =>
  id === dashboardSection.id ? paths.admin : `${paths.admin}/${id}`;

export const adminSectionById = (id: string | undefined): AdminSection | undefined =>
  id === undefined ? dashboardSection : adminSections.find((candidate) => candidate.id === id);
