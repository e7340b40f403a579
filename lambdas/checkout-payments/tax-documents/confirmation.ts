import type { SiteSettings } from '#shared/content/schemas';
import type { Enrollment } from '#shared/checkout/enrollment';
import {
  getInvoiceByEnrollment,
  putInvoiceWithNextSerial,
  type StoredInvoice,
} from '#lambdas/data/invoices';
import { recordInvoiceNumberOnce } from '#lambdas/data/enrollments';
import { renderPdf } from '#lambdas/documents/pdf-client';
import { companySettings } from '#lambdas/data/company-settings';
import { sendNotification } from '#lambdas/mail/mailer';
import { myLearningUrl } from '#lambdas/lib/config';
import { enrollmentConfirmedMail } from './enrollment-mails';
import { buildTaxInvoice, financialYearOf } from '#shared/checkout/invoice';
import { renderInvoiceHtml } from './invoice-document';
import { invoiceUrl } from './document-links';
import { taxInvoiceView } from './tax-invoice-view';
import { needsEInvoice } from '#shared/checkout/e-invoice';
import { pendingSince, reportInvoice } from '../e-invoicing/e-invoice-reporting';

// What follows a confirmation, once: the GST invoice, then the learner's e-mail with it.

/**
 * Issues the confirmed enrollment's invoice and e-mails it, unless that was done. Called by
 * whoever confirmed, and again by a repeated webhook or a status check, perhaps at the same
 * moment, or after a first call was cut short (the table unreachable, the Lambda stopped): one
 * invoice is stored, and whoever records its number on the enrollment sends the one e-mail.
 */
export async function issueInvoiceAndNotify(enrollment: Enrollment, now: Date): Promise<void> {
  if (enrollment.enrollmentStatus !== 'confirmed' || enrollment.invoiceNumber) return;
  const company = await companySettings();
  const issued =
    (await getInvoiceByEnrollment(enrollment.id)) ?? (await issueInvoice(enrollment, company, now));
  // A B2B invoice of a supplier that must e-invoice goes to the IRP first, so the mail carries
  // its IRN; if the IRP fails it is mailed "IRN pending" and the scheduled job retries.
  const invoice = await reportInvoice(issued, now);
  // Read and drawn before the claim below, so that after it only the sending itself can fail.
  const [link, invoicePdf] = await Promise.all([
    invoiceUrl({ enrollmentId: enrollment.id, invoiceNumber: invoice.invoiceNumber }, 'mail', now),
    renderPdf({ document: 'tax-document', view: taxInvoiceView(invoice) }),
  ]);
  if (!(await recordInvoiceNumberOnce(enrollment.id, invoice.invoiceNumber))) return;

  await sendNotification(
    enrollmentConfirmedMail({
      enrollment,
      invoice,
      invoicePdf,
      invoiceUrl: link,
      myLearningUrl: myLearningUrl(),
      company,
    }),
  );
}

/** Stores the enrollment's invoice; if another call stored one first, that one is the invoice. */
async function issueInvoice(
  enrollment: Enrollment,
  company: SiteSettings,
  now: Date,
): Promise<StoredInvoice> {
  const stored = await putInvoiceWithNextSerial(financialYearOf(now), (serial) => {
    const built = buildTaxInvoice({ enrollment, supplier: company, serial, issuedAt: now });
    // Stored pending in the same write, so no e-invoice due is ever forgotten (decision 027).
    const invoice = needsEInvoice(company, built.recipient)
      ? { ...built, eInvoice: pendingSince(now) }
      : built;
    return { ...invoice, html: renderInvoiceHtml(invoice) };
  });
  if (stored) return stored;
  const first = await getInvoiceByEnrollment(enrollment.id);
  if (!first) throw new Error(`The invoice of enrollment ${enrollment.id} vanished`);
  return first;
}
