import * as apiPaths from '#shared/api/api-paths';
import { useState } from 'react';
import {
  enrollmentPaymentStatusLabels,
  enrollmentPaymentStatuses,
  enrollmentStatusLabels,
  type AdminEnrollmentListQuery,
  type AdminEnrollmentRow,
} from '#shared/admin/sales-enrollments';
import {
  enrollmentStatuses,
  type EnrollmentPaymentStatus,
  type EnrollmentStatus,
} from '#shared/checkout/enrollment';
import { formatInr } from '#shared/checkout/money';
import { AdminTable } from '../kit/admin-table';
import { formatDate } from '../kit/format';
import { choiceFilter, ListToolbar } from '../kit/list-toolbar';
import { TabHeading } from '../kit/tab-heading';
import { useAdminList } from '../kit/use-admin-list';
import { TwoLineCell } from '../kit/two-line-cell';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { ExportCsvButton } from '../kit/export-csv-button';
import { InvoiceLink } from './sales/invoice-link';
import { SalesBadge } from './sales/sales-badge';

const path = apiPaths.adminEnrollments;

/** Course enrollments (docs/product.md §12: real, where the first version had sample rows), with CSV export. */
export function EnrollmentsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EnrollmentStatus | ''>('');
  const [paymentStatus, setPaymentStatus] = useState<EnrollmentPaymentStatus | ''>('');
  const q = useDebouncedValue(search);
  // Built with the API's own query schema's types: blank filters are left out.
  const query = {
    q,
    status: status || undefined,
    paymentStatus: paymentStatus || undefined,
  } satisfies AdminEnrollmentListQuery;
  const list = useAdminList<AdminEnrollmentRow>(path, query, 'Failed to fetch enrollments');

  return (
    <div>
      <TabHeading
        title="Enrollments"
        description="Learners' course enrollments, their payment and their GST invoice."
        actions={
          <ExportCsvButton path={path} query={query} fallbackName="nexora-enrollments.csv" />
        }
      />
      <ListToolbar
        search={{
          label: 'Search by name, email, course or transaction ID',
          value: search,
          onChange: setSearch,
        }}
        filters={[
          choiceFilter({
            label: 'Filter by status',
            allLabel: 'All statuses',
            value: status,
            onChange: setStatus,
            choices: enrollmentStatuses,
            labelOf: (choice) => enrollmentStatusLabels[choice],
          }),
          choiceFilter({
            label: 'Filter by payment status',
            allLabel: 'All payment statuses',
            value: paymentStatus,
            onChange: setPaymentStatus,
            choices: enrollmentPaymentStatuses,
            labelOf: (choice) => enrollmentPaymentStatusLabels[choice],
          }),
        ]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      <AdminTable
        caption="Enrollments"
        list={list}
        rowKey={(item) => item.id}
        emptyText="No enrollments found"
        columns={[
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
          {
            header: 'Amount',
            className: 'whitespace-nowrap',
            cell: (item) => formatInr(item.amounts.totalPaise),
          },
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
          {
            header: 'Date',
            className: 'hidden sm:table-cell whitespace-nowrap',
            cell: (item) => formatDate(item.createdAt),
          },
          {
            header: 'Invoice',
            cell: (item) => <InvoiceLink url={item.invoiceUrl} learner={item.student.name} />,
          },
        ]}
      />
    </div>
  );
}
