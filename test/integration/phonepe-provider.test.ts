import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UnauthorizedError } from '#lambdas/lib/errors';
import {
  createPaymentProvider,
  parsePaymentConfig,
  type PaymentConfig,
} from '#lambdas/checkout-payments/phonepe/payment-config';
import type { PhonePeV1Provider } from '#lambdas/checkout-payments/phonepe/phonepe-v1';
import type { PhonePeV2Provider } from '#lambdas/checkout-payments/phonepe/phonepe-v2';
import type { PaymentProvider } from '#lambdas/checkout-payments/phonepe/provider';
import { PaymentProviderError } from '#lambdas/checkout-payments/phonepe/provider-errors';
import { WebhookListener } from '../support/webhook-listener';

// Both PhonePe adapters against the local stack's sandbox, with the credentials the stack gave
// the handlers. Webhooks come to a listener of this test's own.

const sandboxUrl = () => inject('phonePeSandboxUrl');

function configFor(version: 'v2' | 'v1', overrides: Record<string, string> = {}): PaymentConfig {
  return parsePaymentConfig({
    ...process.env,
    PHONEPE_BASE_URL: sandboxUrl(),
    PHONEPE_API_VERSION: version,
    ...overrides,
  });
}

/** prefix_timestamp_random, as docs/product.md §11 shapes merchant transaction ids (v1 allows 38 chars). */
const newTransactionId = () => `NXT_${Date.now()}_${randomBytes(4).toString('hex')}`;

async function control(id: string, action: 'complete' | 'resend-webhook', body: object) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/orders/${id}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<{ webhook: { delivered: boolean } | null }>;
}

/** Ends a PENDING refund at the sandbox, as PhonePe does minutes to days later. */
async function settleRefund(merchantRefundId: string, state: 'COMPLETED' | 'FAILED') {
  const response = await fetch(`${sandboxUrl()}/__sandbox/refunds/${merchantRefundId}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state }),
  });
  expect(response.status).toBe(200);
}

async function inspectOrder(id: string) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/orders/${id}`);
  return response.json() as Promise<{
    state: string;
    webhookDeliveries: Array<{ url: string }>;
  }>;
}

describe.each(['v2', 'v1'] as const)('the PhonePe %s adapter against the sandbox', (version) => {
  const listener = new WebhookListener();
  let provider: PaymentProvider;
  const amountPaise = 354_000;

  beforeAll(async () => {
    await listener.start();
    provider = createPaymentProvider(configFor(version));
  });
  afterAll(() => listener.stop());

  /** Starts a payment whose callback (v1) comes to the listener; v2 is pointed there per order. */
  async function startPayment(amount = amountPaise) {
    const id = newTransactionId();
    const redirectUrl = `${inject('siteUrl')}/payment/success?merchantTransactionId=${id}`;
    const created = await provider.createPayment({
      merchantTransactionId: id,
      amountPaise: amount,
      redirectUrl,
      callbackUrl: `${listener.url}/${id}`,
      expiresInSeconds: 900,
      customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
    });
    return { id, created, redirectUrl, webhookPath: `/${id}` };
  }

  /** Presses a button through the control API; v2's webhook goes to the listener for this order. */
  const complete = (id: string, outcome: 'SUCCESS' | 'FAILURE' | 'PENDING') =>
    control(
      id,
      'complete',
      version === 'v2' ? { outcome, webhookUrl: `${listener.url}/${id}` } : { outcome },
    );

  it('creates a payment that redirects to the sandbox checkout page with the amount and three buttons', async () => {
    const { id, created } = await startPayment();

    expect(created.redirectUrl).toBe(`${sandboxUrl()}/checkout/${id}`);
    const page = await fetch(created.redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Nexora Technologies');
    expect(html).toContain('₹3,540');
    expect(html).toContain('name="viewport"');
    for (const label of ['Success', 'Failure', 'Pending'])
      expect(html).toContain(`>${label}</button>`);
    await expect(provider.getStatus(id)).resolves.toMatchObject({ state: 'PENDING', amountPaise });
  });

  it('reports a completed payment with amount, transaction id, UPI and UTR, as its webhook does', async () => {
    const { id, webhookPath } = await startPayment();

    await complete(id, 'SUCCESS');
    const status = await provider.getStatus(id);
    const webhook = await listener.webhook(webhookPath);

    expect(status).toEqual({
      merchantTransactionId: id,
      state: 'COMPLETED',
      amountPaise,
      transactionId: expect.any(String),
      paymentInstrument: { type: 'UPI', utr: expect.stringMatching(/^\d{12}$/) },
    });
    await expect(provider.parseWebhook(webhook.headers, webhook.body)).resolves.toEqual({
      kind: 'order',
      event: expect.any(String),
      status,
    });
  });

  it('rejects a webhook with a forged or missing signature, and a v1 callback whose body was changed', async () => {
    const { id, webhookPath } = await startPayment();
    await complete(id, 'SUCCESS');
    const { headers, body } = await listener.webhook(webhookPath);
    const signatureHeader = version === 'v2' ? 'authorization' : 'x-verify';

    const forged = { ...headers, [signatureHeader]: `${'0'.repeat(64)}###1` };
    const missing = { ...headers, [signatureHeader]: undefined };
    await expect(provider.parseWebhook(forged, body)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(provider.parseWebhook(missing, body)).rejects.toBeInstanceOf(UnauthorizedError);
    if (version === 'v1') {
      // v1 signs the body; v2's Authorization does not cover it (see docs/decisions/002).
      const payload = JSON.parse(Buffer.from(JSON.parse(body).response, 'base64').toString('utf8'));
      payload.data.amount = 100;
      const tampered = JSON.stringify({
        response: Buffer.from(JSON.stringify(payload)).toString('base64'),
      });
      await expect(provider.parseWebhook(headers, tampered)).rejects.toBeInstanceOf(
        UnauthorizedError,
      );
    }
  });

  it('reports a failed payment, as its webhook does', async () => {
    const { id, webhookPath } = await startPayment();

    await complete(id, 'FAILURE');
    const webhook = await listener.webhook(webhookPath);

    await expect(provider.getStatus(id)).resolves.toMatchObject({ state: 'FAILED', amountPaise });
    await expect(provider.parseWebhook(webhook.headers, webhook.body)).resolves.toMatchObject({
      kind: 'order',
      status: { merchantTransactionId: id, state: 'FAILED' },
    });
  });

  it('leaves a payment pending, with no webhook, when Pending is chosen; it can still succeed', async () => {
    const { id, webhookPath } = await startPayment();

    const pending = await complete(id, 'PENDING');
    expect(pending.webhook).toBeNull();
    await expect(provider.getStatus(id)).resolves.toMatchObject({ state: 'PENDING' });
    expect(listener.count(webhookPath)).toBe(0);

    await complete(id, 'SUCCESS');
    await expect(provider.getStatus(id)).resolves.toMatchObject({ state: 'COMPLETED' });
  });

  it('posts the chosen button back, sends the webhook and redirects the browser to the redirect URL unchanged', async () => {
    const { id, created, redirectUrl } = await startPayment();

    const answer = await fetch(created.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=SUCCESS',
      redirect: 'manual',
    });

    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(redirectUrl);
    const order = await inspectOrder(id);
    expect(order.state).toBe('COMPLETED');
    // v1 calls back the pay request's callbackUrl; v2 the merchant's configured webhook URL.
    expect(order.webhookDeliveries[0]?.url).toEqual(
      version === 'v1'
        ? `${listener.url}/${id}`
        : expect.stringMatching(/\/api\/payments\/phonepe\/webhook$/),
    );
  });

  it('sends the very same webhook again on request, for idempotency tests', async () => {
    const { id, webhookPath } = await startPayment();
    await complete(id, 'SUCCESS');
    const first = await listener.webhook(webhookPath);

    await control(id, 'resend-webhook', {});
    const again = await listener.webhook(webhookPath, 2);

    expect(again.body).toBe(first.body);
    expect(again.headers.authorization ?? again.headers['x-verify']).toBe(
      first.headers.authorization ?? first.headers['x-verify'],
    );
  });

  it('refunds part of a completed payment, reports the refund, and refuses more than was paid', async () => {
    const { id } = await startPayment();
    await complete(id, 'SUCCESS');
    const adapter = provider as PhonePeV1Provider | PhonePeV2Provider;
    const merchantRefundId = `R${newTransactionId()}`;

    const refund = await adapter.refund({
      merchantRefundId,
      merchantTransactionId: id,
      amountPaise: 100_000,
    });

    const providerRefundId = expect.any(String);
    expect(refund).toEqual({ merchantRefundId, state: 'PENDING', providerRefundId });
    // PhonePe settles a refund later; until then its status stays PENDING.
    await expect(adapter.getRefundStatus(merchantRefundId)).resolves.toEqual({
      merchantRefundId,
      state: 'PENDING',
      providerRefundId,
    });
    await settleRefund(merchantRefundId, 'COMPLETED');
    await expect(adapter.getRefundStatus(merchantRefundId)).resolves.toEqual({
      merchantRefundId,
      state: 'COMPLETED',
      providerRefundId,
    });
    const excess = adapter.refund({
      merchantRefundId: `R${newTransactionId()}`,
      merchantTransactionId: id,
      amountPaise: amountPaise - 100_000 + 1,
    });
    await expect(excess).rejects.toMatchObject({
      providerStatus: 400,
      message: expect.stringMatching(/exceeds/),
    });
  });

  it('refuses to refund a payment that failed', async () => {
    const { id } = await startPayment();
    await complete(id, 'FAILURE');

    const refund = provider.refund({
      merchantRefundId: `R${newTransactionId()}`,
      merchantTransactionId: id,
      amountPaise: 10_000,
    });

    await expect(refund).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('fails with a clear error that does not reveal the secret when the credentials are wrong', async () => {
    const wrongSecret = 'WRONG_SECRET_do_not_leak_1234';
    const wrong = createPaymentProvider(
      configFor(
        version,
        version === 'v2'
          ? { PHONEPE_CLIENT_SECRET: wrongSecret }
          : { PHONEPE_SALT_KEY: wrongSecret },
      ),
    );

    const attempt = wrong.createPayment({
      merchantTransactionId: newTransactionId(),
      amountPaise,
      redirectUrl: `${inject('siteUrl')}/payment/success`,
      callbackUrl: `${listener.url}/never`,
      expiresInSeconds: 900,
      customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
    });

    const error = await attempt.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      providerStatus: 401,
      code: 'AUTHORIZATION_FAILED',
      message: expect.stringMatching(
        version === 'v2' ? /^PhonePe could not authorise/ : /^PhonePe could not create the payment/,
      ),
    });
    expect((error as Error).message).not.toContain(wrongSecret);
  });
});
