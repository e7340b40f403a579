import * as z from 'zod';
import { UnauthorizedError, ValidationError } from '#lambdas/lib/errors';
import { signaturesMatch, webhookAuthorization } from './checksums';
import { callPhonePe, defaultTimeoutMs, headerValue } from './phonepe-http';
import { PaymentProviderError, type PaymentProviderOperation } from './provider-errors';
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentInstrument,
  PaymentProvider,
  PaymentState,
  PaymentStatus,
  RefundInput,
  RefundStatus,
  WebhookNotice,
} from './provider';

// PhonePe Standard Checkout v2, what PhonePe issues to new merchants: an OAuth client-credentials
// token (O-Bearer), create payment, order status, refund, and a webhook authorised by
// SHA256(username:password). Shapes follow developer.phonepe.com's Standard Checkout API reference.

export interface PhonePeV2Config {
  apiVersion: 'v2';
  /** Checkout and payments API, e.g. https://api.phonepe.com/apis/pg (UAT: .../apis/pg-sandbox). */
  baseUrl: string;
  /** The token API; in production PhonePe serves it apart, at .../apis/identity-manager. */
  oauthBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  /** Epoch seconds. */
  expires_at: z.number(),
  token_type: z.string().optional(),
});

const payAnswer = z.object({
  orderId: z.string(),
  state: z.string(),
  redirectUrl: z.url(),
  expireAt: z.number().optional(),
});

const rail = z.object({ type: z.string().optional(), utr: z.string().optional() });

const paymentDetail = z.object({
  paymentMode: z.string().optional(),
  transactionId: z.string().optional(),
  state: z.string().optional(),
  rail: rail.optional(),
  splitInstruments: z.array(z.object({ rail: rail.optional() })).optional(),
});

const orderStatus = z.object({
  orderId: z.string().optional(),
  state: z.string(),
  amount: z.number().int(),
  paymentDetails: z.array(paymentDetail).optional(),
});

const refundAnswer = z.object({
  refundId: z.string().optional(),
  state: z.string(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
});

/** Unknown fields are dropped, not refused: PhonePe adds fields without notice. */
const webhookEnvelope = z.object({
  event: z.string().optional(),
  /** Deprecated by PhonePe in favour of `event`, still sent; read only when `event` is missing. */
  type: z.string().optional(),
  payload: z.unknown(),
});

const orderPayload = orderStatus.extend({ merchantOrderId: z.string().min(1) });
const refundPayload = refundAnswer.extend({
  merchantRefundId: z.string().min(1),
  originalMerchantOrderId: z.string().optional(),
});

/** Standard Checkout names them checkout.order.*, the custom checkout pg.order.*. */
const orderEvents = new Set([
  'checkout.order.completed',
  'checkout.order.failed',
  'pg.order.completed',
  'pg.order.failed',
]);
const refundEvents = new Set(['pg.refund.accepted', 'pg.refund.completed', 'pg.refund.failed']);

/** `PG_REFUND_COMPLETED` → `pg.refund.completed`: the deprecated `type` in the event's spelling. */
const eventOfType = (type: string) => type.toLowerCase().replaceAll('_', '.');

/** PhonePe accepts an order expiry between 5 and 60 minutes. */
const expireAfterBounds = { min: 300, max: 3600 };

/** Refresh the token this long before PhonePe says it expires (at most half its life). */
const tokenRefreshMarginMs = 120_000;

export class PhonePeV2Provider implements PaymentProvider {
  readonly name = 'phonepe-v2' as const;
  private token?: { value: string; refreshAt: number };
  private tokenRequest?: Promise<string>;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(
    private readonly config: PhonePeV2Config,
    options: { timeoutMs?: number; now?: () => number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    this.now = options.now ?? Date.now;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const expireAfter = Math.min(
      expireAfterBounds.max,
      Math.max(expireAfterBounds.min, Math.round(input.expiresInSeconds)),
    );
    const answer = await this.authorisedCall('create the payment', payAnswer, {
      method: 'POST',
      path: '/checkout/v2/pay',
      body: {
        merchantOrderId: input.merchantTransactionId,
        amount: input.amountPaise,
        expireAfter,
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: input.redirectUrl } },
      },
    });
    return { redirectUrl: answer.redirectUrl, providerReference: answer.orderId };
  }

  async getStatus(merchantTransactionId: string): Promise<PaymentStatus> {
    const order = await this.authorisedCall('read the payment status', orderStatus, {
      method: 'GET',
      path: `/checkout/v2/order/${encodeURIComponent(merchantTransactionId)}/status?details=false`,
    });
    return toPaymentStatus(merchantTransactionId, order);
  }

  async refund(input: RefundInput): Promise<RefundStatus> {
    const answer = await this.authorisedCall('refund the payment', refundAnswer, {
      method: 'POST',
      path: '/payments/v2/refund',
      body: {
        merchantRefundId: input.merchantRefundId,
        originalMerchantOrderId: input.merchantTransactionId,
        amount: input.amountPaise,
      },
    });
    return toRefundStatus(input.merchantRefundId, answer);
  }

  /** Where a refund PENDING at first has got to. */
  async getRefundStatus(merchantRefundId: string): Promise<RefundStatus> {
    const answer = await this.authorisedCall('read the refund status', refundAnswer, {
      method: 'GET',
      path: `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
    });
    return toRefundStatus(merchantRefundId, answer);
  }

  async parseWebhook(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<WebhookNotice> {
    const received = headerValue(headers, 'authorization')?.trim().toLowerCase();
    const expected = webhookAuthorization(this.config.webhookUsername, this.config.webhookPassword);
    if (!signaturesMatch(received, expected)) {
      throw new UnauthorizedError('Invalid PhonePe webhook authorisation.');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new ValidationError('The PhonePe webhook body is not JSON.');
    }
    const envelope = webhookEnvelope.safeParse(json);
    if (!envelope.success) {
      throw new ValidationError('The PhonePe webhook has an unexpected shape.');
    }
    const { type, payload } = envelope.data;
    const event = envelope.data.event ?? (type ? eventOfType(type) : 'unnamed');
    if (orderEvents.has(event)) {
      const order = orderPayload.safeParse(payload);
      if (order.success) {
        return {
          kind: 'order',
          event,
          status: toPaymentStatus(order.data.merchantOrderId, order.data),
        };
      }
    } else if (refundEvents.has(event)) {
      const refund = refundPayload.safeParse(payload);
      if (refund.success) {
        return {
          kind: 'refund',
          event,
          refund: {
            ...toRefundStatus(refund.data.merchantRefundId, refund.data),
            merchantTransactionId: refund.data.originalMerchantOrderId,
          },
        };
      }
    } else {
      return { kind: 'ignored', event };
    }
    throw new ValidationError(`The PhonePe ${event} webhook has an unexpected payload.`);
  }

  private async authorisedCall<S extends z.ZodType>(
    operation: PaymentProviderOperation,
    answer: S,
    request: { method: 'GET' | 'POST'; path: string; body?: unknown },
  ): Promise<z.infer<S>> {
    const send = async () =>
      callPhonePe({
        provider: this.name,
        operation,
        url: `${this.config.baseUrl}${request.path}`,
        method: request.method,
        headers: {
          authorization: `O-Bearer ${await this.accessToken()}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        answer,
        timeoutMs: this.timeoutMs,
        secrets: this.secrets(),
      });
    try {
      return await send();
    } catch (error) {
      // A token PhonePe no longer honours (revoked, or its clock differs from ours): fetch a
      // fresh one and try once more.
      if (error instanceof PaymentProviderError && error.providerStatus === 401 && this.token) {
        this.token = undefined;
        return send();
      }
      throw error;
    }
  }

  /** The cached token, refreshed ahead of expiry; concurrent callers share one token request. */
  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.refreshAt) return this.token.value;
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const form = new URLSearchParams({
      client_id: this.config.clientId,
      client_version: String(this.config.clientVersion),
      client_secret: this.config.clientSecret,
      grant_type: 'client_credentials',
    });
    const answer = await callPhonePe({
      provider: this.name,
      operation: 'authorise',
      url: `${this.config.oauthBaseUrl}/v1/oauth/token`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      answer: tokenAnswer,
      timeoutMs: this.timeoutMs,
      secrets: this.secrets(),
    });
    const now = this.now();
    const expiresAt = answer.expires_at * 1000;
    const margin = Math.min(tokenRefreshMarginMs, Math.max(0, (expiresAt - now) / 2));
    this.token = { value: answer.access_token, refreshAt: expiresAt - margin };
    return answer.access_token;
  }

  private secrets(): string[] {
    return [this.config.clientSecret, this.config.webhookPassword, this.token?.value ?? ''];
  }
}

function toPaymentStatus(
  merchantTransactionId: string,
  order: z.infer<typeof orderStatus>,
): PaymentStatus {
  const state = orderState(order.state);
  const details = order.paymentDetails ?? [];
  const attempt = details.find((detail) => detail.state === order.state) ?? details.at(-1);
  return {
    merchantTransactionId,
    state,
    amountPaise: order.amount,
    transactionId: attempt?.transactionId,
    paymentInstrument: attempt ? instrument(attempt) : undefined,
  };
}

/** EXPIRED (seen in webhooks) is a failure; anything unknown stays pending, never confirmed. */
function orderState(state: string): PaymentState {
  if (state === 'COMPLETED') return 'COMPLETED';
  if (state === 'FAILED' || state === 'EXPIRED') return 'FAILED';
  return 'PENDING';
}

function toRefundStatus(
  merchantRefundId: string,
  answer: z.infer<typeof refundAnswer>,
): RefundStatus {
  const state = refundState(answer.state);
  const failureReason = answer.detailedErrorCode ?? answer.errorCode;
  return {
    merchantRefundId,
    state,
    ...(answer.refundId ? { providerRefundId: answer.refundId } : {}),
    ...(state === 'FAILED' && failureReason ? { failureReason } : {}),
  };
}

/** A refund is PENDING, then CONFIRMED (accepted, not yet settled), then COMPLETED or FAILED. */
function refundState(state: string): PaymentState {
  if (state === 'COMPLETED') return 'COMPLETED';
  if (state === 'FAILED') return 'FAILED';
  return 'PENDING';
}

/** Names the instrument as PG v1 does (UPI, CARD, NETBANKING), so both adapters agree. */
function instrument(attempt: z.infer<typeof paymentDetail>): PaymentInstrument | undefined {
  const attemptRail = attempt.rail ?? attempt.splitInstruments?.find((split) => split.rail)?.rail;
  const mode = attempt.paymentMode;
  const type = mode?.startsWith('UPI')
    ? 'UPI'
    : mode === 'CARD' || mode === 'TOKEN'
      ? 'CARD'
      : mode === 'NET_BANKING'
        ? 'NETBANKING'
        : (mode ?? attemptRail?.type);
  if (!type) return undefined;
  return attemptRail?.utr ? { type, utr: attemptRail.utr } : { type };
}
