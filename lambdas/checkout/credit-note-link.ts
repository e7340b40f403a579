import { getCreditNote } from '../data/credit-notes';
import { checkoutConfig } from '../lib/config';
import { NotFoundError } from '../lib/errors';
import { invoiceLinkToken, isInvoiceLinkToken } from './invoice-link';

// The credit note download link: signed like the invoice link, over the enrollment id. A learner's
// one token opens the invoice and every credit note of their enrollment: they are one person's
// papers for one purchase, so a token per document would protect nothing more, and the links the
// admin and the learner's area hold stay one secret per enrollment.

export const creditNoteNotFound = 'Credit note not found';

/** A merchantRefundId as we make them (`<order>_R<n>`): URL-safe as it stands. */
const isPossibleCreditNoteId = (id: string) => /^[A-Za-z0-9_-]{1,100}$/.test(id);

export async function creditNoteUrl(
  enrollmentId: string,
  merchantRefundId: string,
): Promise<string> {
  const url = new URL(
    `/api/credit-notes/${encodeURIComponent(enrollmentId)}/${encodeURIComponent(merchantRefundId)}`,
    checkoutConfig().SITE_URL,
  );
  url.searchParams.set('token', await invoiceLinkToken(enrollmentId));
  return url.toString();
}

/** The stored page, or "not found" for a wrong token too, so links cannot probe for refunds. */
export async function creditNoteDownload(
  enrollmentId: string,
  creditNoteId: string,
  token: string | undefined,
): Promise<string> {
  const note =
    isPossibleCreditNoteId(creditNoteId) && (await isInvoiceLinkToken(enrollmentId, token))
      ? await getCreditNote(enrollmentId, creditNoteId)
      : undefined;
  if (!note) throw new NotFoundError(creditNoteNotFound);
  return note.html;
}
