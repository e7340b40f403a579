import { randomBytes, randomInt } from 'node:crypto';

// The sandbox's memory of orders and refunds: what each pay call created, which button was
// pressed, and what PhonePe would answer about it now. Nothing is kept between runs.

export type SandboxApi = 'v1' | 'v2';
export type OrderState = 'PENDING' | 'COMPLETED' | 'FAILED';
export type Outcome = 'SUCCESS' | 'FAILURE' | 'PENDING';
export type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED';
/**
 * How the refund API answers for an order: a refund's first state; REFUSED (an error, no refund);
 * or SERVER_ERROR (the refund is made, PENDING, but the answer is a 500, as after a timeout).
 */
export type RefundAnswer = RefundState | 'REFUSED' | 'SERVER_ERROR';
export const refundAnswers = ['PENDING', 'COMPLETED', 'FAILED', 'REFUSED', 'SERVER_ERROR'] as const;

export interface PaymentAttempt {
  transactionId: string;
  state: OrderState;
  /** v2's paymentMode; the sandbox always pays by UPI intent. */
  paymentMode: 'UPI_INTENT';
  utr?: string;
  timestamp: number;
  errorCode?: string;
  detailedErrorCode?: string;
}

export interface SandboxOrder {
  api: SandboxApi;
  merchantTransactionId: string;
  /** PhonePe's own id for the order (v2's orderId). */
  orderId: string;
  amount: number;
  state: OrderState;
  redirectUrl: string;
  /** v1 sends the callback here; v2 uses the sandbox's configured webhook URL. */
  callbackUrl?: string;
  /** Sandbox-only: where a test asked this order's webhooks to go instead. */
  webhookUrlOverride?: string;
  createdAt: number;
  expireAt: number;
  outcome?: Outcome;
  attempt?: PaymentAttempt;
  /** Sandbox-only: how refunds of this order answer; PENDING (as PhonePe's do) when unset. */
  refundAnswer?: RefundAnswer;
}

export interface SandboxRefund {
  api: SandboxApi;
  merchantRefundId: string;
  merchantTransactionId: string;
  refundId: string;
  amount: number;
  state: RefundState;
  createdAt: number;
  /** When it last changed state (PhonePe's `timestamp`). */
  updatedAt: number;
  errorCode?: string;
  detailedErrorCode?: string;
  /** v1: the refund request's callbackUrl. */
  callbackUrl?: string;
  /** Sandbox-only: where a test asked this refund's webhooks to go instead. */
  webhookUrlOverride?: string;
}

export class OrderBook {
  private readonly orders = new Map<string, SandboxOrder>();
  private readonly refunds = new Map<string, SandboxRefund>();

  has(id: string): boolean {
    return this.orders.has(id) || this.refunds.has(id);
  }

  create(order: Omit<SandboxOrder, 'orderId' | 'state' | 'createdAt'>): SandboxOrder {
    const created: SandboxOrder = {
      ...order,
      orderId: phonePeId('OMO'),
      state: 'PENDING',
      createdAt: Date.now(),
    };
    this.orders.set(created.merchantTransactionId, created);
    return created;
  }

  /** The order as PhonePe would see it now: an unpaid order past its expiry has failed. */
  find(merchantTransactionId: string): SandboxOrder | undefined {
    const order = this.orders.get(merchantTransactionId);
    if (order?.state === 'PENDING' && Date.now() > order.expireAt) {
      order.state = 'FAILED';
      order.attempt = {
        transactionId: order.attempt?.transactionId ?? phonePeId('OM'),
        state: 'FAILED',
        paymentMode: 'UPI_INTENT',
        timestamp: Date.now(),
        errorCode: 'TXN_AUTO_FAILED',
        detailedErrorCode: 'TXN_AUTO_FAILED',
      };
    }
    return order;
  }

  /** Records what the payer chose, as a button on the checkout page or the control API does. */
  complete(order: SandboxOrder, outcome: Outcome): void {
    order.outcome = outcome;
    order.attempt = attemptFor(order, outcome);
    if (outcome === 'SUCCESS') order.state = 'COMPLETED';
    else if (outcome === 'FAILURE') order.state = 'FAILED';
  }

  refundsOf(merchantTransactionId: string): SandboxRefund[] {
    return [...this.refunds.values()].filter(
      (refund) => refund.merchantTransactionId === merchantTransactionId,
    );
  }

  /** What is left to refund of a completed order; a failed refund gave nothing back. */
  refundable(order: SandboxOrder): number {
    const refunded = this.refundsOf(order.merchantTransactionId)
      .filter((refund) => refund.state !== 'FAILED')
      .reduce((sum, refund) => sum + refund.amount, 0);
    return order.amount - refunded;
  }

  addRefund(
    refund: Omit<SandboxRefund, 'refundId' | 'state' | 'createdAt' | 'updatedAt'>,
    state: RefundState = 'PENDING',
  ): SandboxRefund {
    const now = Date.now();
    const created: SandboxRefund = {
      ...refund,
      refundId: phonePeId('OMR'),
      state: 'PENDING',
      createdAt: now,
      updatedAt: now,
    };
    this.refunds.set(created.merchantRefundId, created);
    if (state !== 'PENDING') this.settleRefund(created, state);
    return created;
  }

  findRefund(merchantRefundId: string): SandboxRefund | undefined {
    return this.refunds.get(merchantRefundId);
  }

  /**
   * A refund stays PENDING until a test settles it (control API), as PhonePe's take minutes to
   * days; a FAILED one gave nothing back, so what it held is refundable again.
   */
  settleRefund(refund: SandboxRefund, state: Exclude<RefundState, 'PENDING'>): void {
    refund.state = state;
    refund.updatedAt = Date.now();
    if (state === 'FAILED') {
      // PhonePe documents no list of refund error codes; these read as what they mean.
      refund.errorCode = 'REFUND_FAILED';
      refund.detailedErrorCode = 'REFUND_DECLINED_BY_BANK';
    }
  }

  /** The v2 order whose payment attempt has this PhonePe transaction id. */
  findByTransactionId(transactionId: string): SandboxOrder | undefined {
    for (const order of this.orders.values()) {
      if (order.api === 'v2' && order.attempt?.transactionId === transactionId) {
        return this.find(order.merchantTransactionId);
      }
    }
    return undefined;
  }
}

const outcomeOfState: Record<OrderState, Outcome> = {
  COMPLETED: 'SUCCESS',
  FAILED: 'FAILURE',
  PENDING: 'PENDING',
};

/**
 * The payment attempt behind an outcome, keeping the order's transaction id. Also how the
 * control API forges a callback for a state the order is not in (control-api.ts).
 */
export function attemptFor(order: SandboxOrder, outcome: Outcome | OrderState): PaymentAttempt {
  const chosen = isOutcome(outcome) ? outcome : outcomeOfState[outcome];
  const transactionId = order.attempt?.transactionId ?? phonePeId(order.api === 'v1' ? 'T' : 'OM');
  const timestamp = Date.now();
  if (chosen === 'SUCCESS') {
    return {
      transactionId,
      state: 'COMPLETED',
      paymentMode: 'UPI_INTENT',
      utr:
        order.attempt?.utr ??
        String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999)),
      timestamp,
    };
  }
  if (chosen === 'FAILURE') {
    return {
      transactionId,
      state: 'FAILED',
      paymentMode: 'UPI_INTENT',
      timestamp,
      errorCode: 'PAYMENT_ERROR',
      detailedErrorCode: 'ZM',
    };
  }
  return { transactionId, state: 'PENDING', paymentMode: 'UPI_INTENT', timestamp };
}

/** Ids shaped like PhonePe's: a prefix, a timestamp and random digits. */
function phonePeId(prefix: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(2, 14);
  return `${prefix}${stamp}${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0')}`;
}

function isOutcome(value: unknown): value is Outcome {
  return value === 'SUCCESS' || value === 'FAILURE' || value === 'PENDING';
}

/** Accepts the button labels too: 'Success', 'Failure', 'Pending'. */
export function parseOutcome(value: unknown): Outcome | undefined {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : value;
  return isOutcome(upper) ? upper : undefined;
}
