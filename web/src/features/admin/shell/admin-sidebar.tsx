import { Link } from '#web/lib/router';
import { adminSectionGroups, adminSectionPath, adminSections } from '../admin-sections';

/** The sections, in their groups; the current one is marked for screen readers as well. */
export function AdminSidebar({
  activeId,
  onNavigate,
}: {
  activeId: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Admin sections" className="px-3 py-4">
      {adminSectionGroups.map((group) => (
        <div key={group} className="mb-4">
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {group}
          </p>
          <ul>
            {adminSections
              .filter((section) => section.group === group)
              .map((section) => {
                const current = section.id === activeId;
                return (
                  <li key={section.id}>
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
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
