import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { irnPayloadOfInvoice } from '#lambdas/checkout-payments/e-invoicing/irn-payload';
import { EInvoiceProviderError } from '#lambdas/checkout-payments/e-invoicing/irp-errors';
import { NicIrpProvider, type NicIrpConfig } from '#lambdas/checkout-payments/e-invoicing/nic-irp';
import { irnOf } from '#scripts/irp-sandbox/irn';
import { startIrpSandbox, type IrpSandbox } from '#scripts/irp-sandbox/server';
import { aTaxInvoice } from '#test/support/tax-documents';

// The NIC adapter against the IRP sandbox, each on its own side of the wire: the encrypted
// sign-in, generate, a lost answer recovered through 2150 and get-by-IRN, refusals with the IRP's
// codes, and cancel within 24 hours. The sandbox runs in this process, on a free port.

const credentials = {
  clientId: 'TEST_CLIENT',
  clientSecret: 'test-client-secret',
  username: 'test_api_user',
  password: 'TestIrpPassword1',
};

let sandbox: IrpSandbox;
beforeAll(async () => {
  sandbox = await startIrpSandbox({ port: 0, credentials });
});
afterAll(() => sandbox.stop());
afterEach(() => control('failure', { mode: 'none' }));

async function control(path: string, body?: unknown) {
  const response = await fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

const configOf = (overrides: Partial<NicIrpConfig> = {}): NicIrpConfig => ({
  baseUrl: sandbox.url,
  ...credentials,
  publicKey: sandbox.publicKey,
  gstin: '29AAKCN4821P1ZR',
  ...overrides,
});

let serial = 0;
/** A B2B invoice with a number of its own, so each test registers a new document. */
function aB2bPayload() {
  serial += 1;
  const invoice = aTaxInvoice('Maharashtra', {
    company: { gstin: '27AAPFU0939F1ZV', legalName: 'Acme Learning Private Limited' },
    billingAddress: {
      line1: '4th Floor, Nariman Bhavan',
      line2: undefined,
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400021',
    },
  });
  return irnPayloadOfInvoice({
    ...invoice,
    invoiceNumber: `NXT/26-27/${String(serial).padStart(6, '0')}`,
  });
}

describe('the NIC e-invoice adapter against the IRP sandbox', () => {
  it('signs in and registers a B2B invoice: IRN as the IRP derives it, ack and a signed QR code', async () => {
    const provider = new NicIrpProvider(configOf());
    const payload = aB2bPayload();

    const registered = await provider.generateIrn(payload);

    expect(registered.irn).toBe(
      irnOf({
        sellerGstin: '29AAKCN4821P1ZR',
        financialYear: '2026-27',
        docType: 'INV',
        docNo: payload.DocDtls.No,
      }),
    );
    expect(registered.ackNo).toMatch(/^\d{15}$/);
    expect(registered.ackDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(registered.status).toBe('ACT');
    const [, body] = registered.signedQrCode.split('.');
    const qr = JSON.parse(JSON.parse(Buffer.from(body!, 'base64url').toString()).data);
    expect(qr).toMatchObject({
      Irn: registered.irn,
      DocNo: payload.DocDtls.No,
      DocTyp: 'INV',
      BuyerGstin: '27AAPFU0939F1ZV',
    });
    expect(await provider.getByIrn(registered.irn)).toMatchObject({
      irn: registered.irn,
      ackNo: registered.ackNo,
    });
  });

  it('takes the IRN an earlier attempt registered when its answer was lost (2150, duplicate IRN)', async () => {
    const provider = new NicIrpProvider(configOf());
    const payload = aB2bPayload();
    await control('failure', { mode: 'lose-answer' });
    await expect(provider.generateIrn(payload)).rejects.toThrow(EInvoiceProviderError);
    await control('failure', { mode: 'none' });

    const again = await provider.generateIrn(payload);

    const { documents } = (await control('documents')) as {
      documents: { docNo: string; irn: string }[];
    };
    const registered = documents.filter((document) => document.docNo === payload.DocDtls.No);
    expect(registered).toHaveLength(1);
    expect(again.irn).toBe(registered[0]!.irn);
  });

  it('passes on the IRP’s refusal with its code, and its silence as a failure', async () => {
    const provider = new NicIrpProvider(configOf());
    await control('failure', { mode: 'refuse', code: 'GEN5008', message: 'GSTN Server Error' });
    await expect(provider.generateIrn(aB2bPayload())).rejects.toMatchObject({ code: 'GEN5008' });

    await control('failure', { mode: 'down' });
    await expect(provider.generateIrn(aB2bPayload())).rejects.toMatchObject({ code: 'HTTP_503' });
  });

  it('passes on the schema’s errors for a document the IRP cannot take', async () => {
    const provider = new NicIrpProvider(configOf());
    const payload = aB2bPayload();

    const refusal = provider.generateIrn({
      ...payload,
      SellerDtls: { ...payload.SellerDtls, Pin: 12 },
    });

    await expect(refusal).rejects.toMatchObject({ code: '5002' });
    await expect(refusal).rejects.toThrow(/SellerDtls\.Pin/);
  });

  it('is refused a sign-in with a wrong password, and never shows the password', async () => {
    const provider = new NicIrpProvider(configOf({ password: 'WrongPassword99' }));

    const refusal = provider.generateIrn(aB2bPayload());

    await expect(refusal).rejects.toMatchObject({ code: '1019', operation: 'sign in' });
    await expect(refusal).rejects.not.toThrow(/WrongPassword99/);
  });

  it('cancels an IRN within 24 hours, once', async () => {
    const provider = new NicIrpProvider(configOf());
    const { irn } = await provider.generateIrn(aB2bPayload());

    const cancelled = await provider.cancelIrn(irn, '2', 'Data entry mistake');

    expect(cancelled).toMatchObject({ irn });
    expect(await provider.getByIrn(irn)).toMatchObject({ status: 'CNL' });
    await expect(provider.cancelIrn(irn, '2', 'again')).rejects.toMatchObject({ code: '9999' });
  });

  it('signs in once for many calls, and again once its token has run its life', async () => {
    const now = { value: Date.now() };
    const provider = new NicIrpProvider(configOf(), { now: () => now.value });
    await provider.generateIrn(aB2bPayload());
    await provider.generateIrn(aB2bPayload());
    // A token past its life (as the adapter's clock sees it) makes it sign in again, and go on.
    now.value += 7 * 60 * 60_000;

    await expect(provider.generateIrn(aB2bPayload())).resolves.toMatchObject({ status: 'ACT' });
  });
});
