import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { couponStatusAt, couponStatusLabels } from '#shared/admin/coupon-status';
import { formatInr } from '#shared/checkout/money';
import type { Coupon } from '#shared/content/schemas';
import { useStaffAccess } from '#web/features/admin/auth/staff-access';
import { AdminTable, type Column } from '#web/features/admin/kit/admin-table';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { formatDate } from '#web/features/admin/kit/format';
import { ListToolbar } from '#web/features/admin/kit/list-toolbar';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import { useAdminList } from '#web/features/admin/kit/use-admin-list';
import { useListSearch } from '#web/features/admin/kit/use-list-search';
import { couponsPath, deleteCoupon } from './coupon-api';
import { CouponFormModal } from './coupon-form';
import { discountLabel, validityLabel } from './coupon-form-values';
import { EditDeleteActions } from './row-actions';
import { useRowDelete } from './use-row-delete';

/**
 * The stored coupons (docs/product.md §10), under the courses they discount. Every role may read
 * them; the buttons show only to the roles the matrix lets change them (decision 021).
 */
export function CouponsSection() {
  const { may } = useStaffAccess();
  const mayCreate = may('POST', apiPaths.adminCoupons);
  const mayEdit = may('PUT', apiPaths.adminCoupon);
  const mayDelete = may('DELETE', apiPaths.adminCoupon);
  const search = useListSearch('Search coupons');
  // GET answers every matching coupon at once (AdminCouponList), a page with no next cursor.
  const coupons = useAdminList<Coupon>(couponsPath, { q: search.q }, 'Failed to fetch coupons');
  const [editing, setEditing] = useState<Coupon | 'new'>();
  // Statuses are read at this render; a list left open past midnight (IST) updates on Refresh.
  const now = new Date();

  const deletes = useRowDelete<Coupon>({
    keyOf: (coupon) => coupon.code,
    question: 'Are you sure you want to delete this coupon?',
    failureText: 'Failed to delete coupon',
    call: (coupon) => deleteCoupon(coupon.code),
    onDeleted: (coupon) =>
      coupons.setItems((items) => items.filter((item) => item.code !== coupon.code)),
  });

  function saved(coupon: Coupon) {
    coupons.setItems((items) =>
      items.some((item) => item.code === coupon.code)
        ? items.map((item) => (item.code === coupon.code ? coupon : item))
        : [...items, coupon].sort((a, b) => a.code.localeCompare(b.code)),
    );
    setEditing(undefined);
  }

  return (
    <section aria-labelledby="coupons-heading" className="mt-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id="coupons-heading" className="text-lg font-bold text-slate-900 dark:text-white">
            Coupons
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Codes learners enter at checkout. Used coupons can be made inactive, not deleted.
          </p>
        </div>
        {mayCreate && (
          <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
            New Coupon
          </button>
        )}
      </div>
      <ListToolbar search={search.box} onRefresh={coupons.refresh} refreshing={coupons.loading} />
      <AdminTable
        caption="Coupons"
        items={coupons.items}
        rowKey={(coupon) => coupon.code}
        loading={coupons.loading}
        error={coupons.error}
        emptyText="No coupons found"
        columns={[
          ...couponColumns(now),
          ...(mayEdit || mayDelete
            ? [
                {
                  header: 'Actions',
                  cell: (coupon: Coupon) => (
                    <EditDeleteActions
                      name={`coupon ${coupon.code}`}
                      deleting={deletes.deleting(coupon)}
                      onEdit={mayEdit ? () => setEditing(coupon) : undefined}
                      onDelete={mayDelete ? () => void deletes.remove(coupon) : undefined}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <CouponFormModal
          coupon={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      )}
    </section>
  );
}

/** What the table says of each coupon, its status read at `now`. */
const couponColumns = (now: Date): Column<Coupon>[] => [
  {
    header: 'Code',
    cell: (coupon) => (
      <>
        <p className="font-mono font-semibold">{coupon.code}</p>
        {coupon.description && (
          <p className="text-slate-500 dark:text-slate-400">{coupon.description}</p>
        )}
      </>
    ),
  },
  { header: 'Discount', cell: (coupon) => discountLabel(coupon, formatInr) },
  {
    header: 'Valid',
    className: 'hidden md:table-cell',
    // A date never splits across lines; the range wraps between its dates.
    cell: (coupon) => validityLabel(coupon, (instant) => keptWhole(formatDate(instant))),
  },
  {
    header: 'Uses',
    cell: (coupon) =>
      coupon.usageLimit === null
        ? `${coupon.usedCount}`
        : `${coupon.usedCount} / ${coupon.usageLimit}`,
  },
  {
    header: 'Minimum',
    className: 'hidden lg:table-cell',
    cell: (coupon) => (coupon.minAmountPaise === null ? '—' : formatInr(coupon.minAmountPaise)),
  },
  {
    header: 'Courses',
    className: 'hidden lg:table-cell',
    cell: (coupon) =>
      coupon.applicableCourses.length ? coupon.applicableCourses.join(', ') : 'All courses',
  },
  {
    header: 'Status',
    cell: (coupon) => <CouponStatusBadge coupon={coupon} now={now} />,
  },
];

/** Spaces that never break a line, so '31 Dec 2027' stays on one. */
const keptWhole = (text: string) => text.replace(/ /g, '\u00a0');

/** Scheduled, Active, Expired, Used up or Inactive, at `now` (shared/admin/coupon-status.ts). */
export function CouponStatusBadge({ coupon, now }: { coupon: Coupon; now: Date }) {
  const status = couponStatusAt(coupon, now);
  return <StatusBadge status={status} label={couponStatusLabels[status]} />;
}
