import type { TaxDocumentQuery } from '#shared/checkout/tax-document-download';
import { taxDocumentMessages } from '#shared/checkout/tax-document-download';
import { getCreditNote } from '#lambdas/data/credit-notes';
import { getInvoiceByEnrollment } from '#lambdas/data/invoices';
import { renderPdf } from '#lambdas/documents/pdf-client';
import { creditNoteFileName, invoiceFileName } from './tax-document-format';
import { HttpError } from '#lambdas/lib/errors';
import { creditNoteView } from './credit-note-view';
import {
  checkDocumentToken,
  isDocumentTokenShaped,
  type DocumentTokenCheck,
  type SignedDocument,
} from './document-links';
import type { TaxDocumentView } from './tax-document-view';
import { taxInvoiceView } from './tax-invoice-view';

// The learner's tax invoice and credit notes, behind a signed link (decision 020): as PDF by
// default, or as the stored HTML page. A token that does not open this very document is 403, and
// so is one for a document that does not exist, so a link cannot probe for enrolments or refunds;
// a genuine link past its expiry is 410. Both tell the learner where to get a fresh one.

export type TaxDocumentDownload =
  { format: 'pdf'; pdf: Uint8Array; fileName: string } | { format: 'html'; html: string };

/** A merchantRefundId as we make them (`<order>_R<n>`): URL-safe as it stands. */
const isPossibleCreditNoteId = (id: string) => /^[A-Za-z0-9_-]{1,100}$/.test(id);

export async function invoiceDownload(
  enrollmentId: string,
  query: TaxDocumentQuery,
  now = new Date(),
): Promise<TaxDocumentDownload> {
  const invoice = isDocumentTokenShaped(query.token)
    ? await getInvoiceByEnrollment(enrollmentId)
    : undefined;
  if (!invoice) throw refused('invalid');
  await requireOpens(
    { kind: 'invoice', number: invoice.invoiceNumber, enrollmentId },
    query.token,
    now,
  );
  return downloadAs(query, invoice.html, () => ({
    view: taxInvoiceView(invoice),
    fileName: invoiceFileName(invoice.invoiceNumber),
  }));
}

export async function creditNoteDownload(
  enrollmentId: string,
  merchantRefundId: string,
  query: TaxDocumentQuery,
  now = new Date(),
): Promise<TaxDocumentDownload> {
  const note =
    isPossibleCreditNoteId(merchantRefundId) && isDocumentTokenShaped(query.token)
      ? await getCreditNote(enrollmentId, merchantRefundId)
      : undefined;
  if (!note) throw refused('invalid');
  await requireOpens(
    { kind: 'credit-note', number: note.creditNoteNumber, enrollmentId },
    query.token,
    now,
  );
  return downloadAs(query, note.html, () => ({
    view: creditNoteView(note),
    fileName: creditNoteFileName(note.creditNoteNumber),
  }));
}

/** Nothing unless the token opens this stored document now. */
async function requireOpens(
  document: SignedDocument,
  token: string | undefined,
  now: Date,
): Promise<void> {
  const check = await checkDocumentToken(document, token, now);
  if (check !== 'valid') throw refused(check);
}

const refused = (why: Exclude<DocumentTokenCheck, 'valid'>) =>
  why === 'expired'
    ? new HttpError(410, taxDocumentMessages.linkExpired)
    : new HttpError(403, taxDocumentMessages.linkInvalid);

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
