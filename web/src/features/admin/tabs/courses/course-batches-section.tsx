import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import { unpaidSeatCap } from '#shared/checkout/unpaid-holds';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { useStaffAccess } from '#web/features/admin/auth/staff-access';
import { AdminTable, type Column } from '#web/features/admin/kit/admin-table';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { formatDate } from '#web/features/admin/kit/format';
import { PartForOthers } from '#web/features/admin/kit/part-for-others';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import { deleteBatch } from './batch-api';
import { BatchForm } from './batch-form';
import { NextBatchWaiting } from './next-batch-waiting';
import { PageSection } from './page-section';
import { EditDeleteActions } from './row-actions';
import { useRowDelete } from './use-row-delete';

/**
 * A course's batches on its page: a table of them (each opening its own page for schedule and
 * roster), and the form that adds one or edits the one chosen, for the roles the matrix lets.
 */
export function CourseBatchesSection({
  courseId,
  courseTitle,
  batches,
  setBatches,
  onSaved,
  onDeleted,
}: {
  courseId: string;
  courseTitle: string;
  batches: AdminBatch[];
  setBatches: (update: (batches: AdminBatch[]) => AdminBatch[]) => void;
  /** A batch was added or changed: the page watches its public page. */
  onSaved: (batch: AdminBatch) => void;
  onDeleted: (batchId: string) => void;
}) {
  const { may } = useStaffAccess();
  const mayAddBatch = may('POST', apiPaths.adminCourseBatches);
  const mayEditBatch = may('PUT', apiPaths.adminCourseBatch);
  const mayDeleteBatch = may('DELETE', apiPaths.adminCourseBatch);
  const [editingId, setEditingId] = useState<string>();
  const editing = batches.find((batch) => batch.id === editingId);

  function saved(batch: AdminBatch) {
    setBatches((shown) =>
      shown.some((item) => item.id === batch.id)
        ? shown.map((item) => (item.id === batch.id ? batch : item))
        : [...shown, batch],
    );
    setEditingId(undefined);
    onSaved(batch);
  }

  const deletes = useRowDelete<AdminBatch>({
    keyOf: (batch) => batch.id,
    question: 'Are you sure you want to delete this batch?',
    failureText: 'Failed to delete batch',
    call: (batch) => deleteBatch(courseId, batch.id),
    onDeleted: (batch) => {
      setBatches((shown) => shown.filter((item) => item.id !== batch.id));
      onDeleted(batch.id);
    },
  });

  const actions: Column<AdminBatch> = {
    header: 'Actions',
    cell: (batch) => (
      <EditDeleteActions
        name={batch.name}
        deleting={deletes.deleting(batch)}
        onEdit={mayEditBatch ? () => setEditingId(batch.id) : undefined}
        onDelete={mayDeleteBatch ? () => void deletes.remove(batch) : undefined}
      >
        <Link
          to={paths.adminBatch(courseId, batch.id)}
          className={buttonClass.rowAction}
          aria-label={`Open ${batch.name}`}
        >
          Open
        </Link>
      </EditDeleteActions>
    ),
  };

  return (
    <PageSection id="course-batches-heading" title="Batches" className="space-y-4">
      {may('GET', apiPaths.adminCourseNextBatchAlerts) && <NextBatchWaiting courseId={courseId} />}
      <AdminTable
        caption={`Batches of ${courseTitle}`}
        items={batches}
        rowKey={(batch) => batch.id}
        loading={false}
        emptyText={mayAddBatch ? 'No batches yet. Add one below.' : 'No batches yet.'}
        columns={[...batchColumns(courseId), actions]}
      />
      {mayAddBatch || (editing && mayEditBatch) ? (
        <BatchForm
          key={editing?.id ?? 'new'}
          courseId={courseId}
          batch={editing}
          onSaved={saved}
          onCancel={editing ? () => setEditingId(undefined) : undefined}
        />
      ) : (
        <PartForOthers
          part="Adding and changing batches"
          method="POST"
          path={apiPaths.adminCourseBatches}
        />
      )}
    </PageSection>
  );
}

/** What the table says of each batch: its name (a link to its page), start, seats and holds. */
const batchColumns = (courseId: string): Column<AdminBatch>[] => [
  {
    header: 'Name',
    cell: (batch) => (
      <>
        <Link
          to={paths.adminBatch(courseId, batch.id)}
          className="font-medium text-blue-700 hover:underline dark:text-blue-400"
        >
          {batch.name}
        </Link>
        {!batch.isActive && <StatusBadge status="inactive" />}
      </>
    ),
  },
  {
    header: 'Start date',
    className: 'whitespace-nowrap',
    cell: (batch) => (batch.startDate ? formatDate(batch.startDate) : 'TBD'),
  },
  { header: 'Seats', cell: (batch) => batch.seats },
  { header: 'Seats taken', cell: (batch) => batch.seatsTaken },
  {
    // Part of the seats taken; a checkout holds its seat for 15 minutes unpaid.
    header: 'Held unpaid',
    cell: (batch) => `${batch.seatsHeld ?? 0} of ${unpaidSeatCap(batch.seats)} allowed`,
  },
];
