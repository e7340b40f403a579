import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import { documentLinkLives, taxDocumentMessages } from '#shared/checkout/tax-document-download';
import { rateLimitMessage } from '#shared/forms/rate-limit';
import {
  documentToken,
  type SignedDocument,
} from '#lambdas/checkout-payments/tax-documents/document-links';
import {
  createTestCourse,
  paidCheckout,
  refundedInFull,
  type CheckoutFixture,
} from '../support/checkout';
import { apiFrom, bytesFrom, startOfFreshWindow, uniqueClientIp } from '../support/client-ip';
import { mailsAbout, type OutboxMail } from '../support/outbox';
import { pdfText } from '../support/pdf-text';

// The signed links of a learner's tax invoice and credit notes on the local stack (decision
// 020): each opens its own document until it lapses, is refused with a 4xx that points to My
// Learning otherwise, and all downloads share one per-client rate limit.

let fixture: CheckoutFixture;
let enrollmentId: string;
let invoiceMail: OutboxMail;
let creditNoteMail: OutboxMail;

/** The link a mail carries to `/api/<kind>/...`, as a path with its query. */
const linkIn = (mail: OutboxMail, kind: 'invoices' | 'credit-notes') => {
  const url = new URL(new RegExp(`https?://\\S+/api/${kind}/\\S+`).exec(mail.text)![0]);
  return `${url.pathname}${url.search}`;
};
const withToken = (link: string, token: string) => `${link.split('?')[0]}?token=${token}`;
const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;
const numberIn = (mail: OutboxMail, pattern: RegExp) => pattern.exec(mail.text)![1]!;

beforeAll(async () => {
  fixture = await createTestCourse({ seats: 10, pricePaise: 1_499_900 });
  const order = await paidCheckout(fixture);
  enrollmentId = order.enrollmentId;
  [invoiceMail] = (await mailsAbout(order.email)).filter((mail) =>
    mail.subject.startsWith('Enrollment confirmed'),
  ) as [OutboxMail];
  [creditNoteMail] = (await refundedInFull(order)) as [OutboxMail];
});
afterAll(async () => {
  await fixture.cleanup();
});

describe('a tax document link', () => {
  it('in a mail says how long it works and opens its PDF', async () => {
    for (const mail of [invoiceMail, creditNoteMail]) {
      expect(mail.text).toContain(
        'This link works for 30 days; after that, download it from My Learning.',
      );
    }
    const invoiceNumber = numberIn(invoiceMail, /Invoice number:?\s+(\S+)/);
    const invoice = await bytesFrom(uniqueClientIp(), linkIn(invoiceMail, 'invoices'));
    expect(invoice.status).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(invoice.bytes))).toContain(invoiceNumber);

    const creditNoteNumber = /^Credit note (\S+) for your refund$/.exec(
      creditNoteMail.subject,
    )![1]!;
    const note = await bytesFrom(uniqueClientIp(), linkIn(creditNoteMail, 'credit-notes'));
    expect(note.status).toBe(200);
    expect(await pdfText(new Uint8Array(note.bytes))).toContain(creditNoteNumber);
  });

  it('in a mail lapses 30 days after it was sent', () => {
    const expiry = Number(tokenOf(linkIn(invoiceMail, 'invoices')).split('.')[1]) * 1000;
    const lifeLeft = expiry - Date.now();
    expect(lifeLeft).toBeGreaterThan(documentLinkLives.mail.seconds * 1000 - 10 * 60_000);
    expect(lifeLeft).toBeLessThanOrEqual(documentLinkLives.mail.seconds * 1000);
  });

  it('is refused with 410 once it has lapsed, pointing to My Learning', async () => {
    const invoiceNumber = numberIn(invoiceMail, /Invoice number:?\s+(\S+)/);
    const document: SignedDocument = { kind: 'invoice', number: invoiceNumber, enrollmentId };
    // Signed with the stack's own key by the real module, only a minute in the past.
    const lapsed = await documentToken(document, new Date(Date.now() - 60_000));

    const answer = await apiFrom<ApiErrorBody>(
      uniqueClientIp(),
      withToken(linkIn(invoiceMail, 'invoices'), lapsed),
    );

    expect(answer).toEqual({ status: 410, body: { error: taxDocumentMessages.linkExpired } });
    expect(answer.body.error).toContain('My Learning (/my-learning)');
  });

  it('is refused with 403 when altered, its expiry moved on included', async () => {
    const link = linkIn(invoiceMail, 'invoices');
    const [version, expiry, mac] = tokenOf(link).split('.') as [string, string, string];
    const altered = [
      `${version}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${version}.${Number(expiry) + 86_400}.${mac}`,
      'forged',
    ];
    const client = uniqueClientIp();
    for (const token of altered) {
      expect(await apiFrom(client, withToken(link, token))).toEqual({
        status: 403,
        body: { error: taxDocumentMessages.linkInvalid },
      });
    }
    expect(await apiFrom(client, link.split('?')[0]!)).toEqual({
      status: 403,
      body: { error: taxDocumentMessages.linkInvalid },
    });
  });

  it('for the invoice does not open a credit note, nor the other way round', async () => {
    const invoiceLink = linkIn(invoiceMail, 'invoices');
    const creditNoteLink = linkIn(creditNoteMail, 'credit-notes');
    const client = uniqueClientIp();

    const crossed = [
      withToken(creditNoteLink, tokenOf(invoiceLink)),
      withToken(invoiceLink, tokenOf(creditNoteLink)),
    ];
    for (const path of crossed) {
      expect(await apiFrom(client, path)).toEqual({
        status: 403,
        body: { error: taxDocumentMessages.linkInvalid },
      });
    }
  });

  it('for one enrolment does not open another enrolment’s invoice', async () => {
    const otherOrder = await paidCheckout(fixture);
    const link = linkIn(invoiceMail, 'invoices');

    const answer = await apiFrom(
      uniqueClientIp(),
      `/api/invoices/${otherOrder.enrollmentId}?token=${tokenOf(link)}`,
    );

    expect(answer).toEqual({ status: 403, body: { error: taxDocumentMessages.linkInvalid } });
  });
});

describe('document downloads', () => {
  it('share one rate limit per client: 429 once it is used up, for either kind', async () => {
    const invoiceLink = linkIn(invoiceMail, 'invoices');
    const creditNoteLink = linkIn(creditNoteMail, 'credit-notes');
    const client = uniqueClientIp();
    await startOfFreshWindow();

    // 20 a minute (shared/forms/rate-limit.ts), half on each kind; refusals count too.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apiFrom(client, withToken(i % 2 ? creditNoteLink : invoiceLink, 'forged')),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(403));

    for (const path of [invoiceLink, creditNoteLink]) {
      expect(await apiFrom(client, path)).toEqual({
        status: 429,
        body: { error: rateLimitMessage },
      });
    }
    // Another client is not held back.
    expect((await bytesFrom(uniqueClientIp(), invoiceLink)).status).toBe(200);
  });
});
