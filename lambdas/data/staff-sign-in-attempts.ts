import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditActor, AuditRecord } from '#shared/admin/audit';
import { auditPut } from './audit-trail';
import { db, getItem, isConditionFailed, queryPartition, tableName, type ItemKeys } from './table';
import { writeTransaction } from './transactions';

// A staff member's sign-in attempts that have not ended yet (decision 023): Cognito tells the
// pre-authentication trigger of each attempt and the post-authentication trigger of each success,
// never of a failure, so an attempt stays here until a success or the sweep settles it. One item
// per person; only people in the pool have one, since the trigger ignores unknown names.

export const staffSignInAttemptPartition = 'STAFF_SIGN_IN_ATTEMPT';

export const staffSignInAttemptKeys = (sub: string): ItemKeys => ({
  pk: staffSignInAttemptPartition,
  sk: sub,
});

/** Attempts itemised per person; Cognito's lockout keeps real runs far below it. */
export const maxItemisedAttempts = 20;

export interface OpenStaffSignInAttempts {
  sub: string;
  email?: string;
  /** ISO times of the attempts not yet settled, oldest first (at most maxItemisedAttempts). */
  attempts: string[];
  /** Attempts beyond the itemised ones. */
  uncounted?: number;
  /** The latest attempt's time, itemised or not. */
  lastAt: string;
}

/** A day after the last attempt: the sweep settles far sooner; this only clears what it missed. */
const ttlOf = (at: string) => Math.floor(new Date(at).getTime() / 1000) + 86_400;

/** Notes one attempt of the person at `at`. */
export async function noteStaffSignInAttempt(person: AuditActor, at: string): Promise<void> {
  const common = {
    TableName: tableName(),
    Key: staffSignInAttemptKeys(person.sub),
  };
  try {
    await db().send(
      new UpdateCommand({
        ...common,
        UpdateExpression:
          'SET attempts = list_append(if_not_exists(attempts, :none), :at), lastAt = :lastAt, ' +
          'entityType = :type, email = :email, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(attempts) OR size(attempts) < :max',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':none': [],
          ':at': [at],
          ':lastAt': at,
          ':type': 'StaffSignInAttempts',
          ':email': person.email ?? person.sub,
          ':ttl': ttlOf(at),
          ':max': maxItemisedAttempts,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    await db().send(
      new UpdateCommand({
        ...common,
        UpdateExpression: 'SET lastAt = :lastAt, #ttl = :ttl ADD uncounted :one',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':lastAt': at, ':ttl': ttlOf(at), ':one': 1 },
      }),
    );
  }
}

export async function openStaffSignInAttempts(
  sub: string,
): Promise<OpenStaffSignInAttempts | undefined> {
  const stored = await getItem<Omit<OpenStaffSignInAttempts, 'sub'>>(staffSignInAttemptKeys(sub), {
    consistent: true,
  });
  return stored ? { ...stored, sub } : undefined;
}

/** Everyone's open attempts whose latest is before `cutoff` (ISO): those the sweep settles. */
export async function staleStaffSignInAttempts(cutoff: string): Promise<OpenStaffSignInAttempts[]> {
  const items = await queryPartition(staffSignInAttemptPartition);
  return items
    .map((item) => ({ ...(item as unknown as OpenStaffSignInAttempts), sub: String(item.sk) }))
    .filter((open) => open.lastAt < cutoff);
}

/**
 * Clears the open attempts as read (`seen`) and puts their records, in one transaction: false
 * when another attempt came in meanwhile, so the caller reads again.
 */
export async function settleStaffSignInAttempts(
  seen: OpenStaffSignInAttempts | undefined,
  sub: string,
  records: AuditRecord[],
): Promise<boolean> {
  const clear = seen
    ? {
        Delete: {
          TableName: tableName(),
          Key: staffSignInAttemptKeys(sub),
          ConditionExpression: 'lastAt = :lastAt',
          ExpressionAttributeValues: { ':lastAt': seen.lastAt },
        },
      }
    : {
        ConditionCheck: {
          TableName: tableName(),
          Key: staffSignInAttemptKeys(sub),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
  if (records.length === 0 && !seen) return true;
  const result = await writeTransaction([clear, ...records.map(auditPut)]);
  return result.ok;
}
