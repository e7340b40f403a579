import { CalendarDays, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { formatInr } from '#shared/checkout/money';
import type { LearnerEnrollment } from '#shared/learning/my-learning';
import { paths } from '#web/app/paths';
import { formatIndianDate } from '#web/lib/format-date';
import { Link } from '#web/lib/router';
import { batchStartLabel } from '../../learning/course-display';
import { enrollmentStateLabel } from '../enrollment-state';
import { ClassSchedule } from './class-schedule';
import { RefundSection } from './refund-section';
import { ReviewSection } from './review-section';

const downloadLink =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:text-slate-200 dark:hover:border-blue-400 dark:hover:text-blue-300';

/** One enrolment in My Learning: the course, the batch and its start, and the papers to download. */
export function EnrollmentCard({
  enrollment,
  onChange,
}: {
  enrollment: LearnerEnrollment;
  onChange: (enrollment: LearnerEnrollment) => void;
}) {
  const state = enrollmentStateLabel(enrollment);
  const certificate = enrollment.certificate?.revoked ? undefined : enrollment.certificate;
  const hasDocuments =
    Boolean(enrollment.invoice) || enrollment.creditNotes.length > 0 || Boolean(certificate);
  return (
    <article
      aria-labelledby={`enrollment-${enrollment.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={`enrollment-${enrollment.id}`}
          className="text-lg font-bold text-slate-900 dark:text-white"
        >
          <Link to={paths.course(enrollment.courseSlug)} className="hover:text-blue-700">
            {enrollment.courseTitle}
          </Link>
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            state.tone === 'good'
              ? 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
          }`}
        >
          {state.label}
        </span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact term="Batch">{enrollment.batch.name}</Fact>
        <Fact term="Starts" className="flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          {batchStartLabel(enrollment.batch.startDate)}
        </Fact>
        <Fact term="Paid">
          {formatInr(enrollment.totalPaise)} (incl. GST)
          {enrollment.paidAt && ` on ${formatIndianDate(enrollment.paidAt)}`}
        </Fact>
        {enrollment.completedAt && (
          <Fact term="Completed">{formatIndianDate(enrollment.completedAt)}</Fact>
        )}
        {enrollment.certificate && (
          <Fact term="Certificate">
            <Link
              to={paths.certificate(enrollment.certificate.id)}
              className="font-mono text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
            >
              {enrollment.certificate.id}
            </Link>
            {enrollment.certificate.revoked && ' (revoked)'}
          </Fact>
        )}
      </dl>
      {hasDocuments && (
        <ul aria-label="Documents" className="mt-5 flex flex-wrap gap-2">
          {certificate && (
            <li>
              <a
                href={withPathParameters(apiPaths.certificatePdf, { id: certificate.id })}
                className={downloadLink}
              >
                <FileDown className="size-4" aria-hidden="true" />
                Certificate (PDF)
              </a>
            </li>
          )}
          {enrollment.invoice && (
            <li>
              <a href={enrollment.invoice.url} className={downloadLink}>
                <FileDown className="size-4" aria-hidden="true" />
                Invoice {enrollment.invoice.number}
              </a>
            </li>
          )}
          {enrollment.creditNotes.map((note) => (
            <li key={note.number}>
              <a href={note.url} className={downloadLink}>
                <FileDown className="size-4" aria-hidden="true" />
                Credit note {note.number}
              </a>
            </li>
          ))}
        </ul>
      )}
      <ClassSchedule enrollment={enrollment} />
      <ReviewSection enrollment={enrollment} onChange={onChange} />
      <RefundSection enrollment={enrollment} onChange={onChange} />
    </article>
  );
}

/** One fact of the enrolment: its name above its value. */
function Fact({
  term,
  className = '',
  children,
}: {
  term: string;
  /** Classes beside the value's own, such as a row for an icon. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className={`${className} font-medium text-slate-900 dark:text-white`.trim()}>
        {children}
      </dd>
    </div>
  );
}
