import type { ComponentType } from 'react';
import { useLocation, useParams } from '#web/lib/router';
import { PageBoundary } from '#web/app/page-boundary';
import { PageMeta } from '#web/lib/page-meta';
import { adminSectionById, adminSectionPath, type AdminSection } from './admin-sections';
import { AdminGuard } from './auth/admin-guard';
import { AuthProvider } from './auth/auth-context';
import { Redirect } from './auth/redirect';
import { AdminShell } from './shell/admin-shell';

/**
 * /admin and /admin/<section> (docs/product.md §2): only for a signed-in admin. An unknown
 * section, and the earlier `/admin?tab=<id>` links, go to the section's own address. A page
 * within a section (a course, a batch) names its section and shows `view` in its place.
 */
export function AdminPage({ within, view }: { within?: string; view?: ComponentType }) {
  const params = useParams();
  const sectionId = within ?? params.section;
  const { pathname, search } = useLocation();
  const earlierTab = sectionId === undefined ? new URLSearchParams(search).get('tab') : null;
  const section = adminSectionById(earlierTab ?? sectionId);
  if (!section || earlierTab !== null) {
    return <Redirect to={adminSectionPath(section?.id ?? 'dashboard')} />;
  }
  return (
    <AuthProvider>
      <PageMeta
        title={`${section.label} · Admin`}
        description="Run the website: enquiries, applications, courses, payments and content."
        path={pathname}
        noIndex
      />
      <AdminGuard>
        {(user) => <SectionPage email={user.email} section={section} view={view} />}
      </AdminGuard>
    </AuthProvider>
  );
}

function SectionPage({
  email,
  section,
  view: View = section.Component,
}: {
  email: string;
  section: AdminSection;
  view?: ComponentType;
}) {
  const { pathname } = useLocation();
  return (
    <AdminShell email={email} activeId={section.id}>
      <section aria-label={section.label}>
        {/* Keyed by address, so an error on one page clears when the admin moves on. */}
        <PageBoundary key={pathname}>
          <View />
        </PageBoundary>
      </section>
    </AdminShell>
  );
}
