import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NextBatchAlertStatus } from '#shared/forms/next-batch';
import {
  db,
  getItem,
  isConditionFailed,
  putIfNew,
  putNewItem,
  queryCollection,
  queryPartition,
  tableName,
  updateIf,
  withoutKeys,
} from './table';

// "Tell me about the next batch" (decision 025, Next batch): one item per address per course,
// so nobody is on a course's list twice; its status moves pending → confirmed → left. The
// e-mailed links' tokens are items keyed by the token's SHA-256, and each mail about a batch is
// claimed by a conditional put first, so no retry mails anyone twice about the same batch.

export interface NextBatchAlert {
  courseSlug: string;
  email: string;
  name?: string;
  status: NextBatchAlertStatus;
  askedAt: string;
  confirmedAt?: string;
  leftAt?: string;
  /** The batches already open when the address was confirmed: not new to it, never mailed. */
  knownBatchIds?: string[];
}

const alertsPk = (courseSlug: string) => `NEXT_BATCH#${courseSlug}`;
const alertKey = (courseSlug: string, email: string) => ({
  pk: alertsPk(courseSlug),
  sk: `ALERT#${email}`,
});
/** Every course's confirmed addresses, for the job that mails them (gsi1, set while confirmed). */
const confirmedCollection = 'NEXT_BATCH_CONFIRMED';

/** A new address is stored pending; a known one is left as it is and answered. */
export async function addPendingAlert(
  alert: NextBatchAlert,
): Promise<{ added: true } | { added: false; existing: NextBatchAlert }> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...alertKey(alert.courseSlug, alert.email),
          entityType: 'NextBatchAlert',
          ...alert,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { added: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const existing = await getAlert(alert.courseSlug, alert.email);
    return existing ? { added: false, existing } : { added: true };
  }
}

export const getAlert = (courseSlug: string, email: string) =>
  getItem<NextBatchAlert>(alertKey(courseSlug, email), { consistent: true });

/** An address that left and asks again waits for a new confirmation. */
export const markAskingAgain = (courseSlug: string, email: string, now: Date) =>
  updateIf<NextBatchAlert>({
    Key: alertKey(courseSlug, email),
    UpdateExpression: 'SET #status = :pending, askedAgainAt = :now REMOVE leftAt',
    ConditionExpression: '#status = :left',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':left': 'left',
      ':now': now.toISOString(),
    },
  });

/** pending → confirmed, once; undefined when it was not pending. */
export const confirmPendingAlert = (
  courseSlug: string,
  email: string,
  knownBatchIds: string[],
  now: Date,
) =>
  updateIf<NextBatchAlert>({
    Key: alertKey(courseSlug, email),
    UpdateExpression:
      'SET #status = :confirmed, confirmedAt = :now, knownBatchIds = :known, gsi1pk = :collection, gsi1sk = :order',
    ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':confirmed': 'confirmed',
      ':pending': 'pending',
      ':now': now.toISOString(),
      ':known': knownBatchIds,
      ':collection': confirmedCollection,
      ':order': `${courseSlug}#${email}`,
    },
  });

/** Marks the address left (kept, so it counts nowhere and is mailed no more). */
export const leaveAlert = (courseSlug: string, email: string, now: Date) =>
  updateIf<NextBatchAlert>({
    Key: alertKey(courseSlug, email),
    UpdateExpression: 'SET #status = :left, leftAt = :now REMOVE gsi1pk, gsi1sk',
    ConditionExpression: 'attribute_exists(pk) AND #status <> :left',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':left': 'left', ':now': now.toISOString() },
  });

/** Every confirmed address of every course: what the mailing job walks. */
export async function listConfirmedAlerts(): Promise<NextBatchAlert[]> {
  return (await queryCollection(confirmedCollection)).map((item) =>
    withoutKeys<NextBatchAlert>(item),
  );
}

/** How many confirmed addresses wait for a course's next batch (the admin's figure). */
export async function countConfirmedAlertsOfCourse(courseSlug: string): Promise<number> {
  const items = await queryPartition(alertsPk(courseSlug), 'ALERT#');
  return items.filter((item) => item.status === 'confirmed').length;
}

/**
 * Notes that the address has had its mail about `batchId` (or the claim of it), so the job's
 * later runs skip the batch instead of claiming it again every minute.
 */
export const markBatchKnown = (courseSlug: string, email: string, batchId: string) =>
  updateIf<NextBatchAlert>({
    Key: alertKey(courseSlug, email),
    UpdateExpression:
      'SET knownBatchIds = list_append(if_not_exists(knownBatchIds, :none), :batch)',
    ConditionExpression: 'attribute_exists(pk) AND NOT contains(knownBatchIds, :batchId)',
    ExpressionAttributeValues: { ':none': [], ':batch': [batchId], ':batchId': batchId },
  });

/**
 * Claims the one mail to `email` about `batchId`: true for the first claim only, so a job
 * retried, or two runs at once, mail nobody twice about the same batch.
 */
export const claimBatchMail = (courseSlug: string, batchId: string, email: string, now: Date) =>
  putIfNew({
    pk: alertsPk(courseSlug),
    sk: `MAILED#${batchId}#${email}`,
    entityType: 'NextBatchMail',
    mailedAt: now.toISOString(),
  });

export type NextBatchTokenPurpose = 'confirm' | 'leave';

export interface NextBatchToken {
  courseSlug: string;
  email: string;
  purpose: NextBatchTokenPurpose;
  expiresAt: string;
}

const tokenKey = (tokenHash: string) => ({
  pk: `NEXT_BATCH_TOKEN#${tokenHash}`,
  sk: 'NEXT_BATCH_TOKEN',
});

/** Kept a week past its expiry, so an expired link still reads as expired, not as unknown. */
const keepAfterExpirySeconds = 7 * 24 * 60 * 60;

export const putNextBatchToken = (tokenHash: string, token: NextBatchToken) =>
  putNewItem({
    ...tokenKey(tokenHash),
    entityType: 'NextBatchToken',
    ...token,
    ttl: Math.floor(Date.parse(token.expiresAt) / 1000) + keepAfterExpirySeconds,
  });

export const getNextBatchToken = (tokenHash: string) =>
  getItem<NextBatchToken>(tokenKey(tokenHash));
