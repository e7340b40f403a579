import { createHmac, timingSafeEqual } from 'node:crypto';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { documentLinkLives, type DocumentLinkLife } from '#shared/checkout/tax-document-download';
import { checkoutConfig } from '#lambdas/lib/config';
import { secretString } from '#lambdas/lib/secrets';

// The signed links that open a learner's tax invoice and credit notes (decision 020): each token
// names one document (its kind and number, and its enrolment) and carries its expiry in the open,
// `v1.<expiry in epoch seconds>.<HMAC-SHA256>`, so a link opens that document only, and only
// until it lapses. Every issuer mints here and every download checks here.

export type DocumentKind = 'invoice' | 'credit-note';

/** What a token opens: the document's kind, its own number, and the enrolment it belongs to. */
export interface SignedDocument {
  kind: DocumentKind;
  /** The invoice's or the credit note's number, as printed on it. */
  number: string;
  enrollmentId: string;
}

/** Whether a token opens a document: it does, it did until it lapsed, or it never did. */
export type DocumentTokenCheck = 'valid' | 'expired' | 'invalid';

const tokenVersion = 'v1';
const tokenShape = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The keys a token may be signed with, the current one first. In the cloud the secret is read
 * from Secrets Manager (cached five minutes); during a rotation the previous version still opens
 * the links signed before it (docs/deploy.md). Locally the environment's key.
 */
async function linkKeys(): Promise<string[]> {
  const { INVOICE_LINK_SECRET, INVOICE_LINK_SECRET_ARN } = checkoutConfig();
  if (!INVOICE_LINK_SECRET_ARN) return [INVOICE_LINK_SECRET];
  const [current, previous] = await Promise.all([
    secretString(INVOICE_LINK_SECRET_ARN),
    secretString(INVOICE_LINK_SECRET_ARN, 'AWSPREVIOUS'),
  ]);
  if (!current) throw new Error('The document link secret has no string value.');
  return previous && previous !== current ? [current, previous] : [current];
}

/** The signed text: every field on its own line, so no two documents sign alike. */
function mac(key: string, document: SignedDocument, expiresAt: number): string {
  const signed = [
    tokenVersion,
    document.kind,
    document.number,
    document.enrollmentId,
    expiresAt,
  ].join('\n');
  return createHmac('sha256', key).update(signed).digest('base64url');
}

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A token that opens `document` until `expiresAt`, signed with the current key. */
export async function documentToken(document: SignedDocument, expiresAt: Date): Promise<string> {
  const [current] = await linkKeys();
  return documentTokenWith(current!, document, expiresAt);
}

/** Whether `token` opens `document` at `now`, under the current key or the previous one. */
export async function checkDocumentToken(
  document: SignedDocument,
  token: string | undefined,
  now = new Date(),
): Promise<DocumentTokenCheck> {
  return checkDocumentTokenWith(await linkKeys(), document, token, now);
}

/** The same with the key given: what a rotation's two keys mean, testable without the cloud. */
export function documentTokenWith(key: string, document: SignedDocument, expiresAt: Date): string {
  const expiry = epochSeconds(expiresAt);
  return `${tokenVersion}.${expiry}.${mac(key, document, expiry)}`;
}

/** Checks against each of `keys`; an expiry is believed only under a valid signature. */
export function checkDocumentTokenWith(
  keys: readonly string[],
  document: SignedDocument,
  token: string | undefined,
  now: Date,
): DocumentTokenCheck {
  const match = token ? tokenShape.exec(token) : null;
  if (!match) return 'invalid';
  const expiry = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const signedByUs = keys.some((key) => {
    const expected = Buffer.from(mac(key, document, expiry));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signedByUs) return 'invalid';
  return epochSeconds(now) < expiry ? 'valid' : 'expired';
}

/** True when `token` could be one of ours at all, so a download reads nothing for garbage. */
export const isDocumentTokenShaped = (token: string | undefined): boolean =>
  token !== undefined && tokenShape.test(token);

/** When a link minted at `now` for `life` lapses. */
export const linkExpiry = (life: DocumentLinkLife, now: Date): Date =>
  new Date(now.getTime() + documentLinkLives[life].seconds * 1000);

async function signedUrl(
  path: string,
  document: SignedDocument,
  life: DocumentLinkLife,
  now: Date,
) {
  const url = new URL(path, checkoutConfig().SITE_URL);
  url.searchParams.set('token', await documentToken(document, linkExpiry(life, now)));
  return url.toString();
}

/** The download link of an enrolment's tax invoice. */
export function invoiceUrl(
  invoice: { enrollmentId: string; invoiceNumber: string },
  life: DocumentLinkLife,
  now = new Date(),
): Promise<string> {
  const { enrollmentId, invoiceNumber } = invoice;
  return signedUrl(
    withPathParameters(apiPaths.invoice, { enrollmentId }),
    { kind: 'invoice', number: invoiceNumber, enrollmentId },
    life,
    now,
  );
}

/** The download link of one credit note, named in its address by its refund's id. */
export function creditNoteUrl(
  note: { enrollmentId: string; merchantRefundId: string; creditNoteNumber: string },
  life: DocumentLinkLife,
  now = new Date(),
): Promise<string> {
  const { enrollmentId, merchantRefundId, creditNoteNumber } = note;
  return signedUrl(
    withPathParameters(apiPaths.creditNote, { enrollmentId, creditNoteId: merchantRefundId }),
    { kind: 'credit-note', number: creditNoteNumber, enrollmentId },
    life,
    now,
  );
}
