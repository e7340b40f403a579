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

export function RecentEnrollments({ enrollments }: { enrollments: DashboardEnrollment[] }) {
  return (
    <RecentList title="Recent Enrollments" emptyText="No enrollments yet">
      {enrollments.map((enrollment) => (
        <li key={enrollment.id} className="flex items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 dark:text-white">
              {enrollment.learnerName}
            </p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-300">
              {enrollment.courseTitle} · {enrollment.batchName}
            </p>
          </div>
          <div className="shrink-0 text-right text-sm">
            <p className="font-semibold text-slate-900 dark:text-white">
              {formatInr(enrollment.totalPaise)}
            </p>
            <p className="text-slate-600 dark:text-slate-300">
              {formatDate(enrollment.confirmedAt)}
            </p>
          </div>
        </li>
      ))}
    </RecentList>
  );
}

/** The newest contact submissions, newest first: the first page of the contacts list. */
export function RecentContacts({ contacts }: { contacts: ContactSubmission[] }) {
  return (
    <RecentList title="Recent Contacts" emptyText="No contact submissions found">
      {contacts.map((contact) => (
        <li key={contact.id} className="flex items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 dark:text-white">{contact.name}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-300">
              {contact.company ?? contact.email}
            </p>
          </div>
          <div className="shrink-0 text-right text-sm">
            <p className="text-slate-900 dark:text-white">{statusLabel(contact.status)}</p>
            <p className="text-slate-600 dark:text-slate-300">{formatDate(contact.createdAt)}</p>
          </div>
        </li>
      ))}
    </RecentList>
  );
}
