import { useId, type ReactNode } from 'react';
import type { DashboardEnrollment } from '#shared/admin/dashboard';
import type { ContactSubmission } from '#shared/forms/contact';
import { formatInr } from '#shared/checkout/money';
import { formatDate } from '#web/features/admin/kit/format';
import { statusLabel } from '#web/features/admin/kit/status-select';

// The dashboard's 'Recent Enrollments' and 'Recent Contacts' (docs/product.md §2).

function RecentList({
  title,
  emptyText,
  children,
}: {
  title: string;
  emptyText: string;
  children: ReactNode[];
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children.length ? (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
      )}
    </section>
  );
}

/** One recent item: who over what, and on the right a figure (the amount, strong) over its date. */
function RecentRow({
  main,
  detail,
  figure,
  strong = false,
  date,
}: {
  main: ReactNode;
  detail: ReactNode;
  figure: ReactNode;
  strong?: boolean;
  date: string;
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900 dark:text-white">{main}</p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-300">{detail}</p>
      </div>
      <div className="shrink-0 text-right text-sm">
        <p className={`${strong ? 'font-semibold ' : ''}text-slate-900 dark:text-white`}>
          {figure}
        </p>
        <p className="text-slate-600 dark:text-slate-300">{formatDate(date)}</p>
      </div>
    </li>
  );
}

export function RecentEnrollments({ enrollments }: { enrollments: DashboardEnrollment[] }) {
  return (
    <RecentList title="Recent Enrollments" emptyText="No enrollments yet">
      {enrollments.map((enrollment) => (
        <RecentRow
          key={enrollment.id}
          main={enrollment.learnerName}
          detail={`${enrollment.courseTitle} · ${enrollment.batchName}`}
          figure={formatInr(enrollment.totalPaise)}
          strong
          date={enrollment.confirmedAt}
        />
      ))}
    </RecentList>
  );
}

/** The newest contact submissions, newest first: the first page of the contacts list. */
export function RecentContacts({ contacts }: { contacts: ContactSubmission[] }) {
  return (
    <RecentList title="Recent Contacts" emptyText="No contact submissions found">
      {contacts.map((contact) => (
        <RecentRow
          key={contact.id}
          main={contact.name}
          detail={contact.company ?? contact.email}
          figure={statusLabel(contact.status)}
          date={contact.createdAt}
        />
      ))}
    </RecentList>
  );
}
