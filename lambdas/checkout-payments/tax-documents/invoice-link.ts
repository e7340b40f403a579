import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkoutConfig } from '#lambdas/lib/config';
import { secretString } from '#lambdas/lib/secrets';

// The invoice download link in the confirmation mail: the enrollment id signed with
// INVOICE_LINK_SECRET, so only the learner's link opens it and ids cannot be guessed into one.

/** The key: from Secrets Manager in the cloud (cached five minutes), the environment locally. */
async function invoiceLinkKey(): Promise<string> {
  const { INVOICE_LINK_SECRET, INVOICE_LINK_SECRET_ARN } = checkoutConfig();
  if (!INVOICE_LINK_SECRET_ARN) return INVOICE_LINK_SECRET;
  const key = await secretString(INVOICE_LINK_SECRET_ARN);
  if (!key) throw new Error('The invoice link secret has no string value.');
  return key;
}

export async function invoiceLinkToken(enrollmentId: string): Promise<string> {
  return createHmac('sha256', await invoiceLinkKey())
    .update(enrollmentId)
    .digest('base64url');
}

export async function isInvoiceLinkToken(
  enrollmentId: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const expected = Buffer.from(await invoiceLinkToken(enrollmentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function invoiceUrl(enrollmentId: string): Promise<string> {
  const url = new URL(
    withPathParameters(apiPaths.invoice, { enrollmentId }),
    checkoutConfig().SITE_URL,
  );
  url.searchParams.set('token', await invoiceLinkToken(enrollmentId));
  return url.toString();
}
