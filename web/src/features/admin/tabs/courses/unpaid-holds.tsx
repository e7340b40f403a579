import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import type { AdminEnrollmentRow } from '#shared/admin/sales-enrollments';
import { AdminTable } from '#web/features/admin/kit/admin-table';
import { formatDateTime } from '#web/features/admin/kit/format';
import { TwoLineCell } from '#web/features/admin/kit/two-line-cell';
import { useAdminList } from '#web/features/admin/kit/use-admin-list';
import { PageSection } from './page-section';

/**
 * Who holds a seat of the batch without having paid (decision 012), and until when: each hold
 * lapses by itself and gives the seat back.
 */
export function UnpaidHolds({ courseSlug, batchId }: { courseSlug: string; batchId: string }) {
  const list = useAdminList<AdminEnrollmentRow>(
    apiPaths.adminEnrollments,
    { courseSlug, batchId, paymentStatus: 'pending' },
    'Failed to load the unpaid holds. Please try again.',
  );
  // The page's own moment: a hold that lapses meanwhile shows until the next load.
  const [now] = useState(Date.now);
  const holding = list.items.filter(
    (enrollment) => enrollment.seat === 'held' && Date.parse(enrollment.holdExpiresAt) > now,
  );
  return (
    <PageSection id="unpaid-holds-heading" title="Unpaid holds">
      <AdminTable
        caption="Seats held by checkouts not yet paid"
        items={holding}
        rowKey={(enrollment) => enrollment.id}
        loading={list.loading}
        error={list.error}
        emptyText="No seat is held unpaid."
        columns={[
          {
            header: 'Learner',
            cell: (enrollment) => (
              <TwoLineCell main={enrollment.student.name} detail={enrollment.student.email} />
            ),
          },
          { header: 'Phone', cell: (enrollment) => enrollment.student.phone },
          {
            header: 'Held until',
            className: 'whitespace-nowrap',
            cell: (enrollment) => formatDateTime(enrollment.holdExpiresAt),
          },
        ]}
      />
    </PageSection>
  );
}
