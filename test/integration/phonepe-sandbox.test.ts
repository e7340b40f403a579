import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPhonePeSandbox } from '#scripts/phonepe-sandbox/server';
import { freePort } from '#scripts/local/throwaway-settings';
import { newWebhookCredentials } from '#shared/checkout/phonepe-webhook-credentials';
import { sandboxControl, startOwnSandbox, type OwnSandbox } from '../support/own-phonepe-sandbox';

// The PhonePe sandbox's fidelity where money goes back (decision 009), over raw HTTP as PhonePe's
// Standard Checkout v2 documents it: refunds that stay PENDING until settled, refund webhooks,
// a refund answer lost to a 500, 1-paisa refunds, the transaction status API, 429 on bursts, and
// the webhook credential rule at start. The file runs a sandbox of its own (it lowers the rate
// limit, and reads every webhook).

let sandbox: OwnSandbox;
let token = '';

/** A sandbox and an access token for it: the file's own, unless a test starts another. */
interface Session {
  sandbox: OwnSandbox;
  token: string;
}
const fileSession = (): Session => ({ sandbox, token });

/** A v2 access token, as a merchant's server gets one. */
async function tokenOf(of: OwnSandbox): Promise<string> {
  const { clientId, clientSecret, clientVersion } = of.credentials;
  const answer = await fetch(`${of.url}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      client_secret: clientSecret,
      client_version: String(clientVersion),
      grant_type: 'client_credentials',
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  sandbox = await startOwnSandbox();
  token = await tokenOf(sandbox);
});
afterAll(() => sandbox.stop());

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A v2 API call with the access token, as a merchant's server makes it. */
async function v2<T = Record<string, unknown>>(
  path: string,
  body?: unknown,
  on = fileSession(),
): Promise<Answer<T>> {
  const response = await fetch(`${on.sandbox.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `O-Bearer ${on.token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const newId = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
const amount = 354_000;

/** A v2 order the payer has paid. */
async function paidOrder(on = fileSession()): Promise<string> {
  const merchantOrderId = newId('NXT');
  const created = await v2(
    '/checkout/v2/pay',
    {
      merchantOrderId,
      amount,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'http://127.0.0.1/back' } },
    },
    on,
  );
  expect(created.status).toBe(200);
  await sandboxControl(on.sandbox, `orders/${merchantOrderId}/complete`, { outcome: 'SUCCESS' });
  return merchantOrderId;
}

const refund = (
  merchantOrderId: string,
  merchantRefundId: string,
  paise: number,
  on = fileSession(),
) =>
  v2<{ refundId: string; state: string; amount: number; code?: string; message?: string }>(
    '/payments/v2/refund',
    { merchantRefundId, originalMerchantOrderId: merchantOrderId, amount: paise },
    on,
  );

const refundStatus = (merchantRefundId: string, on = fileSession()) =>
  v2<Record<string, unknown>>(`/payments/v2/refund/${merchantRefundId}/status`, undefined, on);

/** The refund webhook with this event for this refund, as the merchant's endpoint received it. */
function refundWebhook(
  merchantRefundId: string,
  event: string,
  on = fileSession(),
  timeoutMs?: number,
) {
  return on.sandbox.listener.webhookWhere(
    on.sandbox.webhookPath,
    (body) =>
      body.event === event &&
      (body.payload as { merchantRefundId?: string }).merchantRefundId === merchantRefundId,
    timeoutMs,
  );
}

const signature = (on = fileSession()) =>
  createHash('sha256')
    .update(`${on.sandbox.credentials.webhookUsername}:${on.sandbox.credentials.webhookPassword}`)
    .digest('hex');

describe('refunds at the PhonePe sandbox (v2)', () => {
  it('keeps a refund PENDING at every status read until a test settles it COMPLETED, with a signed webhook for each step', async () => {
    const merchantOrderId = await paidOrder();
    const merchantRefundId = newId('R');

    const created = await refund(merchantOrderId, merchantRefundId, 100_000);
    expect(created).toEqual({
      status: 200,
      body: { refundId: expect.stringMatching(/^OMR/), amount: 100_000, state: 'PENDING' },
    });
    const accepted = await refundWebhook(merchantRefundId, 'pg.refund.accepted');
    for (let read = 0; read < 3; read++) {
      expect((await refundStatus(merchantRefundId)).body.state).toBe('PENDING');
    }

    const settled = await sandboxControl<{ webhook: { delivered: boolean } }>(
      sandbox,
      `refunds/${merchantRefundId}/settle`,
      { state: 'COMPLETED' },
    );
    expect(settled.webhook.delivered).toBe(true);
    const status = await refundStatus(merchantRefundId);
    const completed = await refundWebhook(merchantRefundId, 'pg.refund.completed');

    expect(status).toEqual({
      status: 200,
      body: {
        merchantId: sandbox.credentials.merchantId,
        merchantRefundId,
        originalMerchantOrderId: merchantOrderId,
        refundId: created.body.refundId,
        amount: 100_000,
        state: 'COMPLETED',
        timestamp: expect.any(Number),
        splitInstruments: [
          expect.objectContaining({
            amount: 100_000,
            rail: expect.objectContaining({ type: 'UPI' }),
          }),
        ],
      },
    });
    expect(JSON.parse(accepted.body)).toMatchObject({
      event: 'pg.refund.accepted',
      type: 'PG_REFUND_ACCEPTED',
      payload: { merchantRefundId, state: 'PENDING', amount: 100_000 },
    });
    expect(JSON.parse(completed.body)).toEqual({
      event: 'pg.refund.completed',
      type: 'PG_REFUND_COMPLETED',
      payload: status.body,
    });
    expect(accepted.headers.authorization).toBe(signature());
    expect(completed.headers.authorization).toBe(signature());
  });

  it('fails a refund later on request: nothing is given back, a new refund id may refund it all, a used one is refused', async () => {
    const merchantOrderId = await paidOrder();
    const failing = newId('R');
    await refund(merchantOrderId, failing, amount);

    await sandboxControl(sandbox, `refunds/${failing}/settle`, { state: 'FAILED' });
    const failed = await refundWebhook(failing, 'pg.refund.failed');

    expect(JSON.parse(failed.body)).toMatchObject({
      type: 'PG_REFUND_FAILED',
      payload: { merchantRefundId: failing, state: 'FAILED', errorCode: expect.any(String) },
    });
    expect((await refundStatus(failing)).body).toMatchObject({ state: 'FAILED' });
    const reused = await refund(merchantOrderId, failing, amount);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/already used/);
    const retry = await refund(merchantOrderId, newId('R'), amount);
    expect(retry.body).toMatchObject({ state: 'PENDING', amount });
  });

  it('settles a refund only once, and shows it with every webhook delivery', async () => {
    const merchantOrderId = await paidOrder();
    const merchantRefundId = newId('R');
    await refund(merchantOrderId, merchantRefundId, 50_000);
    await sandboxControl(sandbox, `refunds/${merchantRefundId}/settle`, { state: 'COMPLETED' });

    const again = await fetch(`${sandbox.url}/__sandbox/refunds/${merchantRefundId}/settle`, {
      method: 'POST',
      body: JSON.stringify({ state: 'FAILED' }),
    });
    await refundWebhook(merchantRefundId, 'pg.refund.accepted');
    const shown = await sandboxControl<{
      state: string;
      webhookDeliveries: Array<{ event: string; status: number }>;
    }>(sandbox, `refunds/${merchantRefundId}`);

    expect(again.status).toBe(409);
    expect(shown.state).toBe('COMPLETED');
    expect(shown.webhookDeliveries.map((delivery) => delivery.event).sort()).toEqual([
      'pg.refund.accepted',
      'pg.refund.completed',
    ]);
    expect(shown.webhookDeliveries.every((delivery) => delivery.status === 200)).toBe(true);
  });

  it('answers 500 yet makes the refund when told SERVER_ERROR, so reading its status first shows it PENDING', async () => {
    const merchantOrderId = await paidOrder();
    await sandboxControl(sandbox, `orders/${merchantOrderId}/refund-answer`, {
      answer: 'SERVER_ERROR',
    });
    const merchantRefundId = newId('R');

    const lost = await refund(merchantOrderId, merchantRefundId, 1_000);
    const status = await refundStatus(merchantRefundId);
    const neverMade = await refundStatus(newId('R'));

    expect(lost).toEqual({
      status: 500,
      body: { code: 'INTERNAL_SERVER_ERROR', message: expect.any(String) },
    });
    expect(status.body).toMatchObject({ merchantRefundId, state: 'PENDING', amount: 1_000 });
    expect(neverMade).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: expect.any(String) },
    });
  });

  it('refunds as little as 1 paisa and refuses 0', async () => {
    const merchantOrderId = await paidOrder();

    const paisa = await refund(merchantOrderId, newId('R'), 1);
    const nothing = await refund(merchantOrderId, newId('R'), 0);

    expect(paisa.body).toMatchObject({ state: 'PENDING', amount: 1 });
    expect(nothing.status).toBe(400);
  });
});

describe('a sandbox that settles refunds by itself, as npm start runs it', () => {
  it('completes a pending refund after the time it was given, with its signed webhook', async () => {
    const settling = await startOwnSandbox({ refundSettleAfterSeconds: 1 });
    try {
      const on = { sandbox: settling, token: await tokenOf(settling) };
      const merchantOrderId = await paidOrder(on);
      const merchantRefundId = newId('R');

      const created = await refund(merchantOrderId, merchantRefundId, 50_000, on);
      expect(created.body.state).toBe('PENDING');
      expect((await refundStatus(merchantRefundId, on)).body.state).toBe('PENDING');
      const completed = await refundWebhook(merchantRefundId, 'pg.refund.completed', on, 5_000);

      expect(completed.headers.authorization).toBe(signature(on));
      expect((await refundStatus(merchantRefundId, on)).body.state).toBe('COMPLETED');
    } finally {
      await settling.stop();
    }
  });
});

describe('the v2 transaction status API at the sandbox', () => {
  it("answers a payment attempt's order and details by PhonePe's transaction id, and 404 for one it never made", async () => {
    const merchantOrderId = await paidOrder();
    const order = await v2<{ paymentDetails: Array<{ transactionId: string }> }>(
      `/checkout/v2/order/${merchantOrderId}/status`,
    );
    const transactionId = order.body.paymentDetails[0]!.transactionId;

    const transaction = await v2(`/checkout/v2/transaction/${transactionId}/status`);
    const unknown = await v2(`/checkout/v2/transaction/OM${Date.now()}/status`);

    expect(transaction.status).toBe(200);
    expect(transaction.body).toEqual(order.body);
    expect(transaction.body).toMatchObject({ merchantOrderId, state: 'COMPLETED', amount });
    expect(unknown).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: expect.any(String) },
    });
  });
});

describe('order webhooks at the sandbox', () => {
  it("carry PhonePe's deprecated type beside the event", async () => {
    const merchantOrderId = await paidOrder();

    const webhook = await sandbox.listener.webhookWhere(
      sandbox.webhookPath,
      (body) => (body.payload as { merchantOrderId?: string }).merchantOrderId === merchantOrderId,
    );

    expect(JSON.parse(webhook.body)).toMatchObject({
      event: 'checkout.order.completed',
      type: 'CHECKOUT_ORDER_COMPLETED',
      payload: { merchantOrderId, state: 'COMPLETED' },
    });
  });
});

describe('the sandbox rate limit', () => {
  interface RateLimitShown {
    perSecond: number;
    defaultPerSecond: number;
    lastSecond: { v1: number; v2: number };
  }
  const rateLimit = (body?: { perSecond: number }) =>
    sandboxControl<RateLimitShown>(sandbox, 'rate-limit', body);

  /** Resolves once `ready` holds, asking again every 50 ms for at most `timeoutMs`. */
  async function waitFor<T>(
    ask: () => Promise<T>,
    ready: (value: T) => boolean,
    timeoutMs: number,
  ) {
    const deadline = Date.now() + timeoutMs;
    let value = await ask();
    while (!ready(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      value = await ask();
    }
    return value;
  }

  it('answers 429 to v2 calls over the limit in one second, not to v1 or control calls, and lets calls in again the next second', async () => {
    const merchantOrderId = await paidOrder();
    const status = () => v2(`/checkout/v2/order/${merchantOrderId}/status`);
    const { defaultPerSecond } = await rateLimit({ perSecond: 5 });
    try {
      // A burst that starts with the v2 window empty, so exactly five get in.
      await waitFor(rateLimit, (shown) => shown.lastSecond.v2 === 0, 2_000);
      const burst = await Promise.all(Array.from({ length: 12 }, status));
      const v1Call = await fetch(`${sandbox.url}/pg/v1/status/UNKNOWN/${merchantOrderId}`);
      const shown = await rateLimit();

      const refused = burst.filter((answer) => answer.status === 429);
      expect(burst.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(refused).toHaveLength(7);
      expect(refused[0]!.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
      expect(v1Call.status).toBe(401);
      expect(shown).toMatchObject({ perSecond: 5, lastSecond: { v1: 1, v2: 5 } });

      // Turned-away calls do not count, so the window empties a second after the admitted ones.
      const refusedAt = Date.now();
      const recovered = await waitFor(status, (answer) => answer.status !== 429, 3_000);
      expect(recovered.status).toBe(200);
      expect(Date.now() - refusedAt).toBeLessThan(1_500);
    } finally {
      await rateLimit({ perSecond: defaultPerSecond });
    }
  });
});

describe('starting the sandbox', () => {
  const credentialsWith = async (webhook: {
    webhookUsername?: string;
    webhookPassword?: string;
  }) => {
    const fresh = newWebhookCredentials();
    return {
      port: await freePort(),
      credentials: {
        ...sandbox.credentials,
        webhookUsername: fresh.username,
        webhookPassword: fresh.password,
        ...webhook,
      },
    };
  };

  it.each([
    ['a username with a hyphen', { webhookUsername: 'techsite-webhook' }, /username must be 5–20/],
    ['a four-letter username', { webhookUsername: 'hook' }, /username must be 5–20/],
    [
      'a password without digits',
      { webhookPassword: 'SANDBOX_WEBHOOK_PASS' },
      /password must be 8–20/,
    ],
    [
      'a 35-character password',
      { webhookPassword: 'SANDBOX_WEBHOOK_PASSWORD_local_only' },
      /password/,
    ],
  ])('refuses %s, naming the rule PhonePe would apply', async (_case, webhook, rule) => {
    const options = await credentialsWith(webhook);

    await expect(startPhonePeSandbox(options)).rejects.toThrow(rule);
    const listening = await fetch(`http://127.0.0.1:${options.port}/health`).catch(() => undefined);
    expect(listening).toBeUndefined();
  });
});
