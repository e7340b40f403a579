import type { RefundAttempt } from '#shared/checkout/refund';
import {
  getCreditNote,
  putCreditNoteWithNextSerial,
  recordCreditNoteNumberOnce,
  type StoredCreditNote,
} from '#lambdas/data/credit-notes';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getInvoiceByEnrollment, type StoredInvoice } from '#lambdas/data/invoices';
import { needsEInvoice } from '#shared/checkout/e-invoice';
import { pendingSince, reportCreditNote } from '../e-invoicing/e-invoice-reporting';
import { renderPdf } from '#lambdas/documents/pdf-client';
import { companySettings } from '#lambdas/data/company-settings';
import { sendNotification } from '#lambdas/mail/mailer';
import { creditNoteMail } from './credit-note-mails';
import { buildCreditNote, creditNotePrefix } from '#shared/checkout/credit-note';
import { renderCreditNoteHtml, renderCreditNoteText } from './credit-note-document';
import { creditNoteUrl } from './document-links';
import { creditNoteView } from './credit-note-view';
import { financialYearOf } from '#shared/checkout/invoice';
import { documentBrandingOf } from '#shared/checkout/document-branding';

// What follows a completed refund, once: the GST credit note against the invoice, then the
// learner's e-mail with it (CGST Act s.34: the tax on money returned is no longer payable).

/**
 * Issues the completed refund's credit note and e-mails it, unless that was done. Called by
 * whoever saw the refund complete (webhook, status check, the scheduled job), perhaps at the same
 * moment or after a first call was cut short: one credit note is stored, and whoever records its
 * number on the refund attempt sends the one e-mail. A payment refunded before any invoice (a
 * late payment on a full batch) has nothing to credit.
 */
export async function issueCreditNoteAndNotify(refund: RefundAttempt, now: Date): Promise<void> {
  if (refund.state !== 'COMPLETED' || refund.creditNoteNumber) return;
  const invoice = await getInvoiceByEnrollment(refund.enrollmentId);
  if (!invoice) return;
  const issued =
    (await getCreditNote(refund.enrollmentId, refund.merchantRefundId)) ??
    (await issueCreditNote(invoice, refund, now));
  // Against an e-invoiced invoice, reported to the IRP as a CRN first (decision 027).
  const note = await reportCreditNote(issued, now);
  // Read and drawn before the claim below, so that after it only the sending itself can fail.
  const view = creditNoteView(note);
  const [company, enrollment, link, creditNotePdf] = await Promise.all([
    companySettings(),
    getEnrollmentById(refund.enrollmentId),
    creditNoteUrl({ ...refund, creditNoteNumber: note.creditNoteNumber }, 'mail', now),
    renderPdf({ document: 'tax-document', view }),
  ]);
  if (!(await recordCreditNoteNumberOnce(refund, note.creditNoteNumber))) return;

  await sendNotification(
    creditNoteMail({
      note,
      courseTitle: enrollment?.courseTitle ?? note.item.description,
      noteText: renderCreditNoteText(view),
      creditNoteUrl: link,
      creditNotePdf,
      ...(enrollment?.certificateId ? { revokedCertificateId: enrollment.certificateId } : {}),
      company,
    }),
  );
}

/** Stores the refund's credit note; if another call stored one first, that one is the note. */
async function issueCreditNote(
  invoice: StoredInvoice,
  refund: RefundAttempt,
  now: Date,
): Promise<StoredCreditNote> {
  const eInvoiced =
    invoice.eInvoice !== undefined || needsEInvoice(await companySettings(), invoice.recipient);
  const branding = documentBrandingOf(await companySettings());
  const stored = await putCreditNoteWithNextSerial(financialYearOf(now), (serial) => {
    const note = buildCreditNote({
      invoice,
      refund,
      serial,
      issuedAt: now,
      prefix: creditNotePrefix,
      branding,
    });
    const due = eInvoiced ? { ...note, eInvoice: pendingSince(now) } : note;
    return { ...due, html: renderCreditNoteHtml(creditNoteView(due)) };
  });
  if (stored) return stored;
  const first = await getCreditNote(refund.enrollmentId, refund.merchantRefundId);
  if (!first) throw new Error(`The credit note of refund ${refund.merchantRefundId} vanished`);
  return first;
}
