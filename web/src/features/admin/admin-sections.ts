import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '#web/app/paths';

// The admin's sections (docs/product.md §2 plus §12's extra ones), grouped and ordered as the
// sidebar shows them. Each is an address of its own (/admin/<id>; the dashboard is /admin), so
// the back button, a reload and a shared link land where the admin was, and each section's code
// loads only when it is opened.

export interface AdminSection {
  id: string;
  label: string;
  group: AdminSectionGroup;
  Component: LazyExoticComponent<ComponentType>;
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
): AdminSection => ({ id, label, group, Component: lazy(load) });

export const adminSections: AdminSection[] = [
  section('dashboard', 'Dashboard', 'Overview', () =>
    import('./tabs/dashboard-tab').then((m) => ({ default: m.DashboardTab })),
  ),
  section('courses', 'Courses', 'Learning', () =>
    import('./tabs/courses-tab').then((m) => ({ default: m.CoursesTab })),
  ),
  section('enrollments', 'Enrollments', 'Learning', () =>
    import('./tabs/enrollments-tab').then((m) => ({ default: m.EnrollmentsTab })),
  ),
  section('payments', 'Payments', 'Learning', () =>
    import('./tabs/payments-tab').then((m) => ({ default: m.PaymentsTab })),
  ),
  section('contacts', 'Contacts', 'Enquiries', () =>
    import('./tabs/contacts-tab').then((m) => ({ default: m.ContactsTab })),
  ),
  section('bookings', 'Bookings', 'Enquiries', () =>
    import('./tabs/bookings-tab').then((m) => ({ default: m.BookingsTab })),
  ),
  section('leads', 'MVP Leads', 'Enquiries', () =>
    import('./tabs/leads-tab').then((m) => ({ default: m.LeadsTab })),
  ),
  section('subscribers', 'Subscribers', 'Enquiries', () =>
    import('./tabs/subscribers-tab').then((m) => ({ default: m.SubscribersTab })),
  ),
  section('applications', 'Job Applications', 'Hiring', () =>
    import('./tabs/applications-tab').then((m) => ({ default: m.ApplicationsTab })),
  ),
  section('jobs', 'Job Postings', 'Hiring', () =>
    import('./tabs/jobs-tab').then((m) => ({ default: m.JobsTab })),
  ),
  section('blog', 'Blog Posts', 'Content', () =>
    import('./tabs/blog-tab').then((m) => ({ default: m.BlogTab })),
  ),
  section('case-studies', 'Case Studies', 'Content', () =>
    import('./tabs/case-studies-tab').then((m) => ({ default: m.CaseStudiesTab })),
  ),
  section('media', 'Media', 'Content', () =>
    import('./tabs/media-tab').then((m) => ({ default: m.MediaTab })),
  ),
  section('settings', 'Settings', 'Account', () =>
    import('./tabs/settings-tab').then((m) => ({ default: m.SettingsTab })),
  ),
  section('account', 'Account Security', 'Account', () =>
    import('./tabs/account-tab').then((m) => ({ default: m.AccountTab })),
  ),
];

export const dashboardSection = adminSections[0]!;

/** The section's address: /admin for the dashboard, /admin/<id> for the others. */
export const adminSectionPath = (id: string): string =>
  id === dashboardSection.id ? paths.admin : `${paths.admin}/${id}`;

export const adminSectionById = (id: string | undefined): AdminSection | undefined =>
  id === undefined ? dashboardSection : adminSections.find((candidate) => candidate.id === id);
