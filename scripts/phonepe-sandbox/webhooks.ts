import {
  refundEventOf,
  v1OrderEnvelope,
  v1RefundEnvelope,
  v2OrderStatus,
  v2RefundStatus,
  v2WebhookTypes,
  type V2WebhookEvent,
} from './answers';
import type { SandboxOrder, SandboxRefund } from './orders';
import type { PhonePeSandboxCredentials } from './sandbox-options';
import { v1CallbackChecksum, v2WebhookAuthorization } from './signatures';

// Signed S2S callbacks, delivered like PhonePe's: POSTed to the order's callback URL (v1) or the
// merchant's configured webhook URL (v2), retried a few times with a short backoff, and kept so
// a test can send the very same one again. Deliveries are kept per order or refund id (PhonePe
// makes the two share one namespace, so neither hides the other).

export interface PreparedWebhook {
  url: string;
  /** v2: which event it carries. */
  event?: V2WebhookEvent;
  headers: Record<string, string>;
  body: string;
}

export interface DeliveryAttempt {
  attempt: number;
  url: string;
  event?: V2WebhookEvent;
  at: string;
  status?: number;
  error?: string;
}

export interface DeliveryResult {
  url: string;
  delivered: boolean;
  status?: number;
  error?: string;
}

/** The callback for an order's terminal state, signed as its API signs them. */
export function prepareWebhook(
  order: SandboxOrder,
  url: string,
  credentials: PhonePeSandboxCredentials,
): PreparedWebhook {
  if (order.api === 'v1') {
    return signedV1Callback(url, v1OrderEnvelope(order, credentials.merchantId), credentials);
  }
  const event = order.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed';
  return signedV2Webhook(url, event, v2OrderStatus(order, credentials.merchantId), credentials);
}

/**
 * The callback for a refund's state: v2 `pg.refund.accepted` (PENDING), `pg.refund.completed` or
 * `pg.refund.failed`; v1 the refund's status envelope, as its callbackUrl receives it.
 */
export function prepareRefundWebhook(
  refund: SandboxRefund,
  url: string,
  credentials: PhonePeSandboxCredentials,
): PreparedWebhook {
  if (refund.api === 'v1') {
    return signedV1Callback(url, v1RefundEnvelope(refund, credentials.merchantId), credentials);
  }
  return signedV2Webhook(
    url,
    refundEventOf[refund.state],
    v2RefundStatus(refund, credentials.merchantId),
    credentials,
  );
}

/** v1: {response: base64 JSON} with X-VERIFY = SHA256(response + saltKey)###saltIndex. */
function signedV1Callback(
  url: string,
  envelope: unknown,
  credentials: PhonePeSandboxCredentials,
): PreparedWebhook {
  const response = Buffer.from(JSON.stringify(envelope)).toString('base64');
  return {
    url,
    headers: {
      'content-type': 'application/json',
      'x-verify': v1CallbackChecksum(response, credentials.saltKey, credentials.saltIndex),
    },
    body: JSON.stringify({ response }),
  };
}

/** v2: {event, type, payload} with Authorization = SHA256(username:password). */
function signedV2Webhook(
  url: string,
  event: V2WebhookEvent,
  payload: unknown,
  credentials: PhonePeSandboxCredentials,
): PreparedWebhook {
  return {
    url,
    event,
    headers: {
      'content-type': 'application/json',
      authorization: v2WebhookAuthorization(
        credentials.webhookUsername,
        credentials.webhookPassword,
      ),
    },
    body: JSON.stringify({ event, type: v2WebhookTypes[event], payload }),
  };
}

export class WebhookSender {
  private readonly deliveries = new Map<string, DeliveryAttempt[]>();
  private readonly lastSent = new Map<string, PreparedWebhook>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly retryDelaysMs: number[]) {}

  /**
   * Sends the webhook and answers once the first attempt is over, so a browser redirected after
   * it finds the merchant already told; a failed first attempt is retried in the background.
   */
  /** `subjectId`: the order's or the refund's id, under which its deliveries are kept. */
  send(subjectId: string, webhook: PreparedWebhook): Promise<DeliveryResult> {
    this.lastSent.set(subjectId, webhook);
    return this.attempt(subjectId, webhook, 1);
  }

  /** Sends the last webhook of an order or refund again, byte for byte (optionally elsewhere). */
  resend(subjectId: string, url?: string): Promise<DeliveryResult> | undefined {
    const last = this.lastSent.get(subjectId);
    if (!last) return undefined;
    return this.send(subjectId, url ? { ...last, url } : last);
  }

  history(subjectId: string) {
    return {
      deliveries: this.deliveries.get(subjectId) ?? [],
      lastWebhook: this.lastSent.get(subjectId),
    };
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(
    subjectId: string,
    webhook: PreparedWebhook,
    attempt: number,
  ): Promise<DeliveryResult> {
    const record: DeliveryAttempt = {
      attempt,
      url: webhook.url,
      ...(webhook.event ? { event: webhook.event } : {}),
      at: new Date().toISOString(),
    };
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.status = response.status;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    const list = this.deliveries.get(subjectId) ?? [];
    list.push(record);
    this.deliveries.set(subjectId, list);

    const delivered = record.status !== undefined && record.status >= 200 && record.status < 300;
    const delay = this.retryDelaysMs[attempt - 1];
    if (!delivered && delay !== undefined && !this.stopped) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.attempt(subjectId, webhook, attempt + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
    return { url: webhook.url, delivered, status: record.status, error: record.error };
  }
}
