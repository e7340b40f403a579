import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './table';

// DynamoDB transactions for the counters that must stay in step (seats, coupon uses, payment
// and enrollment states): every write's condition holds, or nothing is written.

export type TransactionItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type TransactionResult =
  | { ok: true }
  /** Indexes of the items whose condition failed, in the order they were given. */
  | { ok: false; failedConditions: number[] };

const maxConflictRetries = 8;

interface CancelledTransaction extends Error {
  CancellationReasons?: Array<{ Code?: string }>;
}

const isTransactionCancelled = (error: unknown): error is CancelledTransaction =>
  error instanceof Error && error.name === 'TransactionCanceledException';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes all items or none. A lost condition is an answer (which items failed), not an error.
 * Another transaction on the same items at the same moment cancels with TransactionConflict;
 * that is retried with jittered backoff, since the conditions decide, not the timing.
 */
export async function writeTransaction(items: TransactionItem[]): Promise<TransactionResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      const failedConditions = codes.flatMap((code, index) =>
        code === 'ConditionalCheckFailed' ? [index] : [],
      );
      if (failedConditions.length) return { ok: false, failedConditions };
      const conflicted = codes.includes('TransactionConflict');
      if (!conflicted || attempt >= maxConflictRetries) throw error;
      await pause(Math.random() * 25 * 2 ** Math.min(attempt, 5));
    }
  }
}

/**
 * `SET #a = :a, #b = :b` for the given fields, with their names and values, to combine with a
 * condition written in the same placeholders (`#state`, `:state` for a field `state`).
 */
export function setFields(fields: Record<string, unknown>) {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([name, v]) => [`:${name}`, v])),
  };
}
