import { describe, expect, it } from 'vitest';
import {
  checkDocumentToken,
  checkDocumentTokenWith,
  creditNoteUrl,
  documentToken,
  documentTokenWith,
  invoiceUrl,
  type SignedDocument,
} from '#lambdas/checkout-payments/tax-documents/document-links';
import { documentLinkLives } from '#shared/checkout/tax-document-download';

// The signed links of tax documents (decision 020), with the clock passed in.

const invoice: SignedDocument = {
  kind: 'invoice',
  number: 'NXT/26-27/000123',
  enrollmentId: '01JDZ5Q5M7ZT2J8Y6W4X3V2B1A',
};
const minted = new Date('2026-11-27T10:00:00Z');
const expiresAt = new Date('2026-11-28T10:00:00Z');
const tokenFor = (document = invoice) => documentToken(document, expiresAt);

describe('a document token', () => {
  it('opens the document it was signed for, until its expiry', async () => {
    const token = await tokenFor();
    expect(await checkDocumentToken(invoice, token, minted)).toBe('valid');
    expect(await checkDocumentToken(invoice, token, new Date('2026-11-28T09:59:59Z'))).toBe(
      'valid',
    );
    expect(await checkDocumentToken(invoice, token, expiresAt)).toBe('expired');
    expect(await checkDocumentToken(invoice, token, new Date('2027-01-01T00:00:00Z'))).toBe(
      'expired',
    );
  });

  it('carries its expiry in the open, in epoch seconds', async () => {
    expect(await tokenFor()).toMatch(
      new RegExp(`^v1\\.${expiresAt.getTime() / 1000}\\.[\\w-]{43}$`),
    );
  });

  it('does not open another document of the same enrolment', async () => {
    const token = await tokenFor();
    const otherNumber = { ...invoice, number: 'NXT/26-27/000124' };
    const creditNote = { ...invoice, kind: 'credit-note' as const };
    expect(await checkDocumentToken(otherNumber, token, minted)).toBe('invalid');
    expect(await checkDocumentToken(creditNote, token, minted)).toBe('invalid');
  });

  it('does not open the same document number of another enrolment', async () => {
    const token = await tokenFor();
    const otherEnrollment = { ...invoice, enrollmentId: '01JDZ5Q5M7ZT2J8Y6W4X3V2B1B' };
    expect(await checkDocumentToken(otherEnrollment, token, minted)).toBe('invalid');
  });

  it('is refused when altered, a later expiry written in included', async () => {
    const token = await tokenFor();
    const [version, expiry, mac] = token.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const altered = [
      `${version}.${expiry}.${flipped}`,
      `${version}.${Number(expiry) + 86_400}.${mac}`,
      `v2.${expiry}.${mac}`,
      `${token}x`,
      mac,
      '',
      undefined,
    ];
    for (const given of altered) {
      expect(await checkDocumentToken(invoice, given, minted), String(given)).toBe('invalid');
    }
  });

  it('is refused past its expiry only when genuine: a forged old token is invalid, not expired', async () => {
    const token = await tokenFor();
    const [, , mac] = token.split('.');
    expect(await checkDocumentToken(invoice, `v1.1000.${mac}`, minted)).toBe('invalid');
  });
});

describe('the document links', () => {
  const expiryOf = (url: string) =>
    Number(new URL(url).searchParams.get('token')!.split('.')[1]) * 1000;

  it('link an invoice by its enrolment, for 30 days in a mail and a day on a screen', async () => {
    const document = { enrollmentId: invoice.enrollmentId, invoiceNumber: invoice.number };
    const mailed = await invoiceUrl(document, 'mail', minted);
    const shown = await invoiceUrl(document, 'screen', minted);

    expect(new URL(mailed).pathname).toBe(`/api/invoices/${invoice.enrollmentId}`);
    expect(expiryOf(mailed) - minted.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(expiryOf(shown) - minted.getTime()).toBe(documentLinkLives.screen.seconds * 1000);
    const token = new URL(mailed).searchParams.get('token')!;
    expect(await checkDocumentToken(invoice, token, minted)).toBe('valid');
  });

  it('link a credit note by its refund id, signed over its number', async () => {
    const note = {
      enrollmentId: invoice.enrollmentId,
      merchantRefundId: 'NXT_1795341845123_9f3a1c2b7d4e_R1',
      creditNoteNumber: 'CN/26-27/000007',
    };
    const url = new URL(await creditNoteUrl(note, 'mail', minted));
    const token = url.searchParams.get('token')!;

    expect(url.pathname).toBe(`/api/credit-notes/${note.enrollmentId}/${note.merchantRefundId}`);
    const signed = {
      kind: 'credit-note' as const,
      number: note.creditNoteNumber,
      enrollmentId: note.enrollmentId,
    };
    expect(await checkDocumentToken(signed, token, minted)).toBe('valid');
    expect(
      await checkDocumentToken({ ...invoice, number: note.creditNoteNumber }, token, minted),
    ).toBe('invalid');
  });
});

describe('a key rotation', () => {
  it('still opens links signed with the previous key, and no others', () => {
    const signedBefore = documentTokenWith('the-previous-key-0123456789', invoice, expiresAt);
    const during = ['the-current-key-0123456789', 'the-previous-key-0123456789'];
    const after = ['the-next-key-0123456789', 'the-current-key-0123456789'];

    expect(checkDocumentTokenWith(during, invoice, signedBefore, minted)).toBe('valid');
    expect(checkDocumentTokenWith(after, invoice, signedBefore, minted)).toBe('invalid');
  });
});
