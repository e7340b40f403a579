import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The admin sidebar (docs/product.md §2 plus docs/product.md §12's extra tabs), in the order it shows. Each tab's
// code loads only when it is opened; `?tab=<id>` links straight to one.

export interface AdminTab {
  id: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

const tab = (
  id: string,
  label: string,
  load: () => Promise<{ default: ComponentType }>,
): AdminTab => ({ id, label, Component: lazy(load) });

export const adminTabs: AdminTab[] = [
  tab('dashboard', 'Dashboard', () =>
    import('./tabs/dashboard-tab').then((m) => ({ default: m.DashboardTab })),
  ),
  tab('courses', 'Courses', () =>
    import('./tabs/courses-tab').then((m) => ({ default: m.CoursesTab })),
  ),
  tab('enrollments', 'Enrollments', () =>
    import('./tabs/enrollments-tab').then((m) => ({ default: m.EnrollmentsTab })),
  ),
  tab('applications', 'Job Applications', () =>
    import('./tabs/applications-tab').then((m) => ({ default: m.ApplicationsTab })),
  ),
  tab('payments', 'Payments', () =>
    import('./tabs/payments-tab').then((m) => ({ default: m.PaymentsTab })),
  ),
  tab('blog', 'Blog Posts', () => import('./tabs/blog-tab').then((m) => ({ default: m.BlogTab }))),
  tab('case-studies', 'Case Studies', () =>
    import('./tabs/case-studies-tab').then((m) => ({ default: m.CaseStudiesTab })),
  ),
  tab('jobs', 'Job Postings', () =>
    import('./tabs/jobs-tab').then((m) => ({ default: m.JobsTab })),
  ),
  tab('contacts', 'Contacts', () =>
    import('./tabs/contacts-tab').then((m) => ({ default: m.ContactsTab })),
  ),
  tab('bookings', 'Bookings', () =>
    import('./tabs/bookings-tab').then((m) => ({ default: m.BookingsTab })),
  ),
  tab('leads', 'MVP Leads', () =>
    import('./tabs/leads-tab').then((m) => ({ default: m.LeadsTab })),
  ),
  tab('subscribers', 'Subscribers', () =>
    import('./tabs/subscribers-tab').then((m) => ({ default: m.SubscribersTab })),
  ),
  tab('media', 'Media', () => import('./tabs/media-tab').then((m) => ({ default: m.MediaTab }))),
  tab('settings', 'Settings', () =>
    import('./tabs/settings-tab').then((m) => ({ default: m.SettingsTab })),
  ),
  tab('account', 'Account Security', () =>
    import('./tabs/account-tab').then((m) => ({ default: m.AccountTab })),
  ),
];
