import { unpaidSeatCap } from '#shared/checkout/unpaid-holds';
import { useParams } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { ErrorAlert } from '#web/features/admin/kit/error-alert';
import { formatDate } from '#web/features/admin/kit/format';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import { TabHeading } from '#web/features/admin/kit/tab-heading';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { BatchForm } from './batch-form';
import { RosterPanel } from './roster-panel';
import { ScheduleEditor } from './schedule-editor';
import { UnpaidHolds } from './unpaid-holds';
import { useCourseDetail } from './use-course-detail';

/**
 * /admin/courses/<id>/batches/<batchId>: everything a cohort is run with, at full width: its
 * seats, the roster (attendance and completion), who holds a seat unpaid, the class schedule and
 * the batch's own details.
 */
export function AdminBatchPage() {
  const { courseId = '', batchId = '' } = useParams();
  const { detail, loadError, setBatches } = useCourseDetail(courseId);
  const batch = detail?.batches.find((candidate) => candidate.id === batchId);
  const trail = [
    { label: 'Courses', to: `${paths.admin}/courses` },
    ...(detail ? [{ label: detail.course.title, to: paths.adminCourse(courseId) }] : []),
  ];

  return (
    <div className="space-y-8">
      <AdminBreadcrumbs trail={trail} />
      <ErrorAlert message={loadError} />
      {!detail && !loadError && <p role="status">Loading...</p>}
      {detail && !batch && (
        <ErrorAlert message="This batch was not found. It may have been deleted." />
      )}
      {detail && batch && (
        <>
          <TabHeading
            title={batch.name}
            description={`${detail.course.title} · ${
              batch.startDate
                ? `starts ${formatDate(batch.startDate)}`
                : 'start date to be announced'
            }`}
          />
          {!batch.isActive && <StatusBadge status="inactive" />}
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[
              ['Seats', batch.seats],
              ['Seats taken', batch.seatsTaken],
              ['Seats free', Math.max(batch.seats - batch.seatsTaken, 0)],
              ['Held unpaid', `${batch.seatsHeld ?? 0} of ${unpaidSeatCap(batch.seats)} allowed`],
            ].map(([label, value]) => (
              <div
                key={label}
                className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <RosterPanel key={`roster-${batch.id}`} courseId={courseId} batch={batch} />
          <UnpaidHolds courseSlug={detail.course.slug} batchId={batch.id} />
          <ScheduleEditor key={`schedule-${batch.id}`} courseId={courseId} batch={batch} />
          <BatchForm
            key={`details-${batch.id}`}
            courseId={courseId}
            batch={batch}
            onSaved={(saved) =>
              setBatches((batches) => batches.map((item) => (item.id === saved.id ? saved : item)))
            }
          />
        </>
      )}
    </div>
  );
}
