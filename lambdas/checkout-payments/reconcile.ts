import {
  deleteHold,
  getEnrollmentById,
  listLapsedHolds,
  type SeatHold,
} from '#lambdas/data/enrollments';
import { listPaymentsByState } from '#lambdas/data/payments';
import { writeTransaction } from '#lambdas/data/transactions';
import { logger } from '#lambdas/lib/logger';
import { countMetric } from '#lambdas/lib/metrics';
import { productMetrics } from '#shared/operations/product-metrics';
import { releaseHold } from './hold-transitions';
import { runWaitingListOffers } from './waiting-lists';
import { applyPaymentStatus, type PaymentOutcome } from './payment-confirmation';
import { askProvider } from './payment-status';
import { runMoneyDocumentsJob } from './tax-documents/money-documents';
import { retryPendingEInvoices } from './e-invoicing/e-invoice-reporting';
import { applyRefundAnswer, readRefundStatus, type RefundOutcome } from './refund-lifecycle';
import { listOpenRefunds, listRefundsCompletedSince } from '#lambdas/data/refunds';

// The scheduled job (docs/architecture.md §2): gives back lapsed holds, and asks the provider about payments
// whose webhook may have been lost. A Lambda on an EventBridge schedule in the cloud, a timer
// locally (scripts/local/job-timer.ts). Every step is conditional, so runs may overlap.

/** A payment this old with no webhook yet is worth asking about. */
const quietPaymentMs = 2 * 60_000;
/** Payments older than this are no longer asked about (PhonePe's own pages expire sooner). */
const recheckWindowMs = 2 * 60 * 60_000;

export interface ReconcileReport {
  lapsedHolds: number;
  released: number;
  outcomes: Partial<Record<PaymentOutcome, number>>;
  refunds: Partial<Record<RefundOutcome, number>>;
  /** Invoices and credit notes the job had to issue itself. */
  documents: number;
  /** Seats offered to people on a waiting list. */
  waitingListOffers: number;
  /** B2B documents whose IRN the IRP gave on a retry, and those still pending (decision 027). */
  eInvoices: { registered: number; stillPending: number };
  errors: number;
}

export async function reconcileCheckouts(now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    lapsedHolds: 0,
    released: 0,
    outcomes: {},
    refunds: {},
    documents: 0,
    waitingListOffers: 0,
    eInvoices: { registered: 0, stillPending: 0 },
    errors: 0,
  };
  const count = (outcome: PaymentOutcome) => {
    report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
  };
  const safely = async (what: string, id: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      report.errors += 1;
      countMetric(productMetrics.reconcileFailures);
      logger.error(`Reconcile: could not ${what}`, { error, id });
    }
  };

  for (const hold of await listLapsedHolds(now)) {
    report.lapsedHolds += 1;
    await safely('release a lapsed hold', hold.merchantTransactionId, async () => {
      const outcome = await settleLapsedHold(hold, now);
      if (outcome === 'released') report.released += 1;
      else count(outcome);
    });
  }

  // Payments still open whose webhook has not come (PENDING, hold live), or that may have been
  // paid after their hold lapsed (EXPIRED): a completed or failed one is applied as a webhook.
  const window = { from: new Date(now.getTime() - recheckWindowMs), to: now };
  const quietBefore = new Date(now.getTime() - quietPaymentMs);
  const open = [
    ...(await listPaymentsByState('PENDING', { ...window, to: quietBefore })),
    ...(await listPaymentsByState('EXPIRED', window)),
  ];
  for (const payment of open) {
    await safely('reconcile a payment', payment.merchantTransactionId, async () => {
      const status = await askProvider(payment.merchantTransactionId);
      if (status && status.state !== 'PENDING') count(await applyPaymentStatus(status, now));
    });
  }

  // Refunds PhonePe has not settled yet, or whose request got no answer: where are they now?
  for (const refund of await listOpenRefunds()) {
    await safely('reconcile a refund', refund.merchantRefundId, async () => {
      const outcome = await applyRefundAnswer(refund, await readRefundStatus(refund, now), now);
      if (outcome !== 'unchanged') report.refunds[outcome] = (report.refunds[outcome] ?? 0) + 1;
    });
  }

  // Documents a dispatched job could not finish: confirmed without an invoice, refunded
  // without a credit note. Both issue functions are idempotent.
  const recent = new Date(now.getTime() - recheckWindowMs);
  for (const payment of await listPaymentsByState('COMPLETED', { from: recent, to: now })) {
    await safely('finish an invoice', payment.merchantTransactionId, async () => {
      const enrollment = await getEnrollmentById(payment.enrollmentId);
      if (enrollment?.enrollmentStatus === 'confirmed' && !enrollment.invoiceNumber) {
        await runMoneyDocumentsJob({ kind: 'invoice', enrollmentId: enrollment.id }, now);
        report.documents += 1;
      }
    });
  }
  for (const refund of await listRefundsCompletedSince(recent)) {
    if (refund.creditNoteNumber) continue;
    await safely('finish a credit note', refund.merchantRefundId, async () => {
      const { merchantTransactionId, merchantRefundId } = refund;
      await runMoneyDocumentsJob(
        { kind: 'credit-note', merchantTransactionId, merchantRefundId },
        now,
      );
      report.documents += 1;
    });
  }

  // B2B invoices and credit notes the IRP has not registered yet: report them again.
  await safely('retry the pending e-invoices', 'EINVOICES#PENDING', async () => {
    report.eInvoices = await retryPendingEInvoices(now);
  });

  // Last, so the seats given back above (lapsed holds, refunds) and any an admin added are
  // offered to the people waiting, and lapsed offers pass to the next (decision 025).
  const offers = await runWaitingListOffers(now);
  report.waitingListOffers = offers.offered;
  report.errors += offers.errors;
  return report;
}

/**
 * Asks the provider first: a completed payment is confirmed, anything else gives the seat and
 * the coupon use back (a success that lands later is still honoured or refunded).
 */
async function settleLapsedHold(hold: SeatHold, now: Date): Promise<PaymentOutcome | 'released'> {
  const status = await askProvider(hold.merchantTransactionId);
  if (status?.state === 'COMPLETED') return applyPaymentStatus(status, now);
  const enrollment = await getEnrollmentById(hold.enrollmentId);
  if (!enrollment || enrollment.seat !== 'held' || enrollment.enrollmentStatus !== 'pending') {
    // Every move deletes the hold with it, so this is a leftover: drop it.
    await writeTransaction([deleteHold(hold.enrollmentId)]);
    return 'unchanged';
  }
  const released = await releaseHold(
    enrollment,
    status?.state === 'FAILED' ? 'FAILED' : 'EXPIRED',
    now,
  );
  return released ? 'released' : 'unchanged';
}
