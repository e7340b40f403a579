import type { SandboxOrder, SandboxRefund } from './orders';

// What PhonePe says about an order or a refund, in each API's shape. The status APIs answer
// these, and the webhooks carry the same, as PhonePe's documentation describes.

// ---- PG v1: {success, code, message, data} ------------------------------------------------

const v1Messages: Record<string, string> = {
  PAYMENT_SUCCESS: 'Your payment is successful.',
  PAYMENT_ERROR: 'Payment Failed',
  PAYMENT_PENDING: 'Your payment is in pending state.',
};

export function v1OrderEnvelope(order: SandboxOrder, merchantId: string) {
  const code =
    order.state === 'COMPLETED'
      ? 'PAYMENT_SUCCESS'
      : order.state === 'FAILED'
        ? 'PAYMENT_ERROR'
        : 'PAYMENT_PENDING';
  const attempt = order.attempt;
  return {
    success: order.state === 'COMPLETED',
    code,
    message: v1Messages[code],
    data: {
      merchantId,
      merchantTransactionId: order.merchantTransactionId,
      transactionId: attempt?.transactionId ?? null,
      amount: order.amount,
      state: order.state,
      responseCode:
        order.state === 'COMPLETED'
          ? 'SUCCESS'
          : order.state === 'FAILED'
            ? (attempt?.detailedErrorCode ?? 'PAYMENT_ERROR')
            : 'PENDING',
      paymentInstrument:
        order.state === 'COMPLETED' && attempt
          ? { type: 'UPI', utr: attempt.utr, upiTransactionId: `SBX${attempt.utr}` }
          : null,
    },
  };
}

const v1RefundAnswers = {
  COMPLETED: {
    success: true,
    code: 'PAYMENT_SUCCESS',
    message: 'Your request has been successfully completed.',
    responseCode: 'SUCCESS',
  },
  PENDING: {
    success: true,
    code: 'PAYMENT_PENDING',
    message: 'Refund is in progress.',
    responseCode: 'PENDING',
  },
  FAILED: {
    success: false,
    code: 'PAYMENT_ERROR',
    message: 'Refund failed.',
    responseCode: 'REFUND_FAILED',
  },
} as const;

export function v1RefundEnvelope(refund: SandboxRefund, merchantId: string) {
  const { success, code, message, responseCode } = v1RefundAnswers[refund.state];
  return {
    success,
    code,
    message,
    data: {
      merchantId,
      merchantTransactionId: refund.merchantRefundId,
      transactionId: refund.refundId,
      amount: refund.amount,
      state: refund.state,
      responseCode,
    },
  };
}

/** The refund API's error when a test told the sandbox to refuse an order's refunds. */
export const refusedByTest = 'Refund refused: the sandbox was told to refuse refunds of this order';

// ---- Standard Checkout v2 -------------------------------------------------------------------

export function v2OrderStatus(order: SandboxOrder, merchantId: string) {
  const attempt = order.attempt;
  const rail =
    attempt?.utr === undefined
      ? undefined
      : {
          type: 'UPI',
          utr: attempt.utr,
          upiTransactionId: `SBX${attempt.utr}`,
          vpa: 'sandbox@ybl',
        };
  const instrument = {
    type: 'ACCOUNT',
    maskedAccountNumber: 'XXXXXXX1234',
    accountType: 'SAVINGS',
  };
  return {
    merchantId,
    merchantOrderId: order.merchantTransactionId,
    orderId: order.orderId,
    state: order.state,
    amount: order.amount,
    expireAt: order.expireAt,
    ...(attempt?.errorCode
      ? { errorCode: attempt.errorCode, detailedErrorCode: attempt.detailedErrorCode }
      : {}),
    paymentDetails: attempt
      ? [
          {
            paymentMode: attempt.paymentMode,
            transactionId: attempt.transactionId,
            timestamp: attempt.timestamp,
            amount: order.amount,
            payableAmount: order.amount,
            feeAmount: 0,
            state: attempt.state,
            ...(attempt.errorCode
              ? { errorCode: attempt.errorCode, detailedErrorCode: attempt.detailedErrorCode }
              : {}),
            ...(rail ? { rail, instrument } : {}),
            ...(rail ? { splitInstruments: [{ amount: order.amount, rail, instrument }] } : {}),
          },
        ]
      : [],
  };
}

/** The refund status API's answer, which the refund webhooks carry as their payload too. */
export function v2RefundStatus(refund: SandboxRefund, merchantId: string) {
  return {
    merchantId,
    merchantRefundId: refund.merchantRefundId,
    originalMerchantOrderId: refund.merchantTransactionId,
    refundId: refund.refundId,
    amount: refund.amount,
    state: refund.state,
    timestamp: refund.updatedAt,
    ...(refund.errorCode
      ? { errorCode: refund.errorCode, detailedErrorCode: refund.detailedErrorCode }
      : {}),
    // Where the money went back to, once it has.
    ...(refund.state === 'COMPLETED'
      ? {
          splitInstruments: [
            {
              amount: refund.amount,
              rail: { type: 'UPI', upiTransactionId: `SBX${refund.refundId}`, vpa: 'sandbox@ybl' },
              instrument: {
                type: 'ACCOUNT',
                maskedAccountNumber: 'XXXXXXX1234',
                accountType: 'SAVINGS',
              },
            },
          ],
        }
      : {}),
  };
}

/**
 * v2 webhook events and, beside each, the `type` PhonePe still sends (deprecated, but PhonePe's
 * own SDKs read it in validateCallback).
 */
export const v2WebhookTypes = {
  'checkout.order.completed': 'CHECKOUT_ORDER_COMPLETED',
  'checkout.order.failed': 'CHECKOUT_ORDER_FAILED',
  'pg.refund.accepted': 'PG_REFUND_ACCEPTED',
  'pg.refund.completed': 'PG_REFUND_COMPLETED',
  'pg.refund.failed': 'PG_REFUND_FAILED',
} as const;

export type V2WebhookEvent = keyof typeof v2WebhookTypes;

export const refundEventOf = {
  PENDING: 'pg.refund.accepted',
  COMPLETED: 'pg.refund.completed',
  FAILED: 'pg.refund.failed',
} as const satisfies Record<SandboxRefund['state'], V2WebhookEvent>;
