import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import { refusedByTest, v1OrderEnvelope, v1RefundEnvelope } from './answers';
import { openRefund } from './refunds';
import { header, parseJson, readBody, SandboxHttpError, sendJson } from './http-io';
import type { SandboxContext, SandboxRoute } from './sandbox-context';
import { sameText, v1RequestChecksum } from './signatures';

// PG v1 as PhonePe's UAT serves it: POST /pg/v1/pay and /pg/v1/refund take {request: base64 JSON}
// signed with X-VERIFY = SHA256(base64 + apiPath + saltKey)###saltIndex; GET
// /pg/v1/status/{merchantId}/{merchantTransactionId} is signed over its path alone and answers
// payments and refunds alike. Errors answer {success: false, code, message, data: {}}.

const v1Error = (statusCode: number, code: string, message: string) =>
  new SandboxHttpError(statusCode, { success: false, code, message, data: {} });

const badRequest = (message: string) => v1Error(400, 'BAD_REQUEST', message);
/** What a test's SERVER_ERROR refund answer gets: the work was done, the answer is lost. */
const serverError = () =>
  v1Error(500, 'INTERNAL_SERVER_ERROR', 'There was an error trying to process your request');
const keyNotConfigured = () => v1Error(401, 'KEY_NOT_CONFIGURED', 'Key not found for the merchant');
const checksumFailed = () =>
  v1Error(401, 'AUTHORIZATION_FAILED', 'X-VERIFY does not match the payload, API path and salt');

const transactionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,38}$/, 'at most 38 letters, digits, _ or -');

const payPayload = z.object({
  merchantId: z.string(),
  merchantTransactionId: transactionId,
  merchantUserId: z.string().regex(/^[A-Za-z0-9_-]{1,36}$/, 'at most 36 letters, digits, _ or -'),
  amount: z.number().int().min(100),
  redirectUrl: z.url(),
  redirectMode: z.enum(['REDIRECT', 'POST']).optional(),
  callbackUrl: z.url(),
  mobileNumber: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  paymentInstrument: z.object({ type: z.literal('PAY_PAGE') }),
});

const refundPayload = z.object({
  merchantId: z.string(),
  merchantUserId: z.string().optional(),
  originalTransactionId: transactionId,
  merchantTransactionId: transactionId,
  // 1 paisa at least (decision 009): a partial refund can be that small, though PhonePe's pages say 100.
  amount: z.number().int().min(1),
  callbackUrl: z.url().optional(),
});

/** Decodes {request} and checks, as PhonePe does, the merchant's key and then the checksum. */
async function signedPayload<S extends z.ZodType>(
  context: SandboxContext,
  request: IncomingMessage,
  apiPath: string,
  schema: S,
): Promise<z.infer<S>> {
  const invalid = { success: false, code: 'BAD_REQUEST', message: 'Invalid JSON', data: {} };
  const body = parseJson(await readBody(request), invalid) as { request?: unknown };
  if (typeof body.request !== 'string' || !body.request) throw badRequest('request is required');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body.request, 'base64').toString('utf8'));
  } catch {
    throw badRequest('request must be base64-encoded JSON');
  }
  const { merchantId, saltKey, saltIndex } = context.options.credentials;
  if ((decoded as { merchantId?: unknown })?.merchantId !== merchantId) throw keyNotConfigured();
  const expected = v1RequestChecksum(body.request, apiPath, saltKey, saltIndex);
  if (!sameText(header(request, 'x-verify')?.toLowerCase(), expected)) throw checksumFailed();

  const parsed = schema.safeParse(decoded);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw badRequest(`${problem?.path.join('.') || 'request'}: ${problem?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

const pay: SandboxRoute = {
  method: 'POST',
  surface: 'v1',
  path: /^\/pg\/v1\/pay$/,
  async handle(context, request, response) {
    const input = await signedPayload(context, request, '/pg/v1/pay', payPayload);
    if (context.orders.has(input.merchantTransactionId)) {
      throw badRequest(`merchantTransactionId ${input.merchantTransactionId} is already used`);
    }
    const order = context.orders.create({
      api: 'v1',
      merchantTransactionId: input.merchantTransactionId,
      amount: input.amount,
      redirectUrl: input.redirectUrl,
      callbackUrl: input.callbackUrl,
      expireAt: Date.now() + context.options.v1OrderLifetimeSeconds * 1000,
    });
    sendJson(response, 200, {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId: input.merchantId,
        merchantTransactionId: order.merchantTransactionId,
        instrumentResponse: {
          type: 'PAY_PAGE',
          redirectInfo: {
            url: `${context.options.publicUrl}/checkout/${encodeURIComponent(order.merchantTransactionId)}`,
            method: 'GET',
          },
        },
      },
    });
  },
};

const refund: SandboxRoute = {
  method: 'POST',
  surface: 'v1',
  path: /^\/pg\/v1\/refund$/,
  async handle(context, request, response) {
    const input = await signedPayload(context, request, '/pg/v1/refund', refundPayload);
    const order = context.orders.find(input.originalTransactionId);
    if (!order || order.api !== 'v1') {
      throw badRequest(
        `No transaction found for originalTransactionId ${input.originalTransactionId}`,
      );
    }
    if (order.state !== 'COMPLETED') {
      throw badRequest(`Only a COMPLETED transaction can be refunded; this one is ${order.state}`);
    }
    if (context.orders.has(input.merchantTransactionId)) {
      throw badRequest(`merchantTransactionId ${input.merchantTransactionId} is already used`);
    }
    const refundable = context.orders.refundable(order);
    if (input.amount > refundable) {
      throw badRequest(`Refund amount ${input.amount} exceeds the refundable ${refundable} paise`);
    }
    if (order.refundAnswer === 'REFUSED') throw badRequest(refusedByTest);
    const created = openRefund(context, order, {
      api: 'v1',
      merchantRefundId: input.merchantTransactionId,
      amount: input.amount,
      ...(input.callbackUrl ? { callbackUrl: input.callbackUrl } : {}),
    });
    if (order.refundAnswer === 'SERVER_ERROR') throw serverError();
    sendJson(response, 200, v1RefundEnvelope(created, input.merchantId));
  },
};

const status: SandboxRoute = {
  method: 'GET',
  surface: 'v1',
  path: /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/,
  async handle(context, request, response, [merchantId = '', id = '']) {
    const { credentials } = context.options;
    if (merchantId !== credentials.merchantId || header(request, 'x-merchant-id') !== merchantId) {
      throw keyNotConfigured();
    }
    // Signed over the path exactly as sent, before any decoding.
    const apiPath = new URL(request.url ?? '/', 'http://sandbox').pathname;
    const expected = v1RequestChecksum('', apiPath, credentials.saltKey, credentials.saltIndex);
    if (!sameText(header(request, 'x-verify')?.toLowerCase(), expected)) throw checksumFailed();

    const order = context.orders.find(id);
    if (order?.api === 'v1') {
      sendJson(response, 200, v1OrderEnvelope(order, merchantId));
      return;
    }
    const found = context.orders.findRefund(id);
    if (found?.api === 'v1') {
      sendJson(response, 200, v1RefundEnvelope(found, merchantId));
      return;
    }
    throw v1Error(404, 'TRANSACTION_NOT_FOUND', `No transaction found for ${id}`);
  },
};

export const v1Routes: SandboxRoute[] = [pay, refund, status];
