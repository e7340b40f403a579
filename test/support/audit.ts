import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditRecord } from '#shared/admin/audit';
import { auditPartition } from '#lambdas/data/audit-trail';
import { db, tableName } from '#lambdas/data/table';

// The audit trail as stored (decision 022), read straight from the table, so tests of the writes
// do not depend on the Activity API.

/** Every record about one record since an instant, oldest first. */
export async function auditRecordsAbout(
  subject: { kind: string; recordId: string },
  since: string,
): Promise<AuditRecord[]> {
  const records: AuditRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk >= :since',
        FilterExpression: 'kind = :kind AND recordId = :recordId',
        ExpressionAttributeValues: {
          ':pk': auditPartition,
          ':since': since,
          ':kind': subject.kind,
          ':recordId': subject.recordId,
        },
        ExclusiveStartKey: start,
      }),
    );
    records.push(...((page.Items ?? []) as AuditRecord[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return records.map(({ id, at, actor, kind, recordId, action, route, changes, note }) => ({
    id,
    at,
    actor,
    kind,
    recordId,
    action,
    ...(route ? { route } : {}),
    changes,
    ...(note ? { note } : {}),
  }));
}

/** The `sub` claim of an ID token. */
export function subOf(idToken: string): string {
  const payload = idToken.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}
