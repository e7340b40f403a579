import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import { refusedByTest, v2OrderStatus, v2RefundStatus } from './answers';
import { openRefund } from './refunds';
import { header, parseJson, readBody, SandboxHttpError, sendJson } from './http-io';
import type { SandboxContext, SandboxRoute } from './sandbox-context';
import { sameText } from './signatures';

// Standard Checkout v2 as PhonePe's UAT serves it: POST /v1/oauth/token (form-encoded client
// credentials), POST /checkout/v2/pay, GET /checkout/v2/order/{merchantOrderId}/status,
// GET /checkout/v2/transaction/{transactionId}/status, POST /payments/v2/refund and
// GET /payments/v2/refund/{merchantRefundId}/status. Errors answer {code, message}, as PhonePe's
// SDKs read them.

const v2Error = (statusCode: number, code: string, message: string) =>
  new SandboxHttpError(statusCode, { code, message });

const badRequest = (message: string) => v2Error(400, 'BAD_REQUEST', message);

/** What a test's SERVER_ERROR refund answer gets: the work was done, the answer is lost. */
const serverError = () =>
  v2Error(500, 'INTERNAL_SERVER_ERROR', 'There was an error trying to process your request');

const orderId = z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'at most 63 letters, digits, _ or -');

const payRequest = z.object({
  merchantOrderId: orderId,
  amount: z.number().int().min(100),
  expireAfter: z.number().int().min(300).max(3600).optional(),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    message: z.string().optional(),
    merchantUrls: z.object({ redirectUrl: z.url() }),
  }),
  metaInfo: z.record(z.string(), z.string()).optional(),
});

const refundRequest = z.object({
  merchantRefundId: orderId,
  originalMerchantOrderId: orderId,
  // 1 paisa at least (decision 009): a partial refund can be that small, though PhonePe's pages say 100.
  amount: z.number().int().min(1),
});

async function jsonBody<S extends z.ZodType>(
  request: IncomingMessage,
  schema: S,
): Promise<z.infer<S>> {
  const body = parseJson(await readBody(request), { code: 'BAD_REQUEST', message: 'Invalid JSON' });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw badRequest(`${problem?.path.join('.') || 'body'}: ${problem?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Every v2 API but the token one wants `Authorization: O-Bearer <access_token>`. */
function requireAccessToken(context: SandboxContext, request: IncomingMessage): void {
  const [scheme, token] = (header(request, 'authorization') ?? '').split(' ');
  const expiresAt = token ? context.tokens.get(token) : undefined;
  if (scheme !== 'O-Bearer' || expiresAt === undefined || Date.now() >= expiresAt) {
    throw v2Error(401, 'AUTHORIZATION_FAILED', 'Missing, unknown or expired O-Bearer access token');
  }
}

const issueToken: SandboxRoute = {
  method: 'POST',
  surface: 'v2',
  path: /^\/v1\/oauth\/token$/,
  async handle(context, request, response) {
    const form = new URLSearchParams(await readBody(request));
    const { credentials, tokenLifetimeSeconds } = context.options;
    if (form.get('grant_type') !== 'client_credentials') {
      throw badRequest('grant_type must be client_credentials');
    }
    const known =
      sameText(form.get('client_id') ?? undefined, credentials.clientId) &&
      sameText(form.get('client_secret') ?? undefined, credentials.clientSecret) &&
      form.get('client_version') === String(credentials.clientVersion);
    if (!known) {
      throw v2Error(
        401,
        'AUTHORIZATION_FAILED',
        'Client authentication failed: unknown client_id, wrong client_secret or client_version',
      );
    }
    const token = `SBX.${randomBytes(24).toString('base64url')}`;
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + tokenLifetimeSeconds;
    context.tokens.set(token, expiresAt * 1000);
    sendJson(response, 200, {
      access_token: token,
      encrypted_access_token: token,
      expires_in: tokenLifetimeSeconds,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    });
  },
};

const pay: SandboxRoute = {
  method: 'POST',
  surface: 'v2',
  path: /^\/checkout\/v2\/pay$/,
  async handle(context, request, response) {
    requireAccessToken(context, request);
    const input = await jsonBody(request, payRequest);
    if (context.orders.has(input.merchantOrderId)) {
      throw badRequest(`merchantOrderId ${input.merchantOrderId} is already used`);
    }
    const order = context.orders.create({
      api: 'v2',
      merchantTransactionId: input.merchantOrderId,
      amount: input.amount,
      redirectUrl: input.paymentFlow.merchantUrls.redirectUrl,
      expireAt: Date.now() + (input.expireAfter ?? 1200) * 1000,
    });
    sendJson(response, 200, {
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt,
      redirectUrl: `${context.options.publicUrl}/checkout/${encodeURIComponent(order.merchantTransactionId)}`,
    });
  },
};

const orderStatus: SandboxRoute = {
  method: 'GET',
  surface: 'v2',
  // The website API is /checkout/v2/...; the mobile-SDK flavour reads /payments/v2/... the same.
  path: /^\/(?:checkout|payments)\/v2\/order\/([^/]+)\/status$/,
  async handle(context, request, response, [merchantOrderId = '']) {
    requireAccessToken(context, request);
    const order = context.orders.find(merchantOrderId);
    if (!order || order.api !== 'v2') {
      throw v2Error(404, 'NOT_FOUND', `No order found for merchantOrderId ${merchantOrderId}`);
    }
    sendJson(response, 200, v2OrderStatus(order, context.options.credentials.merchantId));
  },
};

const refund: SandboxRoute = {
  method: 'POST',
  surface: 'v2',
  path: /^\/payments\/v2\/refund$/,
  async handle(context, request, response) {
    requireAccessToken(context, request);
    const input = await jsonBody(request, refundRequest);
    const order = context.orders.find(input.originalMerchantOrderId);
    if (!order || order.api !== 'v2') {
      throw v2Error(
        404,
        'NOT_FOUND',
        `No order found for merchantOrderId ${input.originalMerchantOrderId}`,
      );
    }
    if (order.state !== 'COMPLETED') {
      throw badRequest(`Only a COMPLETED order can be refunded; this one is ${order.state}`);
    }
    if (context.orders.has(input.merchantRefundId)) {
      throw badRequest(`merchantRefundId ${input.merchantRefundId} is already used`);
    }
    const refundable = context.orders.refundable(order);
    if (input.amount > refundable) {
      throw badRequest(`Refund amount ${input.amount} exceeds the refundable ${refundable} paise`);
    }
    if (order.refundAnswer === 'REFUSED') throw badRequest(refusedByTest);
    const created = openRefund(context, order, {
      api: 'v2',
      merchantRefundId: input.merchantRefundId,
      amount: input.amount,
    });
    if (order.refundAnswer === 'SERVER_ERROR') throw serverError();
    sendJson(response, 200, {
      refundId: created.refundId,
      amount: created.amount,
      state: created.state,
    });
  },
};

const refundStatus: SandboxRoute = {
  method: 'GET',
  surface: 'v2',
  path: /^\/payments\/v2\/refund\/([^/]+)\/status$/,
  async handle(context, request, response, [merchantRefundId = '']) {
    requireAccessToken(context, request);
    const found = context.orders.findRefund(merchantRefundId);
    if (!found || found.api !== 'v2') {
      throw v2Error(404, 'NOT_FOUND', `No refund found for merchantRefundId ${merchantRefundId}`);
    }
    sendJson(response, 200, v2RefundStatus(found, context.options.credentials.merchantId));
  },
};

const transactionStatus: SandboxRoute = {
  method: 'GET',
  surface: 'v2',
  path: /^\/(?:checkout|payments)\/v2\/transaction\/([^/]+)\/status$/,
  async handle(context, request, response, [transactionId = '']) {
    requireAccessToken(context, request);
    const order = context.orders.findByTransactionId(transactionId);
    if (!order) {
      throw v2Error(404, 'NOT_FOUND', `No transaction found for transactionId ${transactionId}`);
    }
    // The order's data with that one attempt's details (the sandbox makes one per order).
    sendJson(response, 200, v2OrderStatus(order, context.options.credentials.merchantId));
  },
};

export const v2Routes: SandboxRoute[] = [
  issueToken,
  pay,
  orderStatus,
  transactionStatus,
  refund,
  refundStatus,
];
