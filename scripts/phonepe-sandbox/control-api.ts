import * as z from 'zod';
import { parseJson, readBody, SandboxHttpError, sendJson } from './http-io';
import { parseOutcome, refundAnswers, type SandboxOrder } from './orders';
import { applyOutcome, sendWebhookAs } from './outcomes';
import type { SandboxContext, SandboxRoute } from './sandbox-context';
import { defaultRateLimitPerSecond } from './sandbox-options';

// Sandbox-only control endpoints under /__sandbox/, for tests: PhonePe has nothing like them.
//   GET  /__sandbox/orders/{id}                  the order, its refunds and its webhook deliveries
//   POST /__sandbox/orders/{id}/complete         {outcome: SUCCESS|FAILURE|PENDING, webhookUrl?}
//                                                does what the checkout page's buttons do
//   POST /__sandbox/orders/{id}/resend-webhook   {webhookUrl?} sends the last webhook again
//   POST /__sandbox/orders/{id}/send-webhook     {state: COMPLETED|FAILED|PENDING, webhookUrl?}
//                                                sends a signed webhook reporting that state,
//                                                leaving the order (and its status) as it is
//   POST /__sandbox/orders/{id}/refund-answer    {answer: PENDING|COMPLETED|FAILED|REFUSED|
//                                                SERVER_ERROR} how the refund API answers for
//                                                this order's refunds from now on
//   GET  /__sandbox/rate-limit                   {perSecond, defaultPerSecond, lastSecond:
//                                                {v1, v2}} (calls admitted in the last second)
//   POST /__sandbox/rate-limit                   {perSecond} API calls per surface per second
// `webhookUrl` sends this order's webhooks to a listener of the test's own instead.
// Refunds have their own: refund-control-api.ts.

export const controlError = (statusCode: number, error: string) =>
  new SandboxHttpError(statusCode, { error });

const completeRequest = z.object({ outcome: z.string(), webhookUrl: z.url().optional() });
const resendRequest = z.object({ webhookUrl: z.url().optional() });
const sendWebhookRequest = z.object({
  state: z.enum(['COMPLETED', 'FAILED', 'PENDING'], {
    error: 'state must be COMPLETED, FAILED or PENDING',
  }),
  webhookUrl: z.url().optional(),
});
const refundAnswerRequest = z.object({
  answer: z.enum(refundAnswers, {
    error: 'answer must be PENDING, COMPLETED, FAILED, REFUSED or SERVER_ERROR',
  }),
});
const rateLimitRequest = z.object({
  perSecond: z
    .number({ error: 'perSecond must be a whole number from 1 to 100000' })
    .int('perSecond must be a whole number from 1 to 100000')
    .min(1, 'perSecond must be a whole number from 1 to 100000')
    .max(100_000, 'perSecond must be a whole number from 1 to 100000'),
});

export async function controlBody<S extends z.ZodType>(
  request: Parameters<SandboxRoute['handle']>[1],
  schema: S,
) {
  const parsed = schema.safeParse(parseJson(await readBody(request), { error: 'Invalid JSON' }));
  if (!parsed.success) throw controlError(400, parsed.error.issues[0]?.message ?? 'Invalid body');
  return parsed.data as z.infer<S>;
}

function knownOrder(context: SandboxContext, id: string): SandboxOrder {
  const order = context.orders.find(id);
  if (!order) throw controlError(404, `No order ${id}`);
  return order;
}

function describeOrder(context: SandboxContext, order: SandboxOrder) {
  const { deliveries, lastWebhook } = context.webhooks.history(order.merchantTransactionId);
  return {
    ...order,
    refunds: context.orders.refundsOf(order.merchantTransactionId),
    webhookDeliveries: deliveries,
    lastWebhook,
  };
}

const inspect: SandboxRoute = {
  method: 'GET',
  path: /^\/__sandbox\/orders\/([^/]+)$/,
  async handle(context, _request, response, [id = '']) {
    sendJson(response, 200, describeOrder(context, knownOrder(context, id)));
  },
};

const complete: SandboxRoute = {
  method: 'POST',
  path: /^\/__sandbox\/orders\/([^/]+)\/complete$/,
  async handle(context, request, response, [id = '']) {
    const order = knownOrder(context, id);
    const input = await controlBody(request, completeRequest);
    const outcome = parseOutcome(input.outcome);
    if (!outcome) throw controlError(400, 'outcome must be SUCCESS, FAILURE or PENDING');
    const result = await applyOutcome(context, order, outcome, input.webhookUrl);
    if (!result.ok) throw controlError(409, result.reason);
    sendJson(response, 200, {
      order: describeOrder(context, order),
      webhook: result.webhook ?? null,
    });
  },
};

const resendWebhook: SandboxRoute = {
  method: 'POST',
  path: /^\/__sandbox\/orders\/([^/]+)\/resend-webhook$/,
  async handle(context, request, response, [id = '']) {
    const order = knownOrder(context, id);
    const input = await controlBody(request, resendRequest);
    const sent = context.webhooks.resend(order.merchantTransactionId, input.webhookUrl);
    if (!sent) throw controlError(409, 'No webhook has been sent for this order yet');
    sendJson(response, 200, { webhook: await sent });
  },
};

const sendWebhook: SandboxRoute = {
  method: 'POST',
  path: /^\/__sandbox\/orders\/([^/]+)\/send-webhook$/,
  async handle(context, request, response, [id = '']) {
    const order = knownOrder(context, id);
    const input = await controlBody(request, sendWebhookRequest);
    const sent = sendWebhookAs(context, order, input.state, input.webhookUrl);
    if (!sent) throw controlError(409, 'This order has no webhook URL');
    sendJson(response, 200, { webhook: await sent });
  },
};

const setRefundAnswer: SandboxRoute = {
  method: 'POST',
  path: /^\/__sandbox\/orders\/([^/]+)\/refund-answer$/,
  async handle(context, request, response, [id = '']) {
    const order = knownOrder(context, id);
    order.refundAnswer = (await controlBody(request, refundAnswerRequest)).answer;
    sendJson(response, 200, { order: describeOrder(context, order) });
  },
};

function describeRateLimit(context: SandboxContext) {
  return {
    perSecond: context.rateLimit.perSecond,
    defaultPerSecond: defaultRateLimitPerSecond,
    lastSecond: context.rateLimit.counts(),
  };
}

const readRateLimit: SandboxRoute = {
  method: 'GET',
  path: /^\/__sandbox\/rate-limit$/,
  async handle(context, _request, response) {
    sendJson(response, 200, describeRateLimit(context));
  },
};

const setRateLimit: SandboxRoute = {
  method: 'POST',
  path: /^\/__sandbox\/rate-limit$/,
  async handle(context, request, response) {
    context.rateLimit.perSecond = (await controlBody(request, rateLimitRequest)).perSecond;
    sendJson(response, 200, describeRateLimit(context));
  },
};

export const controlRoutes: SandboxRoute[] = [
  inspect,
  complete,
  resendWebhook,
  sendWebhook,
  setRefundAnswer,
  readRateLimit,
  setRateLimit,
];
