import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { checkoutConfig } from '#lambdas/lib/config';
import { invoiceLinkToken } from './invoice-link';

// The credit note download link: signed like the invoice link, over the enrollment id. A learner's
// one token opens the invoice and every credit note of their enrollment: they are one person's
// papers for one purchase, so a token per document would protect nothing more, and the links the
// admin and the learner's area hold stay one secret per enrollment.

export async function creditNoteUrl(
  enrollmentId: string,
  merchantRefundId: string,
): Promise<string> {
  const url = new URL(
    withPathParameters(apiPaths.creditNote, { enrollmentId, creditNoteId: merchantRefundId }),
    checkoutConfig().SITE_URL,
  );
  url.searchParams.set('token', await invoiceLinkToken(enrollmentId));
  return url.toString();
}
