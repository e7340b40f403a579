import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  auditRetentionYears,
  type AuditAction,
  type AuditActor,
  type AuditChange,
  type AuditRecord,
} from '#shared/admin/audit';
import { db, tableName } from './table';
import { auditPartition } from './table-definition';
import type { TransactionItem } from './transactions';

// The audit trail's records (decision 022, docs/data-model.md): one partition, newest last by
// `<at>#<id>`, and a second look-up by person. Records are only ever put, with a condition that
// nothing is at their key; no code path updates or deletes one, and TTL expires them after the
// retention period.

export { auditPartition };
export const auditActorPartition = (sub: string) => `AUDIT_ACTOR#${sub}`;

/** The record as stored: keys, the person look-up and the expiry beside the record. */
export function auditItem(record: AuditRecord): Record<string, unknown> & {
  pk: string;
  sk: string;
} {
  const sortKey = `${record.at}#${record.id}`;
  return {
    pk: auditPartition,
    sk: sortKey,
    gsi2pk: auditActorPartition(record.actor.sub),
    gsi2sk: sortKey,
    entityType: 'AuditRecord',
    ttl: auditExpiry(record.at),
    ...record,
  };
}

/** Epoch seconds, the retention period after the change. */
export function auditExpiry(at: string): number {
  const expires = new Date(at);
  expires.setUTCFullYear(expires.getUTCFullYear() + auditRetentionYears);
  return Math.floor(expires.getTime() / 1000);
}

export interface NewAuditRecord {
  actor: AuditActor;
  kind: string;
  recordId: string;
  action: AuditAction;
  route?: string;
  changes?: AuditChange[];
  note?: string;
  /** When it happened, if not now (a sign-in reported by its trigger). */
  at?: string;
}

export function newAuditRecord(entry: NewAuditRecord): AuditRecord {
  const { at, changes, ...rest } = entry;
  return { id: ulid(), at: at ?? new Date().toISOString(), changes: changes ?? [], ...rest };
}

/** The record as a transaction's Put: the write it describes and it succeed or fail together. */
export function auditPut(record: AuditRecord): TransactionItem {
  return {
    Put: {
      TableName: tableName(),
      Item: auditItem(record),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Records what is not a table write of its own (a CSV export, a résumé download, a staff change
 * made in Cognito, a sign-in), on its own.
 */
export async function recordAuditEvent(entry: NewAuditRecord): Promise<AuditRecord> {
  const record = newAuditRecord(entry);
  await db().send(new PutCommand(auditPut(record).Put!));
  return record;
}
