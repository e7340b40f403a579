import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction, AuditRecord } from '#shared/admin/audit';
import type { AdminPage } from '#shared/admin/lists';
import { startOfIndianDay } from '#shared/admin/catalog-fields';
import { addDays } from '#shared/booking-slots';
import { ValidationError } from '#lambdas/lib/errors';
import { decodeCursor, encodeCursor } from '#lambdas/lib/paging';
import { auditActorPartition, auditPartition } from './audit-trail';
import { db, tableName, withoutKeys } from './table';
import { indexes } from './table-definition';

// Reading the audit trail (decision 022, docs/data-model.md), newest first: the days are a range
// of the sort key (`<at>#<id>`), a person's id is the gsi2 partition, and the rest are filters
// applied while reading, page after page, until the page is full.

export interface AuditFilter {
  /** An e-mail (matched case-insensitively) or a Cognito id (`sub`). */
  person?: string;
  kind?: string;
  action?: AuditAction;
  /** IST calendar days, inclusive. */
  from?: string;
  to?: string;
}

const datesMessage = 'The first day must be on or before the last day.';

function checkedDay(field: 'from' | 'to', day: string): string {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== day) {
    throw new ValidationError('Please give a real date.', { [field]: 'Please give a real date.' });
  }
  return day;
}

/**
 * The sort keys of the records made from the start of `from` to the end of `to` (IST days), and
 * before the cursor's record when paging on: inclusive bounds for `BETWEEN`. The upper bound is
 * the next day's first instant, which no sort key equals (each holds `#<id>` after its time).
 * Undefined when nothing can be in range (the cursor is older than the first day).
 */
export function auditSortKeyRange(
  { from, to }: Pick<AuditFilter, 'from' | 'to'>,
  after?: string,
): { low: string; high: string } | undefined {
  if (from && to && checkedDay('from', from) > checkedDay('to', to)) {
    throw new ValidationError(datesMessage, { to: datesMessage });
  }
  // '0' and '9' sort before and after every ISO time.
  const low = from ? startOfIndianDay(checkedDay('from', from)) : '0';
  const dayEnd = to ? startOfIndianDay(addDays(checkedDay('to', to), 1)) : '9';
  const high = after !== undefined && after < dayEnd ? after : dayEnd;
  return high < low ? undefined : { low, high };
}

/** Whether a person looks up by e-mail (the filter) rather than by id (the index). */
const isEmail = (person: string) => person.includes('@');

/** The filters the key conditions do not apply: kind, action, a person's e-mail. */
export function matchesAuditFilter(record: AuditRecord, filter: AuditFilter): boolean {
  const { person, kind, action } = filter;
  return (
    (!kind || record.kind === kind) &&
    (!action || record.action === action) &&
    (!person || !isEmail(person) || record.actor.email?.toLowerCase() === person.toLowerCase())
  );
}

interface StoredAudit {
  sortKey: string;
  record: AuditRecord;
}

/**
 * The records in range, newest first, page by page: the whole trail's partition, or one person's
 * gsi2 partition. TTL deletes lag (up to days), so a record whose expiry has passed is skipped.
 */
async function* auditRecordsNewestFirst(
  filter: AuditFilter,
  after: string | undefined,
  pageSize: number,
): AsyncGenerator<StoredAudit> {
  const range = auditSortKeyRange(filter, after);
  if (!range) return;
  const byPerson = filter.person && !isEmail(filter.person);
  const [partitionKey, sortKey] = byPerson
    ? [indexes.gsi2.partitionKey, indexes.gsi2.sortKey]
    : ['pk', 'sk'];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        ...(byPerson ? { IndexName: indexes.gsi2.name } : {}),
        KeyConditionExpression: `${partitionKey} = :pk AND ${sortKey} BETWEEN :low AND :high`,
        ExpressionAttributeValues: {
          ':pk': byPerson ? auditActorPartition(filter.person!) : auditPartition,
          ':low': range.low,
          ':high': range.high,
        },
        ScanIndexForward: false,
        Limit: pageSize,
        ExclusiveStartKey: startKey,
      }),
    );
    const now = Date.now() / 1000;
    for (const item of page.Items ?? []) {
      const stored = { sortKey: String(item.sk), record: withoutKeys<AuditRecord>(item) };
      const expired = typeof item.ttl === 'number' && item.ttl <= now;
      if (stored.sortKey !== after && !expired && matchesAuditFilter(stored.record, filter)) {
        yield stored;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** One page of the filtered trail, newest first, and the cursor of the next when more remain. */
export async function listAuditPage(
  filter: AuditFilter,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<AdminPage<AuditRecord>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const found: StoredAudit[] = [];
  // One more than the page, to know whether another page follows; while filters skip records,
  // bigger reads, so a rare match costs a few round trips rather than one per page's worth.
  const filtered = Boolean(
    filter.kind || filter.action || (filter.person && isEmail(filter.person)),
  );
  const readSize = filtered ? Math.max(limit + 1, 200) : limit + 1;
  for await (const stored of auditRecordsNewestFirst(filter, after, readSize)) {
    found.push(stored);
    if (found.length > limit) break;
  }
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ record }) => record),
    ...(found.length > limit && last ? { nextCursor: encodeCursor(last.sortKey) } : {}),
  };
}

/** Every record the filter lets through, newest first: the CSV export. */
export async function listAllAuditRecords(filter: AuditFilter): Promise<AuditRecord[]> {
  const records: AuditRecord[] = [];
  for await (const { record } of auditRecordsNewestFirst(filter, undefined, 500)) {
    records.push(record);
  }
  return records;
}
