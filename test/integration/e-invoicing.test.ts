import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { AdminPage } from '#shared/admin/lists';
import type { SettingsResponse } from '#shared/admin/settings';
import type { AdminPaymentRow } from '#shared/admin/sales-payments';
import type { CheckoutRequest, CheckoutResponse } from '#shared/checkout/checkout-requests';
import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import { getCreditNote } from '#lambdas/data/credit-notes';
import { getInvoiceByEnrollment } from '#lambdas/data/invoices';
import { asAdmin } from '../support/admin-session';
import {
  aCheckout,
  checkout,
  createTestCourse,
  eventually,
  invoicedAndMailed,
  payOnSandbox,
  refundedInFull,
  type CheckoutFixture,
} from '../support/checkout';
import { mailsAbout } from '../support/outbox';
import { pdfPagePicture, readQrCode } from '../support/pdf-images';
import { pdfText } from '../support/pdf-text';
import { holdSiteSettings } from '../support/settings-lock';

// E-invoicing on the local stack (decision 027): with the Settings switch on, a company's purchase
// is reported to the IRP sandbox and its invoice carries the IRN, ack and signed QR code; the
// sandbox failing leaves "IRN pending" until the scheduled job completes it; a refund's credit
// note is reported as a CRN; a learner's own (B2C) purchase is reported nowhere.
// Other files may save the settings meanwhile, so each test turns the switch on itself.

holdSiteSettings();
const irpSandboxUrl = process.env.IRP_BASE_URL!;

interface SandboxDocument {
  irn: string;
  ackNo: string;
  status: string;
  docType: 'INV' | 'CRN';
  docNo: string;
}

async function irpSandbox<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${irpSandboxUrl}/__sandbox/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`IRP sandbox ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const registeredAs = async (docType: 'INV' | 'CRN', docNo: string) =>
  (await irpSandbox<{ documents: SandboxDocument[] }>('documents')).documents.filter(
    (document) => document.docType === docType && document.docNo === docNo,
  );

async function setEInvoicing(eInvoicing: boolean): Promise<void> {
  const { body } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
  const settings: Partial<SettingsResponse['settings']> = { ...body.settings, eInvoicing };
  delete settings.updatedAt;
  const saved = await asAdmin('PUT', '/api/admin/settings', settings);
  expect(saved.status).toBe(200);
}

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ pricePaise: 2499900 });
});
beforeEach(async () => {
  await irpSandbox('failure', { mode: 'none' });
  await setEInvoicing(true);
});
afterAll(async () => {
  await irpSandbox('failure', { mode: 'none' });
  await setEInvoicing(false);
  await fixture.cleanup();
});

/** A company in Maharashtra (27) pays: B2B, IGST. */
function aCompanyCheckout(): CheckoutRequest {
  return aCheckout(fixture, {
    company: { gstin: '27AAPFU0939F1ZV', legalName: 'Acme Learning Private Limited' },
    billingAddress: {
      line1: '4th Floor, Nariman Bhavan',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400021',
    },
  });
}

/** Checks out and pays; answers once the confirmation mail is out. */
async function purchase(request: CheckoutRequest) {
  const answer = await checkout<CheckoutResponse>(fixture, request);
  expect(answer.status).toBe(201);
  await payOnSandbox(answer.body.merchantTransactionId, 'Success');
  const enrollment = await invoicedAndMailed(answer.body.enrollmentId, request.student.email);
  const [mail] = await mailsAbout(request.student.email);
  return {
    order: answer.body,
    email: request.student.email,
    invoiceNumber: enrollment.invoiceNumber!,
    mail: mail!,
  };
}

/** The invoice PDF through the mail's link, as the buyer downloads it now. */
async function downloadedInvoice(mailText: string): Promise<Uint8Array> {
  const link = new URL(/https?:\/\/\S+\/api\/invoices\/\S+/.exec(mailText)![0]);
  const download = await fetch(`${inject('siteUrl')}${link.pathname}${link.search}`);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await download.arrayBuffer());
}

/** The invoice's HTML page through the mail's link. */
async function invoicePage(mailText: string): Promise<string> {
  const link = new URL(/https?:\/\/\S+\/api\/invoices\/\S+/.exec(mailText)![0]);
  const page = await fetch(`${inject('siteUrl')}${link.pathname}${link.search}&format=html`);
  return page.text();
}

const pdfOf = (mail: { attachments: { fileName: string; bytes: Uint8Array }[] }) =>
  mail.attachments.find((attachment) => attachment.fileName.endsWith('.pdf'))!.bytes;

describe('e-invoicing a B2B purchase', () => {
  it('gets an IRN from the IRP and prints it, the ack and the signed QR code on the invoice', async () => {
    const { order, invoiceNumber, mail } = await purchase(aCompanyCheckout());

    const [registered] = await registeredAs('INV', invoiceNumber);
    expect(registered).toMatchObject({
      status: 'ACT',
      irn: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const invoice = await getInvoiceByEnrollment(order.enrollmentId);
    expect(invoice?.eInvoice).toMatchObject({
      status: 'registered',
      irn: registered!.irn,
      ackNo: registered!.ackNo,
    });
    const mailed = await pdfText(pdfOf(mail));
    expect(mailed).toContain(`IRN: ${registered!.irn}`);
    expect(mailed).toContain(`Ack No.: ${registered!.ackNo}`);
    expect(mailed).not.toContain('IRN pending');
    const picture = await pdfPagePicture(pdfOf(mail), 'e-invoice-b2b-invoice', 220);
    expect(readQrCode(picture)).toBe(
      invoice?.eInvoice?.status === 'registered' ? invoice.eInvoice.signedQrCode : 'none',
    );
    expect(await pdfText(await downloadedInvoice(mail.text))).toContain(`IRN: ${registered!.irn}`);
    expect(await invoicePage(mail.text)).toContain(`IRN: ${registered!.irn}`);
  });

  it('leaves the invoice "IRN pending" while the IRP is down, and the scheduled job completes it', async () => {
    await irpSandbox('failure', { mode: 'down' });
    const { order, email, invoiceNumber, mail } = await purchase(aCompanyCheckout());

    // The sale stands and the mail went out, marked pending.
    expect(await pdfText(pdfOf(mail))).toContain('E-invoice: IRN pending');
    expect((await getInvoiceByEnrollment(order.enrollmentId))?.eInvoice).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('HTTP_503'),
    });
    expect(await registeredAs('INV', invoiceNumber)).toEqual([]);
    const { body: payments } = await asAdmin<AdminPage<AdminPaymentRow>>(
      'GET',
      `/api/admin/payments?q=${encodeURIComponent(order.merchantTransactionId)}`,
    );
    expect(payments.items.map((row) => row.irnPending)).toEqual([
      { attempts: 1, lastError: expect.stringContaining('HTTP_503') },
    ]);

    await irpSandbox('failure', { mode: 'none' });
    await reconcileCheckouts();

    const [registered] = await registeredAs('INV', invoiceNumber);
    expect((await getInvoiceByEnrollment(order.enrollmentId))?.eInvoice).toMatchObject({
      status: 'registered',
      irn: registered!.irn,
    });
    const downloaded = await pdfText(await downloadedInvoice(mail.text));
    expect(downloaded).toContain(`IRN: ${registered!.irn}`);
    expect(downloaded).not.toContain('IRN pending');
    // The buyer gets it again, once, now with its IRN.
    const again = await eventually(
      async () =>
        (await mailsAbout(email)).filter(
          (found) => found.subject === `E-invoice registered: tax invoice ${invoiceNumber}`,
        ),
      (found) => found.length > 0,
    );
    await reconcileCheckouts();
    expect(await mailsAbout(email)).toHaveLength(2);
    expect(again[0]!.text).toContain(`IRN: ${registered!.irn}`);
    expect(await pdfText(pdfOf(again[0]!))).toContain(`IRN: ${registered!.irn}`);
  });

  it('reports the credit note of a refund as a CRN against the invoice', async () => {
    const { order, email } = await purchase(aCompanyCheckout());
    const refundId = `${order.merchantTransactionId}_R1`;
    const [creditNoteMail] = await refundedInFull(
      { merchantTransactionId: order.merchantTransactionId, email },
      'Company changed plans',
    );
    const note = await getCreditNote(order.enrollmentId, refundId);
    const [registered] = await registeredAs('CRN', note!.creditNoteNumber);
    expect(registered).toMatchObject({ status: 'ACT' });
    expect(note?.eInvoice).toMatchObject({ status: 'registered', irn: registered!.irn });
    expect(await pdfText(pdfOf(creditNoteMail!))).toContain(`IRN: ${registered!.irn}`);
  });
});

describe('a learner’s own purchase with e-invoicing on', () => {
  it('is reported nowhere and its invoice carries no IRN', async () => {
    const { order, invoiceNumber, mail } = await purchase(aCheckout(fixture));

    expect(await registeredAs('INV', invoiceNumber)).toEqual([]);
    expect((await getInvoiceByEnrollment(order.enrollmentId))?.eInvoice).toBeUndefined();
    const text = await pdfText(pdfOf(mail));
    expect(text).not.toContain('IRN');
    expect(text).not.toContain('E-invoice');
  });
});
