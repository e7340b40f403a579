import * as apiPaths from '#shared/api/api-paths';
import { useState } from 'react';
import {
  enrollmentPaymentStatusLabels,
  enrollmentPaymentStatuses,
  enrollmentStatusLabels,
  type AdminEnrollmentListQuery,
  type AdminEnrollmentRow,
} from '#shared/admin/sales-enrollments';
import { enrollmentStatuses, type EnrollmentPaymentStatus } from '#shared/checkout/enrollment';
import { dateColumn, type Column } from '../kit/admin-table';
import { formatDate } from '../kit/format';
import { ListTab } from '../kit/list-tab';
import { choiceFilter, useStatusFilter } from '../kit/list-toolbar';
import { useAdminList } from '../kit/use-admin-list';
import { TwoLineCell } from '../kit/two-line-cell';
import { useListSearch } from '../kit/use-list-search';
import { InvoiceLink } from './sales/invoice-link';
import { SalesBadge } from './sales/sales-badge';
import { amountColumn, salesSearchLabel } from './sales/sales-columns';

const path = apiPaths.adminEnrollments;

const columns: Column<AdminEnrollmentRow>[] = [
  {
    header: 'Learner',
    cell: (item) => <TwoLineCell main={item.student.name} detail={item.student.email} />,
  },
  {
    header: 'Course',
    className: 'hidden md:table-cell',
    cell: (item) => (
      <>
        <p>{item.courseTitle}</p>
        <p className="text-slate-500 dark:text-slate-400">{item.batch.name}</p>
      </>
    ),
  },
  amountColumn((item) => item.amounts.totalPaise),
  {
    header: 'Status',
    cell: (item) => (
      <div className="flex flex-col items-start gap-1">
        <SalesBadge
          status={item.enrollmentStatus}
          label={enrollmentStatusLabels[item.enrollmentStatus]}
        />
        <SalesBadge
          status={item.paymentStatus}
          label={enrollmentPaymentStatusLabels[item.paymentStatus]}
        />
      </div>
    ),
  },
  dateColumn('Date', (item) => formatDate(item.createdAt)),
  {
    header: 'Invoice',
    cell: (item) => <InvoiceLink url={item.invoiceUrl} learner={item.student.name} />,
  },
];

/** Course enrollments (docs/product.md §12: real, where the first version had sample rows), with CSV export. */
export function EnrollmentsTab() {
  const search = useListSearch(salesSearchLabel);
  const status = useStatusFilter(enrollmentStatuses, (choice) => enrollmentStatusLabels[choice]);
  const [paymentStatus, setPaymentStatus] = useState<EnrollmentPaymentStatus | ''>('');
  // Built with the API's own query schema's types: blank filters are left out.
  const query = {
    q: search.q,
    status: status.value || undefined,
    paymentStatus: paymentStatus || undefined,
  } satisfies AdminEnrollmentListQuery;
  const list = useAdminList<AdminEnrollmentRow>(path, query, 'Failed to fetch enrollments');

  return (
    <ListTab
      heading={{
        title: 'Enrollments',
        description: "Learners' course enrollments, their payment and their GST invoice.",
      }}
      csv={{ path, query }}
      toolbar={{
        search: search.box,
        filters: [
          status.filter,
          choiceFilter({
            label: 'Filter by payment status',
            allLabel: 'All payment statuses',
            value: paymentStatus,
            onChange: setPaymentStatus,
            choices: enrollmentPaymentStatuses,
            labelOf: (choice) => enrollmentPaymentStatusLabels[choice],
          }),
        ],
      }}
      list={list}
      table={{
        caption: 'Enrollments',
        rowKey: (item) => item.id,
        emptyText: 'No enrollments found',
        columns,
      }}
    />
  );
}
