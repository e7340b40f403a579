import { randomBytes } from 'node:crypto';
import {
  Env,
  PhonePeException,
  RefundRequest,
  ResourceNotFound,
  ServerError,
  StandardCheckoutClient,
  StandardCheckoutPayRequest,
  TooManyRequests,
} from 'pg-sdk-node';
// What a fresh install needs for the SDK to work, pinned in package.json:
// - pg-sdk-node at exactly 2.0.2. The SDK picks its hosts from BaseUrl when a client is made and
//   offers no other way to change them; that file is not its public API, so a new SDK version
//   must be checked here before it is taken.
// - "overrides": class-transformer 0.4.0. The SDK asks ^0.4.0, which resolves to 0.4.1, a release
//   that renamed plainToClass to plainToInstance: the SDK then fails on its first token call with
//   "plainToClass is not a function".
import { BaseUrl } from 'pg-sdk-node/dist/common/constants/BaseUrl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxControl, startOwnSandbox, type OwnSandbox } from '../support/own-phonepe-sandbox';

// The contract with PhonePe's own Node SDK (npm pg-sdk-node): its token (fetched implicitly),
// pay, order status, transaction status, refund, refund status and validateCallback all work
// against our sandbox as they do against PhonePe's UAT, so the sandbox cannot drift from
// PhonePe's shapes without this failing. The sandbox is this file's own, with fresh credentials.

let sandbox: OwnSandbox;
let client: StandardCheckoutClient;

beforeAll(async () => {
  sandbox = await startOwnSandbox();
  BaseUrl.SANDBOX.PG_HOST_URL = sandbox.url;
  BaseUrl.SANDBOX.OAUTH_HOST_URL = sandbox.url;
  const { clientId, clientSecret, clientVersion } = sandbox.credentials;
  // Env.SANDBOX also keeps the SDK's event publishing off (it publishes in PRODUCTION only).
  client = StandardCheckoutClient.getInstance(clientId, clientSecret, clientVersion, Env.SANDBOX);
});
afterAll(() => sandbox.stop());

const newId = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
const amount = 354_000;

/** The SDK's validateCallback over a webhook exactly as the merchant's endpoint received it. */
function validate(webhook: { headers: Record<string, string | undefined>; body: string }) {
  const { webhookUsername, webhookPassword } = sandbox.credentials;
  return client.validateCallback(
    webhookUsername,
    webhookPassword,
    webhook.headers.authorization ?? '',
    webhook.body,
  );
}

function webhookOf(key: 'merchantOrderId' | 'merchantRefundId', id: string, event: string) {
  return sandbox.listener.webhookWhere(
    sandbox.webhookPath,
    (body) => body.event === event && (body.payload as Record<string, unknown>)[key] === id,
  );
}

/** An order paid through the SDK's pay and the sandbox's Success button. */
async function paidOrder() {
  const merchantOrderId = newId('NXT');
  const created = await client.pay(
    StandardCheckoutPayRequest.builder()
      .merchantOrderId(merchantOrderId)
      .amount(amount)
      .redirectUrl('http://127.0.0.1/payment/return')
      .build(),
  );
  await sandboxControl(sandbox, `orders/${merchantOrderId}/complete`, { outcome: 'SUCCESS' });
  return { merchantOrderId, created };
}

const refundOf = (merchantOrderId: string, merchantRefundId: string, paise: number) =>
  client.refund(
    RefundRequest.builder()
      .merchantRefundId(merchantRefundId)
      .originalMerchantOrderId(merchantOrderId)
      .amount(paise)
      .build(),
  );

describe("PhonePe's Node SDK against the sandbox", () => {
  it('pays, reads the order and its transaction, and validates the signed order webhook', async () => {
    const { merchantOrderId, created } = await paidOrder();

    const order = await client.getOrderStatus(merchantOrderId);
    const transactionId = order.paymentDetails[0]!.transactionId;
    const transaction = await client.getTransactionStatus(transactionId);
    const callback = validate(
      await webhookOf('merchantOrderId', merchantOrderId, 'checkout.order.completed'),
    );

    expect(created).toMatchObject({
      orderId: expect.stringMatching(/^OMO/),
      state: 'PENDING',
      redirectUrl: `${sandbox.url}/checkout/${merchantOrderId}`,
    });
    expect(order).toMatchObject({ orderId: created.orderId, state: 'COMPLETED', amount });
    expect(transaction).toMatchObject({ orderId: created.orderId, state: 'COMPLETED', amount });
    expect(callback.type).toBe('CHECKOUT_ORDER_COMPLETED');
    expect(callback.payload).toMatchObject({ merchantOrderId, state: 'COMPLETED', amount });
  });

  it('refunds, reads the refund PENDING until it is settled, and validates each refund webhook', async () => {
    const { merchantOrderId } = await paidOrder();
    const merchantRefundId = newId('R');

    const refund = await refundOf(merchantOrderId, merchantRefundId, 100_000);
    const pending = await client.getRefundStatus(merchantRefundId);
    const accepted = validate(
      await webhookOf('merchantRefundId', merchantRefundId, 'pg.refund.accepted'),
    );
    await sandboxControl(sandbox, `refunds/${merchantRefundId}/settle`, { state: 'COMPLETED' });
    const completed = await client.getRefundStatus(merchantRefundId);
    const completedCallback = validate(
      await webhookOf('merchantRefundId', merchantRefundId, 'pg.refund.completed'),
    );

    expect(refund).toMatchObject({
      refundId: expect.stringMatching(/^OMR/),
      amount: 100_000,
      state: 'PENDING',
    });
    expect(pending).toMatchObject({ merchantRefundId, state: 'PENDING' });
    expect(accepted.type).toBe('PG_REFUND_ACCEPTED');
    expect(completed).toMatchObject({
      merchantRefundId,
      originalMerchantOrderId: merchantOrderId,
      amount: 100_000,
      state: 'COMPLETED',
    });
    expect(completedCallback.type).toBe('PG_REFUND_COMPLETED');
    expect(completedCallback.payload).toMatchObject({
      merchantRefundId,
      originalMerchantOrderId: merchantOrderId,
      refundId: refund.refundId,
      amount: 100_000,
      state: 'COMPLETED',
    });
  });

  it('validates a failed refund webhook, and refuses a webhook signed with another password', async () => {
    const { merchantOrderId } = await paidOrder();
    const merchantRefundId = newId('R');
    await refundOf(merchantOrderId, merchantRefundId, amount);
    await sandboxControl(sandbox, `refunds/${merchantRefundId}/settle`, { state: 'FAILED' });
    const webhook = await webhookOf('merchantRefundId', merchantRefundId, 'pg.refund.failed');

    const failed = validate(webhook);
    const forged = () =>
      client.validateCallback(
        sandbox.credentials.webhookUsername,
        'another1password',
        webhook.headers.authorization ?? '',
        webhook.body,
      );

    expect(failed.type).toBe('PG_REFUND_FAILED');
    expect(failed.payload).toMatchObject({ merchantRefundId, state: 'FAILED' });
    expect(forged).toThrow(PhonePeException);
  });

  it("meets the sandbox's errors as the SDK's own exceptions: 404, 500 and 429", async () => {
    const { merchantOrderId } = await paidOrder();
    await sandboxControl(sandbox, `orders/${merchantOrderId}/refund-answer`, {
      answer: 'SERVER_ERROR',
    });
    const merchantRefundId = newId('R');

    const unknownRefund = await client.getRefundStatus(newId('R')).catch((error) => error);
    const lostAnswer = await refundOf(merchantOrderId, merchantRefundId, 1).catch((e) => e);
    const madeAnyway = await client.getRefundStatus(merchantRefundId);
    const { defaultPerSecond } = await sandboxControl<{ defaultPerSecond: number }>(
      sandbox,
      'rate-limit',
      { perSecond: 1 },
    );
    const burst = await Promise.all(
      [1, 2, 3].map(() => client.getOrderStatus(merchantOrderId).catch((error) => error)),
    ).finally(() => sandboxControl(sandbox, 'rate-limit', { perSecond: defaultPerSecond }));

    expect(unknownRefund).toBeInstanceOf(ResourceNotFound);
    expect(lostAnswer).toBeInstanceOf(ServerError);
    expect(lostAnswer).toMatchObject({ httpStatusCode: 500, code: 'INTERNAL_SERVER_ERROR' });
    expect(madeAnyway).toMatchObject({ merchantRefundId, state: 'PENDING', amount: 1 });
    expect(burst.filter((answer) => answer instanceof TooManyRequests).length).toBeGreaterThan(0);
    expect(burst.find((answer) => answer instanceof TooManyRequests)).toMatchObject({
      httpStatusCode: 429,
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
