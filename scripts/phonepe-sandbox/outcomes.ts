import { attemptFor, type OrderState, type Outcome, type SandboxOrder } from './orders';
import type { SandboxContext } from './sandbox-context';
import { prepareWebhook, type DeliveryResult } from './webhooks';

// What pressing Success, Failure or Pending does, on the checkout page or through the control
// API: record the outcome, then tell the merchant with a signed webhook. Pending sends none:
// PhonePe calls back on terminal states only, so the merchant must ask the status API.

export type OutcomeResult =
  { ok: true; order: SandboxOrder; webhook?: DeliveryResult } | { ok: false; reason: string };

export async function applyOutcome(
  context: SandboxContext,
  order: SandboxOrder,
  outcome: Outcome,
  webhookUrlOverride?: string,
): Promise<OutcomeResult> {
  if (order.state !== 'PENDING') {
    return { ok: false, reason: `This payment is already ${order.state.toLowerCase()}.` };
  }
  if (webhookUrlOverride) order.webhookUrlOverride = webhookUrlOverride;
  context.orders.complete(order, outcome);
  if (outcome === 'PENDING') return { ok: true, order };

  const url = webhookUrlFor(context, order);
  if (!url) return { ok: true, order };
  const webhook = await context.webhooks.send(
    order.merchantTransactionId,
    prepareWebhook(order, url, context.options.credentials),
  );
  return { ok: true, order, webhook };
}

/**
 * Sandbox-only: a callback signed as PhonePe signs them that reports the order in `state`, while
 * the order itself (and so the status API) stays as it is: a late, repeated or out-of-order
 * webhook, as a merchant must expect them.
 */
export function sendWebhookAs(
  context: SandboxContext,
  order: SandboxOrder,
  state: OrderState,
  webhookUrlOverride?: string,
): Promise<DeliveryResult> | undefined {
  const url = webhookUrlOverride ?? webhookUrlFor(context, order);
  if (!url) return undefined;
  const reported: SandboxOrder = { ...order, state, attempt: attemptFor(order, state) };
  return context.webhooks.send(
    order.merchantTransactionId,
    prepareWebhook(reported, url, context.options.credentials),
  );
}

/** v1: the callbackUrl of the pay request; v2: the merchant's configured webhook URL. */
function webhookUrlFor(context: SandboxContext, order: SandboxOrder): string | undefined {
  return (
    order.webhookUrlOverride ??
    (order.api === 'v1' ? order.callbackUrl : context.options.webhookUrl)
  );
}
