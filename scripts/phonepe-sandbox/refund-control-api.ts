import * as z from 'zod';
import { controlBody, controlError } from './control-api';
import { sendJson } from './http-io';
import type { SandboxRefund } from './orders';
import { settleRefund } from './refunds';
import type { SandboxContext, SandboxRoute } from './sandbox-context';

// Sandbox-only control endpoints for refunds, for tests (PhonePe has nothing like them):
//   GET  /__sandbox/refunds/{merchantRefundId}                 the refund and its webhook deliveries
//   POST /__sandbox/refunds/{merchantRefundId}/settle          {state: COMPLETED|FAILED, webhookUrl?}
//                                                              ends a PENDING refund and sends its
//                                                              signed webhook (v2 pg.refund.*)
//   POST /__sandbox/refunds/{merchantRefundId}/resend-webhook  {webhookUrl?} the last one again
// `webhookUrl` sends this refund's webhooks to a listener of the test's own instead.

const settleRequest = z.object({
  state: z.enum(['COMPLETED', 'FAILED'], { error: 'state must be COMPLETED or FAILED' }),
  webhookUrl: z.url().optional(),
});
const resendRequest = z.object({ webhookUrl: z.url().optional() });

function knownRefund(context: SandboxContext, id: string): SandboxRefund {
  const refund = context.orders.findRefund(id);
  if (!refund) throw controlError(404, `No refund ${id}`);
  return refund;
}

function describeRefund(context: SandboxContext, refund: SandboxRefund) {
  const { deliveries, lastWebhook } = context.webhooks.history(refund.merchantRefundId);
  return { ...refund, webhookDeliveries: deliveries, lastWebhook };
}

const inspect: SandboxRoute = {
  method: 'GET',
  path: /^\/__sandbox\/refunds\/([^/]+)$/,
  async handle(context, _request, response, [id = '']) {
    sendJson(response, 200, describeRefund(context, knownRefund(context, id)));
  },
};

const settle: SandboxRoute = {
  method: 'POST',
  path: /^\/__sandbox\/refunds\/([^/]+)\/settle$/,
  async handle(context, request, response, [id = '']) {
    const refund = knownRefund(context, id);
    const input = await controlBody(request, settleRequest);
    const result = await settleRefund(context, refund, input.state, input.webhookUrl);
    if (!result.ok) throw controlError(409, result.reason);
    sendJson(response, 200, {
      refund: describeRefund(context, refund),
      webhook: result.webhook ?? null,
    });
  },
};

const resendWebhook: SandboxRoute = {
  method: 'POST',
  path: /^\/__sandbox\/refunds\/([^/]+)\/resend-webhook$/,
  async handle(context, request, response, [id = '']) {
    const refund = knownRefund(context, id);
    const input = await controlBody(request, resendRequest);
    const sent = context.webhooks.resend(refund.merchantRefundId, input.webhookUrl);
    if (!sent) throw controlError(409, 'No webhook has been sent for this refund yet');
    sendJson(response, 200, { webhook: await sent });
  },
};

export const refundControlRoutes: SandboxRoute[] = [inspect, settle, resendWebhook];
