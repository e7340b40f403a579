import { Link } from '#web/lib/router';
import {
  adminSectionGroups,
  adminSectionPath,
  adminSections,
  mayUseSection,
} from '../admin-sections';
import { useAuth } from '../auth/auth-context';

/**
 * The sections the signed-in person's roles may use (decision 021), in their groups; the current
 * one is marked for screen readers as well.
 */
export function AdminSidebar({
  activeId,
  onNavigate,
}: {
  activeId: string;
  onNavigate?: () => void;
}) {
  const { state } = useAuth();
  const roles = state.status === 'signedIn' ? state.user.roles : [];
  const usable = adminSections.filter((section) => mayUseSection(section, roles));
  return (
    <nav aria-label="Admin sections" className="px-3 py-4">
      {adminSectionGroups
        .filter((group) => usable.some((section) => section.group === group))
        .map((group) => (
          <div key={group} className="mb-4">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {group}
            </p>
            <ul>
              {usable
                .filter((section) => section.group === group)
                .map((section) => {
                  const current = section.id === activeId;
                  return (
                    <li key={section.id} className="relative">
                      <Link
                        to={adminSectionPath(section.id)}
                        aria-current={current ? 'page' : undefined}
                        onClick={onNavigate}
                        className={`block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                          current
                            ? 'bg-blue-600 text-white'
                            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                        }`}
                      >
                        {section.label}
                      </Link>
                      {/* Beside the link, so the link's name stays the section's label. */}
                      {section.Badge && <section.Badge />}
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
    </nav>
  );
}
