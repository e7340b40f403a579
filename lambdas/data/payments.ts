import type { PaymentRecord, PaymentRecordState } from '#shared/checkout/enrollment';
import { storedPaymentStates, type PaymentRefundDetails } from '#shared/admin/sales-payments';
import { indexes } from './table-definition';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RefundRequestRecord } from '#shared/learning/refund-requests';
import { logger } from '#lambdas/lib/logger';
import {
  db,
  getItem,
  queryAll,
  queryCollectionsNewestFirst,
  tableName,
  updateIf,
  withoutKeys,
  type ItemKeys,
} from './table';
import { setFields, type TransactionItem } from './transactions';

// A payment is keyed by our merchant transaction id, the one id PhonePe's webhook, the status
// page and the provider's status call all carry (docs/data-model.md).

const paymentPk = (merchantTransactionId: string) => `PAYMENT#${merchantTransactionId}`;

export const paymentKeys = (
  payment: Pick<PaymentRecord, 'merchantTransactionId' | 'state' | 'createdAt'>,
): ItemKeys => ({
  pk: paymentPk(payment.merchantTransactionId),
  sk: 'PAYMENT',
  gsi1pk: `PAYMENTS#${payment.state}`,
  gsi1sk: `${payment.createdAt}#${payment.merchantTransactionId}`,
});

export const paymentItem = (payment: PaymentRecord) => ({
  ...paymentKeys(payment),
  entityType: 'Payment',
  ...payment,
});

/** Read consistently: payment decisions build on the latest state. */
export function getPaymentByMerchantTransactionId(
  merchantTransactionId: string,
): Promise<StoredPayment | undefined> {
  return getItem<StoredPayment>(
    { pk: paymentPk(merchantTransactionId), sk: 'PAYMENT' },
    { consistent: true },
  );
}

/** Payments in one state created between two instants, oldest first (the scheduled job). */
export async function listPaymentsByState(
  state: PaymentRecordState,
  createdBetween: { from: Date; to: Date },
): Promise<PaymentRecord[]> {
  const items = await queryAll({
    IndexName: indexes.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :state AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':state': `PAYMENTS#${state}`,
      ':from': createdBetween.from.toISOString(),
      ':to': `${createdBetween.to.toISOString()}~`,
    },
  });
  return items.map((item) => withoutKeys<PaymentRecord>(item));
}

/** A payment as stored: the checkout's record plus what an admin's refund added, if any. */
export type StoredPayment = PaymentRecord & PaymentRefundDetails;

/** Where a payment sorts in the admin lists: newest first by `<createdAt>#<merchantTransactionId>`. */
export const paymentListKey = (
  payment: Pick<PaymentRecord, 'createdAt' | 'merchantTransactionId'>,
) => `${payment.createdAt}#${payment.merchantTransactionId}`;

/** Every payment, newest first (admin lists and dashboard), from each state collection. */
export function listPaymentsNewestFirst(): Promise<StoredPayment[]> {
  return queryCollectionsNewestFirst<StoredPayment>(
    storedPaymentStates.map((state) => `PAYMENTS#${state}`),
    paymentListKey,
  );
}

/** PhonePe's own id for the order, for the admin; a failure here only loses a convenience. */
export async function recordProviderReference(merchantTransactionId: string, reference: string) {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: paymentPk(merchantTransactionId), sk: 'PAYMENT' },
        UpdateExpression: 'SET providerReference = :reference',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':reference': reference },
      }),
    );
  } catch (error) {
    logger.warn('Could not note the provider reference', { error, merchantTransactionId });
  }
}

export const putNewPayment = (payment: PaymentRecord): TransactionItem => ({
  Put: {
    TableName: tableName(),
    Item: paymentItem(payment),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export type PaymentChange = Partial<
  Pick<
    StoredPayment,
    | 'providerReference'
    | 'providerTransactionId'
    | 'paymentInstrument'
    | 'reportedAmountPaise'
    | 'merchantRefundId'
    | 'refundState'
    | 'refundAttempts'
    | 'completedAt'
    | 'refundReason'
    | 'refundedBy'
    | 'refundedAt'
    | 'refundRequest'
  >
> & { state: PaymentRecordState; updatedAt: string };

/**
 * Moves a payment to a new state only from one of `fromStates`, and, when `amountPaise` is
 * given, only if it is the amount we asked for: a webhook repeated or racing a status check
 * applies once, and a different amount is never confirmed.
 */
export function changePaymentState(
  payment: Pick<PaymentRecord, 'merchantTransactionId'>,
  fromStates: PaymentRecordState[],
  change: PaymentChange,
  expected: { amountPaise?: number } = {},
): TransactionItem {
  const set = setFields({ ...change, gsi1pk: `PAYMENTS#${change.state}` });
  const fromValues = Object.fromEntries(fromStates.map((state, index) => [`:from${index}`, state]));
  const amountCondition = expected.amountPaise === undefined ? '' : ' AND amountPaise = :expected';
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: paymentPk(payment.merchantTransactionId), sk: 'PAYMENT' },
      ...set,
      ConditionExpression: `#state IN (${Object.keys(fromValues).join(', ')})${amountCondition}`,
      ExpressionAttributeValues: {
        ...set.ExpressionAttributeValues,
        ...fromValues,
        ...(expected.amountPaise === undefined ? {} : { ':expected': expected.amountPaise }),
      },
    },
  };
}

/**
 * Stores a learner's refund request on their payment: only on a COMPLETED payment without one,
 * so a double tap or two tabs ask once. False when the condition failed.
 */
export async function recordRefundRequest(
  merchantTransactionId: string,
  request: RefundRequestRecord,
): Promise<boolean> {
  const updated = await updateIf<StoredPayment>({
    Key: { pk: paymentPk(merchantTransactionId), sk: 'PAYMENT' },
    UpdateExpression: 'SET refundRequest = :request, updatedAt = :at',
    ConditionExpression:
      'attribute_exists(pk) AND #state = :completed AND attribute_not_exists(refundRequest)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':request': request,
      ':at': request.requestedAt,
      ':completed': 'COMPLETED',
    },
  });
  return updated !== undefined;
}

/**
 * An admin's no to a waiting request, with their message: the payment as declined, or
 * undefined when none was waiting.
 */
export function declineRefundRequest(
  merchantTransactionId: string,
  decision: Required<Pick<RefundRequestRecord, 'decidedAt' | 'decidedBy' | 'declineMessage'>>,
): Promise<StoredPayment | undefined> {
  return updateIf<StoredPayment>({
    Key: { pk: paymentPk(merchantTransactionId), sk: 'PAYMENT' },
    UpdateExpression:
      'SET refundRequest.#state = :declined, refundRequest.decidedAt = :at, ' +
      'refundRequest.decidedBy = :by, refundRequest.declineMessage = :message, updatedAt = :at',
    ConditionExpression: 'refundRequest.#state = :requested',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':declined': 'declined',
      ':requested': 'requested',
      ':at': decision.decidedAt,
      ':by': decision.decidedBy,
      ':message': decision.declineMessage,
    },
  });
}
