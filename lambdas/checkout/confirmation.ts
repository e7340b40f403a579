import type { Enrollment } from '../../shared/checkout/enrollment';
import { getInvoiceByEnrollment, nextInvoiceSerial, putInvoiceOnce } from '../data/invoices';
import { recordInvoiceNumber } from '../data/enrollments';
import { companySettings } from '../domain/company';
import { sendNotification } from '../lib/mailer';
import { enrollmentConfirmedMail } from '../mail/enrollment-mails';
import { buildTaxInvoice, financialYearOf } from './invoice';
import { renderInvoiceHtml } from './invoice-document';
import { invoiceUrl } from './invoice-link';

// What follows a confirmation, once: the GST invoice, then the learner's e-mail with it.

/**
 * Issues the confirmed enrollment's invoice and e-mails it, unless it has one already. Called by
 * whoever confirmed, and again by a repeated webhook or a status check if that was interrupted:
 * the conditional put makes sure one invoice and one e-mail go out.
 */
export async function issueInvoiceAndNotify(enrollment: Enrollment, now: Date): Promise<void> {
  if (enrollment.enrollmentStatus !== 'confirmed' || enrollment.invoiceNumber) return;
  // Checked before taking a serial, so a repeat does not leave a gap in the year's series.
  if (await getInvoiceByEnrollment(enrollment.id)) return;

  const company = await companySettings();
  const serial = await nextInvoiceSerial(financialYearOf(now));
  const invoice = buildTaxInvoice({ enrollment, supplier: company, serial, issuedAt: now });
  const html = renderInvoiceHtml(invoice);
  if (!(await putInvoiceOnce({ ...invoice, html }))) return;
  await recordInvoiceNumber(enrollment.id, invoice.invoiceNumber);

  await sendNotification(
    enrollmentConfirmedMail({
      enrollment,
      invoice,
      invoiceHtml: html,
      invoiceUrl: await invoiceUrl(enrollment.id),
      company,
    }),
  );
}
