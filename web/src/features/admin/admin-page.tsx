import { useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from '#web/lib/router';
import { PageBoundary } from '#web/app/page-boundary';
import { PageMeta } from '#web/lib/page-meta';
import {
  adminSectionById,
  adminSectionPath,
  mayUseSection,
  sectionAudience,
  type AdminSection,
} from './admin-sections';
import type { StaffRole } from '#shared/admin/staff-roles';
import { AdminGuard } from './auth/admin-guard';
import { AuthProvider } from './auth/auth-context';
import { Redirect } from './auth/redirect';
import { useTwoStepRequired } from './auth/two-step-required';
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
        {(user) => (
          <SectionPage email={user.email} roles={user.roles} section={section} view={view} />
        )}
      </AdminGuard>
    </AuthProvider>
  );
}

/** Account Security, where a person turns on two-step sign-in. */
const accountSectionId = 'account';

function SectionPage({
  email,
  roles,
  section,
  view: View = section.Component,
}: {
  email: string;
  roles: readonly StaffRole[];
  section: AdminSection;
  view?: ComponentType;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const twoStepRequired = useTwoStepRequired();
  // The server refused this person until they turn on two-step sign-in (docs/admin.md).
  useEffect(() => {
    if (twoStepRequired && section.id !== accountSectionId) {
      navigate(adminSectionPath(accountSectionId));
    }
  }, [twoStepRequired, section.id, navigate]);
  return (
    <AdminShell email={email} activeId={section.id}>
      <section aria-label={section.label}>
        {mayUseSection(section, roles) ? (
          // Keyed by address, so an error on one page clears when the admin moves on.
          <PageBoundary key={pathname}>
            <View />
          </PageBoundary>
        ) : (
          // A link to a section of another role (decision 021): said plainly, nothing requested.
          <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {section.label}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              This section is for {sectionAudience(section)}. Ask an owner for access.
            </p>
          </div>
        )}
      </section>
    </AdminShell>
  );
}
