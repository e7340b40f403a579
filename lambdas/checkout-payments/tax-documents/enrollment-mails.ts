import type { Enrollment } from '#shared/checkout/enrollment';
import { formatInr } from '#shared/checkout/money';
import type { SiteSettings } from '#shared/content/schemas';
import type { TaxInvoice } from '#shared/checkout/invoice';
import { renderInvoiceText } from './invoice-document';
import { invoiceFileName } from './tax-document-format';
import type { Mail } from '#lambdas/mail/mime';
import { formatLongDate } from '#shared/booking-slots';
import { composeMail } from '#lambdas/mail/layout';
import { mailedLinkLifeSentence } from '#shared/checkout/tax-document-download';

/** A batch's start date as '1 February 2027', or 'TBD' (docs/product.md §2). */
export const startDateLabel = (startDate: string | null) =>
  startDate ? formatLongDate(startDate) : 'TBD';

/** To the learner, once their payment is verified: the enrollment and its GST invoice. */
export function enrollmentConfirmedMail(input: {
  enrollment: Enrollment;
  invoice: TaxInvoice;
  /** The invoice as PDF (lambdas/documents/pdf-client.ts). */
  invoicePdf: Uint8Array;
  /** Signed for the mail's life (decision 020). */
  invoiceUrl: string;
  /** Where the learner finds their batch, class schedule and invoices from now on. */
  myLearningUrl: string;
  company: SiteSettings;
}): Mail {
  const { enrollment, invoice, company } = input;
  return {
    to: [enrollment.student.email],
    replyTo: company.companyEmail,
    subject: `Enrollment confirmed: ${enrollment.courseTitle}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${enrollment.student.name},`,
          `Your enrollment is confirmed and your payment has been received. Thank you for learning with ${company.companyName}!`,
        ],
        details: [
          ['Course', enrollment.courseTitle],
          ['Batch', enrollment.batch.name],
          ['Start date', startDateLabel(enrollment.batch.startDate)],
          ['Amount paid', `${formatInr(enrollment.amounts.totalPaise)} (incl. GST)`],
          ['Transaction ID', enrollment.providerTransactionId ?? enrollment.merchantTransactionId],
          ['Invoice number', invoice.invoiceNumber],
        ],
        quote: { heading: 'Your tax invoice', text: renderInvoiceText(invoice) },
        action: { label: 'Open My Learning', url: input.myLearningUrl },
        closing: [
          `My Learning shows your batch, class schedule and invoices: sign in there with this e-mail address (${enrollment.student.email}) and the code we send to it.`,
          `Your GST tax invoice is attached, and you can download it here: ${input.invoiceUrl}`,
          mailedLinkLifeSentence,
          'If you have a question, simply reply to this e-mail.',
        ],
      },
      company,
    ),
    attachments: [
      {
        fileName: invoiceFileName(invoice.invoiceNumber),
        contentType: 'application/pdf',
        content: Buffer.from(input.invoicePdf),
      },
    ],
  };
}
