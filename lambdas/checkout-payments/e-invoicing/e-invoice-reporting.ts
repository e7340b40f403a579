import type { PendingEInvoice, RegisteredEInvoice } from '#shared/checkout/e-invoice';
import { productMetrics } from '#shared/operations/product-metrics';
import { creditNoteKeys, type StoredCreditNote } from '#lambdas/data/credit-notes';
import {
  listPendingEInvoices,
  recordEInvoiceAttemptFailed,
  recordEInvoiceRegistered,
} from '#lambdas/data/e-invoices';
import { invoiceKeys, type StoredInvoice } from '#lambdas/data/invoices';
import { logger } from '#lambdas/lib/logger';
import { countMetric } from '#lambdas/lib/metrics';
import { renderCreditNoteHtml } from '../tax-documents/credit-note-document';
import { creditNoteView } from '../tax-documents/credit-note-view';
import { renderInvoiceHtml } from '../tax-documents/invoice-document';
import { eInvoiceProvider } from './irp-config';
import { irnPayloadOfCreditNote, irnPayloadOfInvoice, type IrnPayload } from './irn-payload';

// Reporting B2B documents to the IRP (decision 027). A document that must be e-invoiced is
// stored "IRN pending" when it is issued, so it can never be lost; then reported at once. Success
// keeps the IRN, ack and signed QR code on the document (and redraws its page); any failure
// leaves it pending, counted and explained, for the scheduled job to retry. The sale is never
// refused or held back for it.

/** A document pending longer than this has the operators' alarm counting it (infra). */
export const eInvoiceAlarmAfterMs = 30 * 60_000;

export const pendingSince = (now: Date): PendingEInvoice => ({
  status: 'pending',
  since: now.toISOString(),
  attempts: 0,
});

async function register(
  supplierGstin: string,
  payload: () => IrnPayload,
  now: Date,
): Promise<RegisteredEInvoice> {
  const provider = await eInvoiceProvider(supplierGstin);
  const details = await provider.generateIrn(payload());
  return {
    status: 'registered',
    irn: details.irn,
    ackNo: details.ackNo,
    ackDate: details.ackDate,
    signedQrCode: details.signedQrCode,
    registeredAt: now.toISOString(),
  };
}

/** The failure as the admin and the logs may see it: the IRP's words, never a key. */
const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : 'the e-invoice could not be reported';

/** Reports a pending invoice; answers the invoice as it now stands (registered or still pending). */
export async function reportInvoice(
  invoice: StoredInvoice,
  now = new Date(),
): Promise<StoredInvoice> {
  const pending = invoice.eInvoice;
  if (pending?.status !== 'pending') return invoice;
  const keys = invoiceKeys(invoice.enrollmentId);
  try {
    const eInvoice = await register(
      invoice.supplier.gstin,
      () => irnPayloadOfInvoice(invoice),
      now,
    );
    const html = renderInvoiceHtml({ ...invoice, eInvoice });
    const stored = await recordEInvoiceRegistered<StoredInvoice>(keys, eInvoice, html);
    return stored ?? { ...invoice, eInvoice, html };
  } catch (error) {
    logger.warn('E-invoice: the invoice stays IRN pending', {
      invoiceNumber: invoice.invoiceNumber,
      reason: reasonOf(error),
    });
    await recordEInvoiceAttemptFailed(keys, pending, reasonOf(error));
    return invoice;
  }
}

/** Reports a pending credit note as a CRN; answers the note as it now stands. */
export async function reportCreditNote(
  note: StoredCreditNote,
  now = new Date(),
): Promise<StoredCreditNote> {
  const pending = note.eInvoice;
  if (pending?.status !== 'pending') return note;
  const { pk, sk } = creditNoteKeys(note);
  const keys = { pk, sk };
  try {
    const eInvoice = await register(note.supplier.gstin, () => irnPayloadOfCreditNote(note), now);
    const html = renderCreditNoteHtml(creditNoteView({ ...note, eInvoice }));
    const stored = await recordEInvoiceRegistered<StoredCreditNote>(keys, eInvoice, html);
    return stored ?? { ...note, eInvoice, html };
  } catch (error) {
    logger.warn('E-invoice: the credit note stays IRN pending', {
      creditNoteNumber: note.creditNoteNumber,
      reason: reasonOf(error),
    });
    await recordEInvoiceAttemptFailed(keys, pending, reasonOf(error));
    return note;
  }
}

export interface EInvoiceRetryReport {
  registered: number;
  stillPending: number;
}

/**
 * The scheduled job's step: every document still pending is reported again, oldest first; each
 * still pending past eInvoiceAlarmAfterMs is counted on the metric the operators' alarm watches.
 */
export async function retryPendingEInvoices(now = new Date()): Promise<EInvoiceRetryReport> {
  const report: EInvoiceRetryReport = { registered: 0, stillPending: 0 };
  let overdue = 0;
  for (const document of await listPendingEInvoices()) {
    const after =
      document.kind === 'invoice'
        ? (await reportInvoice(document.invoice, now)).eInvoice
        : (await reportCreditNote(document.note, now)).eInvoice;
    if (after?.status === 'registered') {
      report.registered += 1;
      continue;
    }
    report.stillPending += 1;
    if (after && now.getTime() - new Date(after.since).getTime() >= eInvoiceAlarmAfterMs) {
      overdue += 1;
    }
  }
  if (overdue > 0) countMetric(productMetrics.eInvoicesPending, overdue);
  return report;
}
