import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { Course } from '#shared/content/schemas';

import { formatInr } from '#shared/checkout/money';
import { unpaidSeatCap } from '#shared/checkout/unpaid-holds';
import { Link, useParams } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { errorMessage } from '#web/lib/api-client';
import { useStaffAccess } from '#web/features/admin/auth/staff-access';
import { AdminTable } from '#web/features/admin/kit/admin-table';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { alertFailure, confirmDelete } from '#web/features/admin/kit/dialogs';
import { ErrorAlert } from '#web/features/admin/kit/error-alert';
import { formatDate } from '#web/features/admin/kit/format';
import { PartForOthers } from '#web/features/admin/kit/part-for-others';
import { PageStatusLine } from '#web/features/admin/kit/page-status-line';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import { TabHeading } from '#web/features/admin/kit/tab-heading';
import { deleteBatch } from './batch-api';
import { BatchForm } from './batch-form';
import { discountLabel } from './coupon-form-values';
import { CouponStatusBadge } from './coupons-section';
import { CourseFormModal } from './course-form';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { NextBatchWaiting } from './next-batch-waiting';
import { useCourseDetail } from './use-course-detail';

/**
 * /admin/courses/<id>: one course at full width, its batches (each with a page of its own for
 * schedule and roster), a form to add or edit one, and the coupons that apply to it. Every role
 * may read it; the buttons and the form show only to the roles the matrix lets change them.
 */
export function AdminCoursePage() {
  const courseId = useParams().courseId ?? '';
  const { may } = useStaffAccess();
  const mayEditCourse = may('PUT', apiPaths.adminCourse);
  const mayAddBatch = may('POST', apiPaths.adminCourseBatches);
  const mayEditBatch = may('PUT', apiPaths.adminCourseBatch);
  const mayDeleteBatch = may('DELETE', apiPaths.adminCourseBatch);
  const maySeeNextBatchWaiting = may('GET', apiPaths.adminCourseNextBatchAlerts);
  const { detail, loadError, setBatches } = useCourseDetail(courseId);
  const [course, setCourse] = useState<Course>();
  const [editingCourse, setEditingCourse] = useState(false);
  const [editingId, setEditingId] = useState<string>();
  const [busyId, setBusyId] = useState<string>();
  /** The batch or course saved last, whose public page the status line watches. */
  const [lastSaved, setLastSaved] = useState<{ batch?: AdminBatch; save: number }>();
  const shown = course ?? detail?.course;

  function saved(batch: AdminBatch) {
    setBatches((batches) =>
      batches.some((item) => item.id === batch.id)
        ? batches.map((item) => (item.id === batch.id ? batch : item))
        : [...batches, batch],
    );
    setEditingId(undefined);
    setLastSaved((last) => ({ batch, save: (last?.save ?? 0) + 1 }));
  }

  async function remove(batch: AdminBatch) {
    if (!(await confirmDelete('Are you sure you want to delete this batch?'))) return;
    setBusyId(batch.id);
    try {
      await deleteBatch(courseId, batch.id);
      setBatches((batches) => batches.filter((item) => item.id !== batch.id));
      setLastSaved((last) => (last?.batch?.id === batch.id ? undefined : last));
    } catch (error) {
      void alertFailure(errorMessage(error, 'Failed to delete batch'));
    } finally {
      setBusyId(undefined);
    }
  }

  const editing = detail?.batches.find((batch) => batch.id === editingId);

  return (
    <div className="space-y-8">
      <AdminBreadcrumbs trail={[{ label: 'Courses', to: `${paths.admin}/courses` }]} />
      <ErrorAlert message={loadError} />
      {!detail && !loadError && <p role="status">Loading...</p>}
      {detail && shown && (
        <>
          <TabHeading
            title={shown.title}
            description={`${formatInr(shown.pricePaise)} · ${shown.category} · ${shown.level}`}
            actions={
              <>
                <a
                  href={paths.course(shown.slug)}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass.secondary}
                >
                  View on site<span className="sr-only"> (opens in a new tab)</span>
                </a>
                {mayEditCourse && (
                  <button
                    type="button"
                    className={buttonClass.primary}
                    onClick={() => setEditingCourse(true)}
                  >
                    Edit course
                  </button>
                )}
              </>
            }
          />
          <StatusBadge status={shown.status} />
          {!mayEditCourse && (
            <PartForOthers part="Changing this course" method="PUT" path={apiPaths.adminCourse} />
          )}
          {lastSaved?.batch && (
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
          <section aria-labelledby="course-batches-heading" className="space-y-4">
            <h3
              id="course-batches-heading"
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              Batches
            </h3>
            {maySeeNextBatchWaiting && <NextBatchWaiting courseId={courseId} />}
            <AdminTable
              caption={`Batches of ${shown.title}`}
              items={detail.batches}
              rowKey={(batch) => batch.id}
              loading={false}
              emptyText={mayAddBatch ? 'No batches yet. Add one below.' : 'No batches yet.'}
              columns={[
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
                  cell: (batch) =>
                    `${batch.seatsHeld ?? 0} of ${unpaidSeatCap(batch.seats)} allowed`,
                },
                {
                  header: 'Actions',
                  cell: (batch) => (
                    <div className="flex gap-1">
                      <Link
                        to={paths.adminBatch(courseId, batch.id)}
                        className={buttonClass.rowAction}
                        aria-label={`Open ${batch.name}`}
                      >
                        Open
                      </Link>
                      {mayEditBatch && (
                        <button
                          type="button"
                          className={buttonClass.rowAction}
                          onClick={() => setEditingId(batch.id)}
                          aria-label={`Edit ${batch.name}`}
                        >
                          Edit
                        </button>
                      )}
                      {mayDeleteBatch && (
                        <button
                          type="button"
                          className={buttonClass.rowDanger}
                          disabled={busyId === batch.id}
                          onClick={() => void remove(batch)}
                          aria-label={`Delete ${batch.name}`}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  ),
                },
              ]}
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
                    <CouponStatusBadge coupon={coupon} now={new Date()} />
                  </li>
                ))}
              </ul>
            )}
            {may('PUT', apiPaths.adminCoupon) && (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                Manage coupons in the Coupons part of{' '}
                <Link
                  to={`${paths.admin}/courses`}
                  className="text-blue-700 underline dark:text-blue-400"
                >
                  Courses
                </Link>
                .
              </p>
            )}
          </section>
          {editingCourse && (
            <CourseFormModal
              course={shown}
              onClose={() => setEditingCourse(false)}
              onSaved={(saved) => {
                setEditingCourse(false);
                setCourse(saved);
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
