import { Armchair, Clock, UserCheck, Users } from 'lucide-react';
import * as apiPaths from '#shared/api/api-paths';
import { unpaidSeatCap } from '#shared/checkout/unpaid-holds';
import { useParams } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { ErrorAlert } from '#web/components/error-alert';
import { formatDate } from '#web/features/admin/kit/format';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import { TabHeading } from '#web/features/admin/kit/tab-heading';
import { StatCard } from '../sales/stat-card';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { BatchForm } from './batch-form';
import { BatchWaitingList } from './batch-waiting-list';
import { RolePart } from './role-part';
import { RosterPanel } from './roster-panel';
import { ScheduleEditor } from './schedule-editor';
import { UnpaidHolds } from './unpaid-holds';
import { useCourseDetail } from './use-course-detail';

/**
 * /admin/courses/<id>/batches/<batchId>: everything a cohort is run with, at full width: its
 * seats, the roster (attendance and completion), who holds a seat unpaid, the waiting list and
 * its offers, the class schedule and the batch's own details. Every role may open it; each part shows only to the roles the matrix
 * gives the route it calls (decision 021), and says who it is for to the others.
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
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Seats" value={batch.seats} icon={Armchair} />
            <StatCard label="Seats taken" value={batch.seatsTaken} icon={UserCheck} />
            <StatCard
              label="Seats free"
              value={Math.max(batch.seats - batch.seatsTaken, 0)}
              icon={Users}
            />
            <StatCard
              label="Held unpaid"
              value={`${batch.seatsHeld ?? 0} of ${unpaidSeatCap(batch.seats)} allowed`}
              icon={Clock}
            />
          </div>
          <RolePart part="The roster" method="GET" path={apiPaths.adminBatchRoster}>
            <RosterPanel key={`roster-${batch.id}`} courseId={courseId} batch={batch} />
          </RolePart>
          <RolePart part="The list of unpaid holds" method="GET" path={apiPaths.adminEnrollments}>
            <UnpaidHolds courseSlug={detail.course.slug} batchId={batch.id} />
          </RolePart>
          <RolePart part="The waiting list" method="GET" path={apiPaths.adminBatchWaitingList}>
            <BatchWaitingList key={`waiting-${batch.id}`} courseId={courseId} batch={batch} />
          </RolePart>
          <RolePart part="The class schedule" method="GET" path={apiPaths.adminBatchSchedule}>
            <ScheduleEditor key={`schedule-${batch.id}`} courseId={courseId} batch={batch} />
          </RolePart>
          <RolePart
            part="Changing the batch's details"
            method="PUT"
            path={apiPaths.adminCourseBatch}
          >
            <BatchForm
              key={`details-${batch.id}`}
              courseId={courseId}
              batch={batch}
              onSaved={(saved) =>
                setBatches((batches) =>
                  batches.map((item) => (item.id === saved.id ? saved : item)),
                )
              }
            />
          </RolePart>
        </>
      )}
    </div>
  );
}
