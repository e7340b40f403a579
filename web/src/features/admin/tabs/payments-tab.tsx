import * as apiPaths from '#shared/api/api-paths';
import {
  adminPaymentStatusLabels,
  adminPaymentStatuses,
  type AdminPaymentListQuery,
  type AdminPaymentRow,
} from '#shared/admin/sales-payments';
import { formatInr } from '#shared/checkout/money';
import { irnPendingLabel } from '#shared/checkout/e-invoice';
import { dateColumn, type Column } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { formatDateTime } from '../kit/format';
import { ListTab } from '../kit/list-tab';
import { useStatusFilter } from '../kit/list-toolbar';
import { useAdminList } from '../kit/use-admin-list';
import { TwoLineCell } from '../kit/two-line-cell';
import { useListSearch } from '../kit/use-list-search';
import { InvoiceLink } from './sales/invoice-link';
import { RefundHistory } from './sales/refund-history';
import { RefundRequestNote } from './sales/refund-request-note';
import { amountColumn, salesSearchLabel } from './sales/sales-columns';
import { SalesBadge } from './sales/sales-badge';
import { currentRefundResult, useRefund, type RefundResult } from './sales/use-refund';

const path = apiPaths.adminPayments;

/** The payments table: the transaction, who paid, the refund story and the row's actions. */
function paymentColumns(refunds: ReturnType<typeof useRefund>): Column<AdminPaymentRow>[] {
  return [
    {
      header: 'Transaction',
      cell: (item) => (
        <>
          <p className="font-mono text-xs">{item.merchantTransactionId}</p>
          {item.paymentInstrument?.utr && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {item.paymentInstrument.type} · UTR {item.paymentInstrument.utr}
            </p>
          )}
        </>
      ),
    },
    {
      header: 'Learner',
      className: 'hidden md:table-cell',
      cell: (item) =>
        item.learner ? <TwoLineCell main={item.learner.name} detail={item.courseTitle} /> : '—',
    },
    amountColumn((item) => item.amountPaise),
    {
      header: 'Status',
      cell: (item) => (
        <>
          <SalesBadge status={item.status} label={adminPaymentStatusLabels[item.status]} />
          <RefundRequestNote request={item.refundRequest} />
          <RefundHistory refunds={item.refunds} />
          {item.irnPending && <IrnPendingNote pending={item.irnPending} />}
        </>
      ),
    },
    dateColumn('Date', (item) => formatDateTime(item.createdAt)),
    {
      header: 'Actions',
      cell: (item) => (
        <div className="flex flex-wrap gap-1">
          <InvoiceLink url={item.invoiceUrl} learner={item.learner?.name ?? 'this payment'} />
          {(item.status === 'COMPLETED' || item.status === 'REFUND_FAILED') && (
            <RefundButton item={item} refunds={refunds} />
          )}
          {item.refundRequest?.state === 'requested' && item.status === 'COMPLETED' && (
            <DeclineButton item={item} refunds={refunds} />
          )}
        </div>
      ),
    },
  ];
}

/** Why the invoice has no IRN yet: the IRP's last answer tells a refusal from an outage. */
function IrnPendingNote({ pending }: { pending: NonNullable<AdminPaymentRow['irnPending']> }) {
  return (
    <div className="mt-1 text-xs text-amber-700 dark:text-amber-400">
      <p className="font-medium">
        {irnPendingLabel}: the invoice is not yet registered with the IRP; it is retried every
        minute.
      </p>
      {pending.lastError && (
        <p>
          The IRP’s last answer, after {pending.attempts}{' '}
          {pending.attempts === 1 ? 'attempt' : 'attempts'}: {pending.lastError}
        </p>
      )}
    </div>
  );
}

/** PhonePe payments (docs/product.md §12: real, where the first version had sample rows), with refunds and export. */
export function PaymentsTab() {
  const search = useListSearch(salesSearchLabel);
  const status = useStatusFilter(
    adminPaymentStatuses,
    (choice) => adminPaymentStatusLabels[choice],
  );
  // Built with the API's own query schema's types: a blank filter is left out.
  const query = { q: search.q, status: status.value || undefined } satisfies AdminPaymentListQuery;
  const list = useAdminList<AdminPaymentRow>(path, query, 'Failed to fetch payments');
  const refunds = useRefund(list.setItems);

  return (
    <ListTab
      heading={{
        title: 'Payments',
        description: 'PhonePe payments for course enrollments, with refunds.',
      }}
      csv={{ path, query }}
      toolbar={{
        search: search.box,
        filters: [status.filter],
      }}
      list={list}
      above={<RefundOutcome result={currentRefundResult(refunds.result, list.items)} />}
      table={{
        caption: 'Payments',
        rowKey: (item) => item.merchantTransactionId,
        emptyText: 'No payments found',
        columns: paymentColumns(refunds),
      }}
    />
  );
}

/** A payment row's button, and the refund actions it starts. */
interface PaymentButtonProps {
  item: AdminPaymentRow;
  refunds: ReturnType<typeof useRefund>;
}

/** Refund, Approve refund (a learner asked) or Retry refund (the last attempt failed). */
function RefundButton({ item, refunds }: PaymentButtonProps) {
  const asked = item.refundRequest?.state === 'requested';
  const retry = item.status === 'REFUND_FAILED';
  return (
    <button
      type="button"
      className={buttonClass.rowDanger}
      disabled={refunds.busyId === item.merchantTransactionId}
      onClick={() => void refunds.refund(item)}
      aria-label={`${retry ? 'Retry refund:' : asked ? 'Approve refund:' : 'Refund'} ${formatInr(item.amountPaise)} to ${item.learner?.name ?? 'the payer'}`}
    >
      {refunds.busyId === item.merchantTransactionId
        ? 'Refunding...'
        : retry
          ? 'Retry refund'
          : asked
            ? 'Approve refund'
            : 'Refund'}
    </button>
  );
}

/** Decline of a learner's waiting refund request. */
function DeclineButton({ item, refunds }: PaymentButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass.rowAction}
      disabled={refunds.busyId === item.merchantTransactionId}
      onClick={() => void refunds.decline(item)}
      aria-label={`Decline the refund request of ${item.learner?.name ?? 'the learner'}`}
    >
      Decline
    </button>
  );
}

/** What the last refund did, or why it did not happen, announced to screen readers. */
function RefundOutcome({ result }: { result?: RefundResult }) {
  return (
    <div aria-live="polite">
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mb-4 rounded-lg border px-4 py-3 text-sm ${
            result.ok
              ? 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200'
              : 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
          }`}
        >
          {result.message}
        </p>
      )}
    </div>
  );
}
