import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '#lambdas/lib/errors';
import {
  callbackXVerify,
  signaturesMatch,
  webhookAuthorization,
  xVerify,
} from '#lambdas/checkout-payments/phonepe/checksums';
import { PhonePeV1Provider } from '#lambdas/checkout-payments/phonepe/phonepe-v1';
import { PhonePeV2Provider } from '#lambdas/checkout-payments/phonepe/phonepe-v2';

// PhonePe's recipes, computed here independently of the code under test:
//   X-VERIFY (PG v1 request) = SHA256(base64Payload + apiPath + saltKey) + '###' + saltIndex
//   X-VERIFY (PG v1 callback) = SHA256(base64Response + saltKey) + '###' + saltIndex
//   Authorization (v2 webhook) = SHA256('username:password'), hex
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

// PhonePe's published UAT test merchant key (its docs' examples use it); nothing of ours.
const saltKey = '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399';

// Fixed vectors, worked out with coreutils (printf '%s' ... | sha256sum), not with this code.
const payPayload =
  'eyJtZXJjaGFudElkIjoiUEdURVNUUEFZVUFUIiwibWVyY2hhbnRUcmFuc2FjdGlvbklkIjoiTVQ3ODUwNTkwMDY4MTg4MTA0IiwiYW1vdW50IjoxMDAwMH0=';
const callbackResponse =
  'eyJzdWNjZXNzIjp0cnVlLCJjb2RlIjoiUEFZTUVOVF9TVUNDRVNTIiwiZGF0YSI6eyJtZXJjaGFudFRyYW5zYWN0aW9uSWQiOiJNVDc4NTA1OTAwNjgxODgxMDQiLCJhbW91bnQiOjEwMDAwLCJzdGF0ZSI6IkNPTVBMRVRFRCJ9fQ==';

describe('xVerify (PG v1 requests)', () => {
  it('matches a vector worked out by hand for /pg/v1/pay', () => {
    expect(xVerify(payPayload, '/pg/v1/pay', saltKey, 1)).toBe(
      'eb2ac8269c537a2c2cd1a3e68b867dfa4c60a43b7543293893e29c64410a3203###1',
    );
  });

  it('matches a vector worked out by hand for the status API, which signs its path alone', () => {
    expect(xVerify('', '/pg/v1/status/PGTESTPAYUAT/MT7850590068188104', saltKey, 1)).toBe(
      '95c6d60f014b7190aa417083aca2489bb5b0a729d0421c17dea19f5913e6d741###1',
    );
  });

  it('follows the documented recipe for any payload, path and salt index', () => {
    const payload = base64({ merchantId: 'M1', merchantTransactionId: 'NXT_1_a', amount: 354000 });
    for (const [path, index] of [
      ['/pg/v1/pay', 1],
      ['/pg/v1/refund', 2],
    ] as const) {
      expect(xVerify(payload, path, 'salt-key', index)).toBe(
        `${sha256(payload + path + 'salt-key')}###${index}`,
      );
    }
  });

  it('changes when the payload is tampered with', () => {
    const original = base64({ merchantTransactionId: 'NXT_1_a', amount: 354000 });
    const tampered = base64({ merchantTransactionId: 'NXT_1_a', amount: 100 });
    const signed = xVerify(original, '/pg/v1/pay', saltKey, 1);
    expect(signaturesMatch(signed, xVerify(tampered, '/pg/v1/pay', saltKey, 1))).toBe(false);
    expect(signaturesMatch(signed, xVerify(original, '/pg/v1/refund', saltKey, 1))).toBe(false);
    expect(signaturesMatch(signed, xVerify(original, '/pg/v1/pay', 'other-salt', 1))).toBe(false);
    expect(signaturesMatch(signed, xVerify(original, '/pg/v1/pay', saltKey, 2))).toBe(false);
  });
});

describe('callbackXVerify (PG v1 S2S callback)', () => {
  it('matches a vector worked out by hand', () => {
    expect(callbackXVerify(callbackResponse, saltKey, 1)).toBe(
      'd1c02e54a958796906185d1754bd549383f8bad909d3ec41b7f71b1aecaed769###1',
    );
  });

  it('follows the documented recipe', () => {
    const response = base64({ success: true, code: 'PAYMENT_ERROR' });
    expect(callbackXVerify(response, 'k', 3)).toBe(`${sha256(response + 'k')}###3`);
  });
});

describe('webhookAuthorization (Standard Checkout v2)', () => {
  it('is the SHA256 hex of username:password, worked out by hand', () => {
    expect(webhookAuthorization('merchant_user', 'merchant_pass')).toBe(
      'a9f681f3fd8ea362ca967eec2d22abdb5dfd61d15bb7f9c4530b03ae8a7b7aa6',
    );
  });

  it('follows the documented recipe for any credentials', () => {
    expect(webhookAuthorization('ü:ser', 'pa:ss')).toBe(sha256('ü:ser:pa:ss'));
  });
});

describe('signaturesMatch', () => {
  it('accepts an identical signature', () => {
    expect(signaturesMatch('abc###1', 'abc###1')).toBe(true);
  });

  it('rejects a missing, shorter, longer or different signature', () => {
    expect(signaturesMatch(undefined, 'abc###1')).toBe(false);
    expect(signaturesMatch('', 'abc###1')).toBe(false);
    expect(signaturesMatch('abc###', 'abc###1')).toBe(false);
    expect(signaturesMatch('abc###12', 'abc###1')).toBe(false);
    expect(signaturesMatch('abd###1', 'abc###1')).toBe(false);
  });
});

describe('webhook verification in the adapters', () => {
  const v1 = new PhonePeV1Provider({
    apiVersion: 'v1',
    baseUrl: 'http://127.0.0.1:9',
    merchantId: 'PGTESTPAYUAT',
    saltKey,
    saltIndex: 1,
  });
  const v1Callback = (data: Record<string, unknown>) => {
    const response = base64({ success: true, code: 'PAYMENT_SUCCESS', data });
    return {
      body: JSON.stringify({ response }),
      headers: { 'x-verify': `${sha256(response + saltKey)}###1` },
    };
  };
  const paid = {
    merchantId: 'PGTESTPAYUAT',
    merchantTransactionId: 'NXT_1_a',
    transactionId: 'T1',
    amount: 354000,
    state: 'COMPLETED',
    paymentInstrument: { type: 'UPI', utr: '123456789012' },
  };

  it('reads a v1 callback signed by the recipe', async () => {
    const { body, headers } = v1Callback(paid);
    await expect(v1.parseWebhook(headers, body)).resolves.toEqual({
      kind: 'order',
      event: 'callback',
      status: {
        merchantTransactionId: 'NXT_1_a',
        state: 'COMPLETED',
        amountPaise: 354000,
        transactionId: 'T1',
        paymentInstrument: { type: 'UPI', utr: '123456789012' },
      },
    });
  });

  it('rejects a v1 callback whose payload was tampered with after signing', async () => {
    const { headers } = v1Callback(paid);
    const { body: tampered } = v1Callback({ ...paid, amount: 100 });
    await expect(v1.parseWebhook(headers, tampered)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects a v1 callback without X-VERIFY or with another salt index', async () => {
    const { body, headers } = v1Callback(paid);
    await expect(v1.parseWebhook({}, body)).rejects.toBeInstanceOf(UnauthorizedError);
    const otherIndex = { 'x-verify': headers['x-verify'].replace('###1', '###2') };
    await expect(v1.parseWebhook(otherIndex, body)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  const v2 = new PhonePeV2Provider({
    apiVersion: 'v2',
    baseUrl: 'http://127.0.0.1:9',
    oauthBaseUrl: 'http://127.0.0.1:9',
    clientId: 'client',
    clientSecret: 'secret',
    clientVersion: 1,
    webhookUsername: 'merchant_user',
    webhookPassword: 'merchant_pass',
  });
  const v2Body = JSON.stringify({
    event: 'checkout.order.failed',
    payload: { merchantOrderId: 'NXT_2_b', orderId: 'OMO1', state: 'FAILED', amount: 100 },
  });

  it('reads a v2 webhook authorised by the recipe', async () => {
    const headers = { authorization: sha256('merchant_user:merchant_pass') };
    await expect(v2.parseWebhook(headers, v2Body)).resolves.toMatchObject({
      kind: 'order',
      event: 'checkout.order.failed',
      status: { merchantTransactionId: 'NXT_2_b', state: 'FAILED', amountPaise: 100 },
    });
  });

  const refundPayload = {
    merchantId: 'M1',
    merchantRefundId: 'NXT_2_b_R1',
    originalMerchantOrderId: 'NXT_2_b',
    refundId: 'OMR1',
    amount: 100,
    state: 'COMPLETED',
  };
  const signed = { authorization: sha256('merchant_user:merchant_pass') };

  it.each(['pg.refund.accepted', 'pg.refund.completed', 'pg.refund.failed'])(
    'reads a v2 %s webhook as a refund notice',
    async (event) => {
      const body = JSON.stringify({ event, payload: refundPayload });
      await expect(v2.parseWebhook(signed, body)).resolves.toMatchObject({
        kind: 'refund',
        event,
        refund: { merchantRefundId: 'NXT_2_b_R1', providerRefundId: 'OMR1' },
      });
    },
  );

  it("reads PhonePe's deprecated `type` when a webhook has no `event`, and ignores unknown fields", async () => {
    const body = JSON.stringify({
      type: 'PG_REFUND_FAILED',
      payload: { ...refundPayload, state: 'FAILED', errorCode: 'X', somethingNew: [1] },
      alsoNew: true,
    });
    await expect(v2.parseWebhook(signed, body)).resolves.toMatchObject({
      kind: 'refund',
      refund: { merchantRefundId: 'NXT_2_b_R1' },
    });
  });

  it('answers an event we do not use as ignored, not as an error', async () => {
    const body = JSON.stringify({
      event: 'subscription.notification.completed',
      payload: { anything: 1 },
    });
    await expect(v2.parseWebhook(signed, body)).resolves.toEqual({
      kind: 'ignored',
      event: 'subscription.notification.completed',
    });
  });

  it('rejects a v2 webhook with a missing or wrong Authorization', async () => {
    await expect(v2.parseWebhook({}, v2Body)).rejects.toBeInstanceOf(UnauthorizedError);
    const wrong = { authorization: sha256('merchant_user:guess') };
    await expect(v2.parseWebhook(wrong, v2Body)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
