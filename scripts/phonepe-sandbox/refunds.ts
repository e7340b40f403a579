import type { RefundState, SandboxOrder, SandboxRefund } from './orders';
import type { SandboxContext } from './sandbox-context';
import { prepareRefundWebhook, type DeliveryResult } from './webhooks';

// A refund's life after the refund API took it, for both APIs: it starts in the state the order's
// refund answer says (PENDING unless a test chose otherwise) and stays PENDING until a test
// settles it through the control API (or, under `npm start`, it completes by itself after a
// while: refundSettleAfterSeconds), as PhonePe's refunds settle minutes to days later. Each
// change is told with a signed webhook: v2 `pg.refund.accepted`, then `pg.refund.completed` or
// `pg.refund.failed`; v1 calls the refund's callbackUrl back on the final state only.

export interface RefundRequest {
  api: SandboxRefund['api'];
  merchantRefundId: string;
  amount: number;
  callbackUrl?: string;
}

/**
 * Records a refund the API accepted and tells the merchant in the background, so the refund API
 * answers without waiting on the merchant's webhook endpoint.
 */
export function openRefund(
  context: SandboxContext,
  order: SandboxOrder,
  request: RefundRequest,
): SandboxRefund {
  const answer = order.refundAnswer;
  const state: RefundState = answer === 'COMPLETED' || answer === 'FAILED' ? answer : 'PENDING';
  const refund = context.orders.addRefund(
    { ...request, merchantTransactionId: order.merchantTransactionId },
    state,
  );
  if (refund.api === 'v2' || refund.state !== 'PENDING') void notifyRefund(context, refund);
  const settleAfterMs = context.options.refundSettleAfterSeconds * 1000;
  if (refund.state === 'PENDING' && settleAfterMs > 0) {
    // A no-op if a test or a control call settled it meanwhile.
    setTimeout(() => void settleRefund(context, refund, 'COMPLETED'), settleAfterMs).unref();
  }
  return refund;
}

export type SettleResult =
  { ok: true; refund: SandboxRefund; webhook?: DeliveryResult } | { ok: false; reason: string };

/** Completes or fails a PENDING refund and waits for the first attempt at its webhook. */
export async function settleRefund(
  context: SandboxContext,
  refund: SandboxRefund,
  state: Exclude<RefundState, 'PENDING'>,
  webhookUrlOverride?: string,
): Promise<SettleResult> {
  if (refund.state !== 'PENDING') {
    return { ok: false, reason: `This refund is already ${refund.state.toLowerCase()}.` };
  }
  if (webhookUrlOverride) refund.webhookUrlOverride = webhookUrlOverride;
  context.orders.settleRefund(refund, state);
  const webhook = await notifyRefund(context, refund);
  return webhook ? { ok: true, refund, webhook } : { ok: true, refund };
}

function notifyRefund(
  context: SandboxContext,
  refund: SandboxRefund,
): Promise<DeliveryResult> | undefined {
  const url = refundWebhookUrl(context, refund);
  if (!url) return undefined;
  return context.webhooks.send(
    refund.merchantRefundId,
    prepareRefundWebhook(refund, url, context.options.credentials),
  );
}

/** A test's override, else the order's (v2 has one webhook URL per merchant), else PhonePe's. */
function refundWebhookUrl(context: SandboxContext, refund: SandboxRefund): string | undefined {
  const order = context.orders.find(refund.merchantTransactionId);
  return (
    refund.webhookUrlOverride ??
    order?.webhookUrlOverride ??
    (refund.api === 'v1' ? refund.callbackUrl : context.options.webhookUrl)
  );
}
