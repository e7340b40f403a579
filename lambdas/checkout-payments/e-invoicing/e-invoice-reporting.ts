import type { PendingEInvoice, RegisteredEInvoice } from '#shared/checkout/e-invoice';
import { companySettings } from '#lambdas/data/company-settings';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getRefund } from '#lambdas/data/refunds';
import { renderPdf } from '#lambdas/documents/pdf-client';
import { sendNotification } from '#lambdas/mail/mailer';
import { creditNoteUrl, invoiceUrl } from '../tax-documents/document-links';
import { eInvoiceRegisteredMail } from '../tax-documents/e-invoice-mail';
import { taxInvoiceView } from '../tax-documents/tax-invoice-view';
import { productMetrics } from '#shared/operations/product-metrics';
import { creditNoteKeys, type StoredCreditNote } from '#lambdas/data/credit-notes';
import {
  listPendingEInvoices,
  type PendingEInvoiceDocument,
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
  return (await registerInvoice(invoice, now)).document;
}

/** What a report did: the document as it stands, and whether this very call registered it. */
interface Reported<T> {
  document: T;
  registeredHere: boolean;
}

async function registerInvoice(
  invoice: StoredInvoice,
  now: Date,
): Promise<Reported<StoredInvoice>> {
  const pending = invoice.eInvoice;
  if (pending?.status !== 'pending') return { document: invoice, registeredHere: false };
  const keys = invoiceKeys(invoice.enrollmentId);
  try {
    const eInvoice = await register(
      invoice.supplier.gstin,
      () => irnPayloadOfInvoice(invoice),
      now,
    );
    const html = renderInvoiceHtml({ ...invoice, eInvoice });
    const stored = await recordEInvoiceRegistered<StoredInvoice>(keys, eInvoice, html);
    return { document: stored ?? { ...invoice, eInvoice, html }, registeredHere: Boolean(stored) };
  } catch (error) {
    logger.warn('E-invoice: the invoice stays IRN pending', {
      invoiceNumber: invoice.invoiceNumber,
      reason: reasonOf(error),
    });
    await recordEInvoiceAttemptFailed(keys, pending, reasonOf(error));
    return { document: invoice, registeredHere: false };
  }
}

/** Reports a pending credit note as a CRN; answers the note as it now stands. */
export async function reportCreditNote(
  note: StoredCreditNote,
  now = new Date(),
): Promise<StoredCreditNote> {
  return (await registerCreditNote(note, now)).document;
}

async function registerCreditNote(
  note: StoredCreditNote,
  now: Date,
): Promise<Reported<StoredCreditNote>> {
  const pending = note.eInvoice;
  if (pending?.status !== 'pending') return { document: note, registeredHere: false };
  const { pk, sk } = creditNoteKeys(note);
  const keys = { pk, sk };
  try {
    const eInvoice = await register(note.supplier.gstin, () => irnPayloadOfCreditNote(note), now);
    const html = renderCreditNoteHtml(creditNoteView({ ...note, eInvoice }));
    const stored = await recordEInvoiceRegistered<StoredCreditNote>(keys, eInvoice, html);
    return { document: stored ?? { ...note, eInvoice, html }, registeredHere: Boolean(stored) };
  } catch (error) {
    logger.warn('E-invoice: the credit note stays IRN pending', {
      creditNoteNumber: note.creditNoteNumber,
      reason: reasonOf(error),
    });
    await recordEInvoiceAttemptFailed(keys, pending, reasonOf(error));
    return { document: note, registeredHere: false };
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
  for (const pending of await listPendingEInvoices()) {
    const registered =
      pending.kind === 'invoice'
        ? await registerInvoice(pending.invoice, now)
        : await registerCreditNote(pending.note, now);
    const after = registered.document.eInvoice;
    if (after?.status === 'registered') {
      report.registered += 1;
      // Mailed once, by the run that registered it: its buyer had it marked "IRN pending".
      if (registered.registeredHere) {
        await mailRegisteredSafely(
          pending.kind === 'invoice'
            ? { kind: 'invoice', invoice: registered.document as StoredInvoice }
            : { kind: 'credit-note', note: registered.document as StoredCreditNote },
          after,
          now,
        );
      }
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

/** The mail is a courtesy: its failure is logged and never stops the other retries. */
async function mailRegisteredSafely(...args: Parameters<typeof mailRegistered>): Promise<void> {
  try {
    await mailRegistered(...args);
  } catch (error) {
    logger.error('E-invoice: could not mail the registered document', { error });
  }
}

/**
 * Sends the buyer the document again with its IRN, if its first mail went out without one (the
 * invoice's number noted on the enrolment, the credit note's on its refund: decision 027). A
 * document not mailed yet gets its IRN in that first mail.
 */
async function mailRegistered(
  registered: PendingEInvoiceDocument,
  eInvoice: RegisteredEInvoice,
  now: Date,
): Promise<void> {
  const company = await companySettings();
  if (registered.kind === 'invoice') {
    const document = registered.invoice;
    const enrollment = await getEnrollmentById(document.enrollmentId);
    if (enrollment?.invoiceNumber !== document.invoiceNumber) return;
    const [documentUrl, pdf] = await Promise.all([
      invoiceUrl(
        { enrollmentId: document.enrollmentId, invoiceNumber: document.invoiceNumber },
        'mail',
        now,
      ),
      renderPdf({ document: 'tax-document', view: taxInvoiceView(document) }),
    ]);
    await sendNotification(
      eInvoiceRegisteredMail({
        kind: 'tax-invoice',
        number: document.invoiceNumber,
        recipient: document.recipient,
        eInvoice,
        documentUrl,
        pdf,
        company,
      }),
    );
    return;
  }
  const { note } = registered;
  const refund = await getRefund(note.merchantTransactionId, note.merchantRefundId);
  if (refund?.creditNoteNumber !== note.creditNoteNumber) return;
  const [documentUrl, pdf] = await Promise.all([
    creditNoteUrl({ ...refund, creditNoteNumber: note.creditNoteNumber }, 'mail', now),
    renderPdf({ document: 'tax-document', view: creditNoteView(note) }),
  ]);
  await sendNotification(
    eInvoiceRegisteredMail({
      kind: 'credit-note',
      number: note.creditNoteNumber,
      recipient: note.recipient,
      eInvoice,
      documentUrl,
      pdf,
      company,
    }),
  );
}
