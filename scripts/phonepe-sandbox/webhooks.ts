import { v1OrderEnvelope, v2OrderStatus } from './answers';
import type { SandboxOrder } from './orders';
import type { PhonePeSandboxCredentials } from './sandbox-options';
import { v1CallbackChecksum, v2WebhookAuthorization } from './signatures';

// Signed S2S callbacks, delivered like PhonePe's: POSTed to the order's callback URL (v1) or the
// merchant's configured webhook URL (v2), retried a few times with a short backoff, and kept so
// a test can send the very same one again.

export interface PreparedWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface DeliveryAttempt {
  attempt: number;
  url: string;
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
    const response = Buffer.from(
      JSON.stringify(v1OrderEnvelope(order, credentials.merchantId)),
    ).toString('base64');
    return {
      url,
      headers: {
        'content-type': 'application/json',
        'x-verify': v1CallbackChecksum(response, credentials.saltKey, credentials.saltIndex),
      },
      body: JSON.stringify({ response }),
    };
  }
  const event = order.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed';
  return {
    url,
    headers: {
      'content-type': 'application/json',
      authorization: v2WebhookAuthorization(
        credentials.webhookUsername,
        credentials.webhookPassword,
      ),
    },
    body: JSON.stringify({ event, payload: v2OrderStatus(order, credentials.merchantId) }),
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
  send(merchantTransactionId: string, webhook: PreparedWebhook): Promise<DeliveryResult> {
    this.lastSent.set(merchantTransactionId, webhook);
    return this.attempt(merchantTransactionId, webhook, 1);
  }

  /** Sends the last webhook of an order again, byte for byte (optionally elsewhere). */
  resend(merchantTransactionId: string, url?: string): Promise<DeliveryResult> | undefined {
    const last = this.lastSent.get(merchantTransactionId);
    if (!last) return undefined;
    return this.send(merchantTransactionId, url ? { ...last, url } : last);
  }

  history(merchantTransactionId: string) {
    return {
      deliveries: this.deliveries.get(merchantTransactionId) ?? [],
      lastWebhook: this.lastSent.get(merchantTransactionId),
    };
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(
    merchantTransactionId: string,
    webhook: PreparedWebhook,
    attempt: number,
  ): Promise<DeliveryResult> {
    const record: DeliveryAttempt = { attempt, url: webhook.url, at: new Date().toISOString() };
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
    const list = this.deliveries.get(merchantTransactionId) ?? [];
    list.push(record);
    this.deliveries.set(merchantTransactionId, list);

    const delivered = record.status !== undefined && record.status >= 200 && record.status < 300;
    const delay = this.retryDelaysMs[attempt - 1];
    if (!delivered && delay !== undefined && !this.stopped) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.attempt(merchantTransactionId, webhook, attempt + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
    return { url: webhook.url, delivered, status: record.status, error: record.error };
  }
}
