import type { TaxDocumentQuery } from '#shared/checkout/tax-document-download';
import { taxDocumentMessages } from '#shared/checkout/tax-document-download';
import { getCreditNote } from '#lambdas/data/credit-notes';
import { getInvoiceByEnrollment } from '#lambdas/data/invoices';
import { renderPdf } from '#lambdas/documents/pdf-client';
import { creditNoteFileName, invoiceFileName } from './tax-document-format';
import { NotFoundError } from '#lambdas/lib/errors';
import { creditNoteView } from './credit-note-view';
import { isInvoiceLinkToken } from './invoice-link';
import type { TaxDocumentView } from './tax-document-view';
import { taxInvoiceView } from './tax-invoice-view';

// The learner's tax invoice and credit notes, behind the signed link from their e-mail: as PDF
// by default, or as the stored HTML page. A wrong token reads as "not found", so a link cannot be
// used to probe for enrollments or refunds.

export type TaxDocumentDownload =
  { format: 'pdf'; pdf: Uint8Array; fileName: string } | { format: 'html'; html: string };

/** A merchantRefundId as we make them (`<order>_R<n>`): URL-safe as it stands. */
const isPossibleCreditNoteId = (id: string) => /^[A-Za-z0-9_-]{1,100}$/.test(id);

export async function invoiceDownload(
  enrollmentId: string,
  query: TaxDocumentQuery,
): Promise<TaxDocumentDownload> {
  const invoice = (await isInvoiceLinkToken(enrollmentId, query.token))
    ? await getInvoiceByEnrollment(enrollmentId)
    : undefined;
  if (!invoice) throw new NotFoundError(taxDocumentMessages.invoiceNotFound);
  return downloadAs(query, invoice.html, () => ({
    view: taxInvoiceView(invoice),
    fileName: invoiceFileName(invoice.invoiceNumber),
  }));
}

export async function creditNoteDownload(
  enrollmentId: string,
  merchantRefundId: string,
  query: TaxDocumentQuery,
): Promise<TaxDocumentDownload> {
  const note =
    isPossibleCreditNoteId(merchantRefundId) &&
    (await isInvoiceLinkToken(enrollmentId, query.token))
      ? await getCreditNote(enrollmentId, merchantRefundId)
      : undefined;
  if (!note) throw new NotFoundError(taxDocumentMessages.creditNoteNotFound);
  return downloadAs(query, note.html, () => ({
    view: creditNoteView(note),
    fileName: creditNoteFileName(note.creditNoteNumber),
  }));
}

/** The stored page as issued, or the PDF drawn from the document's view. */
async function downloadAs(
  query: TaxDocumentQuery,
  html: string,
  pdfOf: () => { view: TaxDocumentView; fileName: string },
): Promise<TaxDocumentDownload> {
  if (query.format === 'html') return { format: 'html', html };
  const { view, fileName } = pdfOf();
  return { format: 'pdf', pdf: await renderPdf({ document: 'tax-document', view }), fileName };
}
