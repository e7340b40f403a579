import { useEffect, useState } from 'react';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { AdminCourseDetail } from '#shared/admin/catalog-courses';
import { formatInr } from '#shared/checkout/money';
import { unpaidSeatCap } from '#shared/checkout/unpaid-holds';
import { Modal } from '#web/components/modal';
import { errorMessage } from '#web/lib/api-client';
import { AdminTable } from '#web/features/admin/kit/admin-table';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { alertFailure, confirmDelete } from '#web/features/admin/kit/dialogs';
import { formatDate } from '#web/features/admin/kit/format';
import { PageStatusLine } from '#web/features/admin/kit/page-status-line';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import { deleteBatch } from './batch-api';
import { BatchForm } from './batch-form';
import { RosterPanel } from './roster-panel';
import { ScheduleEditor } from './schedule-editor';
import { discountLabel } from './coupon-form-values';
import { fetchCourseDetail } from './course-api';
import { ErrorAlert } from '#web/features/admin/kit/error-alert';

/**
 * One course's batches (name, start date, seats, seats taken) with add, edit and delete, each
 * batch's class schedule and roster (attendance, completion), and the coupons that apply to it. `onChanged` tells the list its batch count may have moved. After a
 * batch is saved, a line says whether the course page shows it yet.
 */
export function CourseDetailModal({
  courseId,
  title,
  onClose,
  onChanged,
}: {
  courseId: string;
  title: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [detail, setDetail] = useState<AdminCourseDetail>();
  const [loadError, setLoadError] = useState('');
  const [editingId, setEditingId] = useState<string>();
  /** The batch whose class schedule or roster is open, in place of the batch form. */
  const [panel, setPanel] = useState<{ batchId: string; kind: 'schedule' | 'roster' }>();
  const [busyId, setBusyId] = useState<string>();
  /** The batch saved last, whose course page the status line watches; `save` counts saves. */
  const [lastSaved, setLastSaved] = useState<{ batch: AdminBatch; save: number }>();

  useEffect(() => {
    let current = true;
    fetchCourseDetail(courseId).then(
      (loaded) => current && setDetail(loaded),
      (error: unknown) =>
        current &&
        setLoadError(errorMessage(error, 'Failed to load the course. Please try again.')),
    );
    return () => {
      current = false;
    };
  }, [courseId]);

  const setBatches = (update: (batches: AdminBatch[]) => AdminBatch[]) =>
    setDetail((loaded) => loaded && { ...loaded, batches: update(loaded.batches) });

  function saved(batch: AdminBatch) {
    setBatches((batches) =>
      batches.some((item) => item.id === batch.id)
        ? batches.map((item) => (item.id === batch.id ? batch : item))
        : [...batches, batch],
    );
    setEditingId(undefined);
    setLastSaved((last) => ({ batch, save: (last?.save ?? 0) + 1 }));
    onChanged();
  }

  async function remove(batch: AdminBatch) {
    if (!(await confirmDelete('Are you sure you want to delete this batch?'))) return;
    setBusyId(batch.id);
    try {
      await deleteBatch(courseId, batch.id);
      setBatches((batches) => batches.filter((item) => item.id !== batch.id));
      setLastSaved((last) => (last?.batch.id === batch.id ? undefined : last));
      onChanged();
    } catch (error) {
      void alertFailure(errorMessage(error, 'Failed to delete batch'));
    } finally {
      setBusyId(undefined);
    }
  }

  const editing = detail?.batches.find((batch) => batch.id === editingId);
  const panelBatch = detail?.batches.find((batch) => batch.id === panel?.batchId);

  return (
    <Modal open onClose={onClose} title={`Batches and coupons: ${title}`}>
      <ErrorAlert message={loadError} />
      {!detail && !loadError && <p role="status">Loading...</p>}
      {detail && (
        <div className="space-y-8">
          <section aria-labelledby="course-batches-heading" className="space-y-4">
            <h3
              id="course-batches-heading"
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              Batches
            </h3>
            <AdminTable
              caption={`Batches of ${title}`}
              items={detail.batches}
              rowKey={(batch) => batch.id}
              loading={false}
              emptyText="No batches yet. Add one below."
              columns={[
                {
                  header: 'Name',
                  cell: (batch) => (
                    <>
                      <p className="font-medium">{batch.name}</p>
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
                  cell: (batch) =>
                    `${batch.seatsHeld ?? 0} of ${unpaidSeatCap(batch.seats)} allowed`,
                },
                {
                  header: 'Actions',
                  cell: (batch) => (
                    <div className="flex gap-1">
                      <button
                        type="button"
                        className={buttonClass.rowAction}
                        onClick={() => {
                          setPanel(undefined);
                          setEditingId(batch.id);
                        }}
                        aria-label={`Edit ${batch.name}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={buttonClass.rowAction}
                        onClick={() => setPanel({ batchId: batch.id, kind: 'schedule' })}
                        aria-label={`Class schedule of ${batch.name}`}
                      >
                        Schedule
                      </button>
                      <button
                        type="button"
                        className={buttonClass.rowAction}
                        onClick={() => setPanel({ batchId: batch.id, kind: 'roster' })}
                        aria-label={`Roster of ${batch.name}`}
                      >
                        Roster
                      </button>
                      <button
                        type="button"
                        className={buttonClass.rowDanger}
                        disabled={busyId === batch.id}
                        onClick={() => void remove(batch)}
                        aria-label={`Delete ${batch.name}`}
                      >
                        Delete
                      </button>
                    </div>
                  ),
                },
              ]}
            />
            {lastSaved && (
              <PageStatusLine
                key={lastSaved.save}
                page={{
                  kind: 'batch',
                  courseSlug: lastSaved.batch.courseSlug,
                  batchId: lastSaved.batch.id,
                }}
                name={lastSaved.batch.name}
              />
            )}
            {panelBatch && panel?.kind === 'schedule' ? (
              <ScheduleEditor
                key={panelBatch.id}
                courseId={courseId}
                batch={panelBatch}
                onClose={() => setPanel(undefined)}
              />
            ) : panelBatch && panel?.kind === 'roster' ? (
              <RosterPanel
                key={panelBatch.id}
                courseId={courseId}
                batch={panelBatch}
                onClose={() => setPanel(undefined)}
              />
            ) : (
              <BatchForm
                key={editing?.id ?? 'new'}
                courseId={courseId}
                batch={editing}
                onSaved={saved}
                onCancel={editing ? () => setEditingId(undefined) : undefined}
              />
            )}
          </section>

          <section aria-labelledby="course-coupons-heading" className="space-y-2">
            <h3
              id="course-coupons-heading"
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              Coupons that apply
            </h3>
            {detail.coupons.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">No coupon applies.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
                {detail.coupons.map((coupon) => (
                  <li key={coupon.code} className="flex flex-wrap items-center gap-2 py-2">
                    <span className="font-mono font-semibold">{coupon.code}</span>
                    <span>{discountLabel(coupon, formatInr)} off</span>
                    {!coupon.isActive && <StatusBadge status="inactive" />}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Manage coupons in the Coupons section of this tab.
            </p>
          </section>
        </div>
      )}
    </Modal>
  );
}
