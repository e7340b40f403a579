import type { RefundAttempt, RefundAttemptState } from '#shared/checkout/refund';
import { indexes } from './table-definition';
import { getItem, queryAll, tableName, withoutKeys, type ItemKeys } from './table';
import { setFields, type TransactionItem } from './transactions';

// Refund attempts, each beside its payment (pk PAYMENT#<id>, sk REFUND#<merchantRefundId>), so a
// payment's refund history is one query. Attempts sit in a gsi1 collection by state: open ones
// (REQUESTED, PENDING) by when they were asked, which the scheduled job walks to ask PhonePe where
// each has got to; settled ones by when they settled.

const refundSk = (merchantRefundId: string) => `REFUND#${merchantRefundId}`;

export const refundKeys = (
  refund: Pick<
    RefundAttempt,
    'merchantTransactionId' | 'merchantRefundId' | 'state' | 'requestedAt'
  >,
): ItemKeys => ({
  pk: `PAYMENT#${refund.merchantTransactionId}`,
  sk: refundSk(refund.merchantRefundId),
  gsi1pk: `REFUNDS#${refund.state}`,
  gsi1sk: `${refund.requestedAt}#${refund.merchantRefundId}`,
});

export const putNewRefund = (refund: RefundAttempt): TransactionItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...refundKeys(refund), entityType: 'Refund', ...refund },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export type RefundChange = Partial<
  Pick<RefundAttempt, 'providerRefundId' | 'settledAt' | 'failureReason'>
> & { state: RefundAttemptState; updatedAt: string };

/** Moves an attempt on only from one of `fromStates`: a repeated webhook or a racing check is a no-op. */
export function changeRefundState(
  refund: Pick<RefundAttempt, 'merchantTransactionId' | 'merchantRefundId'>,
  fromStates: RefundAttemptState[],
  change: RefundChange,
): TransactionItem {
  // A settled attempt sorts by when it settled: the scheduled job looks for recent settlements.
  const set = setFields({
    ...change,
    gsi1pk: `REFUNDS#${change.state}`,
    ...(change.settledAt ? { gsi1sk: `${change.settledAt}#${refund.merchantRefundId}` } : {}),
  });
  const fromValues = Object.fromEntries(fromStates.map((state, index) => [`:from${index}`, state]));
  return {
    Update: {
      TableName: tableName(),
      Key: {
        pk: `PAYMENT#${refund.merchantTransactionId}`,
        sk: refundSk(refund.merchantRefundId),
      },
      ...set,
      ConditionExpression: `#state IN (${Object.keys(fromValues).join(', ')})`,
      ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ...fromValues },
    },
  };
}

/** Read consistently: refund decisions build on the latest state. */
export function getRefund(
  merchantTransactionId: string,
  merchantRefundId: string,
): Promise<RefundAttempt | undefined> {
  return getItem<RefundAttempt>(
    { pk: `PAYMENT#${merchantTransactionId}`, sk: refundSk(merchantRefundId) },
    { consistent: true },
  );
}

/** Every attempt of a payment, first attempt first. */
export async function listRefundsOfPayment(
  merchantTransactionId: string,
): Promise<RefundAttempt[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :refund)',
    ExpressionAttributeValues: { ':pk': `PAYMENT#${merchantTransactionId}`, ':refund': 'REFUND#' },
    ConsistentRead: true,
  });
  return items
    .map((item) => withoutKeys<RefundAttempt>(item))
    .sort((a, b) => a.attempt - b.attempt);
}

/** Attempts still waiting on PhonePe, oldest first (the scheduled job). */
export async function listOpenRefunds(): Promise<RefundAttempt[]> {
  const open: RefundAttempt[] = [];
  for (const state of ['REQUESTED', 'PENDING'] satisfies RefundAttemptState[]) {
    const items = await queryAll({
      IndexName: indexes.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :state',
      ExpressionAttributeValues: { ':state': `REFUNDS#${state}` },
    });
    open.push(...items.map((item) => withoutKeys<RefundAttempt>(item)));
  }
  return open.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}

/** Attempts completed since an instant (the scheduled job finishes their credit notes). */
export async function listRefundsCompletedSince(since: Date): Promise<RefundAttempt[]> {
  const items = await queryAll({
    IndexName: indexes.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :state AND gsi1sk >= :since',
    ExpressionAttributeValues: { ':state': 'REFUNDS#COMPLETED', ':since': since.toISOString() },
  });
  return items.map((item) => withoutKeys<RefundAttempt>(item));
}
