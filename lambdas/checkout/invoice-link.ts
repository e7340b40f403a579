import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkoutConfig } from '../lib/config';

// The invoice download link in the confirmation mail: the enrollment id signed with
// INVOICE_LINK_SECRET, so only the learner's link opens it and ids cannot be guessed into one.

export function invoiceLinkToken(enrollmentId: string): string {
  return createHmac('sha256', checkoutConfig().INVOICE_LINK_SECRET)
    .update(enrollmentId)
    .digest('base64url');
}

export function isInvoiceLinkToken(enrollmentId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(invoiceLinkToken(enrollmentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function invoiceUrl(enrollmentId: string): string {
  const url = new URL(
    `/api/invoices/${encodeURIComponent(enrollmentId)}`,
    checkoutConfig().SITE_URL,
  );
  url.searchParams.set('token', invoiceLinkToken(enrollmentId));
  return url.toString();
}
