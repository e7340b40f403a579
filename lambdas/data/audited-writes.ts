import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AuditChange } from '#shared/admin/audit';
import type { AuditScope } from '#lambdas/lib/audit-scope';
import { auditPut, newAuditRecord } from './audit-trail';
import { changedFields } from './audited-changes';
import {
  applyUpdate,
  touchedAttributes,
  UnsupportedUpdateExpression,
  type Item,
} from './audited-update-expression';
import type { TransactionItem } from './transactions';

// Every admin write leaves its audit record in the same transaction (decision 022). Inside an
// audit scope (an admin write route), the table client this module wraps turns a Put, Update or
// Delete of a business record into a transaction of that write and the record, and adds the
// record to a transaction of several writes. The write keeps its condition: when it fails,
// nothing is recorded and the caller sees the same ConditionalCheckFailedException (or the same
// cancelled transaction) it always did. Before values are read (consistently) just before the
// write, so two people changing one record at the same instant may each see the other's value
// as "before"; the write's own condition still decides what is stored.

interface Key {
  pk: string;
  sk: string;
}

type WriteType = 'Put' | 'Update' | 'Delete';

interface Write {
  type: WriteType;
  /** The write's input as a transaction item takes it. */
  input: Record<string, unknown>;
  key: Key;
}

export interface AuditSubject {
  kind: string;
  recordId: string;
}

/**
 * Partitions whose items no person changes: the trail itself, counters, limits, locks, renders,
 * tokens and claims. A partition key without `#` is a list's index partition, derived from the
 * records it lists, except the site's own items.
 */
const internalPartitions = new Set([
  'AUDIT',
  'AUDIT_ACTOR',
  'RATE',
  'COUNTER',
  'OPEN_HOLDS',
  'LEARNER_HOLD',
  'PAGE_RENDER',
  'EVENT',
  'SIGN_IN',
  'SIGN_IN_ATTEMPT',
  'NEWSLETTER_TOKEN',
  'RESUME_UPLOAD',
  'STAFF_TWO_STEP',
  'PAGE_FILE',
  'NEXT_BATCH_TOKEN',
]);
const recordPartitionsWithoutId = new Set(['SITE', 'SERVICE']);

/** Items stored under another record's partition, and the kind each is. */
const subItemKinds: Record<string, string> = {
  'COURSE/BATCH': 'batch',
  'COURSE/REVIEW': 'review',
  'PAYMENT/REFUND': 'refund',
  'ENROLLMENT/INVOICE': 'invoice',
  'ENROLLMENT/CREDIT_NOTE': 'credit-note',
  'ENROLLMENT/HOLD': 'hold',
  'SCHEDULE/BATCH': 'schedule',
  'SCHEDULE/ATTENDANCE': 'attendance',
  'SLOT/BOOKING': 'booking',
  'WAITLIST/ENTRY': 'waiting-list-entry',
};

/** The names the admin uses where the key's differ. */
const kindNames: Record<string, string> = {
  POST: 'blog-post',
  CASE_STUDY: 'case-study',
  JOB: 'job-posting',
  APPLICATION: 'job-application',
};

const typeOf = (keyPart: string) => keyPart.split('#')[0]!;
const idOf = (keyPart: string) =>
  keyPart.includes('#') ? keyPart.slice(keyPart.indexOf('#') + 1) : '';
const kebab = (type: string) => type.toLowerCase().replaceAll('_', '-');

/** What kind of record an item is and its id, or undefined for an item no person changes. */
export function auditSubjectOf(key: Key): AuditSubject | undefined {
  const [pkType, skType] = [typeOf(key.pk), typeOf(key.sk)];
  if (internalPartitions.has(pkType)) return undefined;
  if (!key.pk.includes('#') && !recordPartitionsWithoutId.has(pkType)) return undefined;
  const subKind = pkType === 'SITE' ? kebab(skType) : subItemKinds[`${pkType}/${skType}`];
  if (subKind) {
    return {
      kind: subKind,
      recordId: [idOf(key.pk), idOf(key.sk)].filter(Boolean).join('/') || key.sk,
    };
  }
  return { kind: kindNames[pkType] ?? kebab(pkType), recordId: idOf(key.pk) || key.sk };
}

/** The document client that records what it writes for the person of `scope`. */
export function auditedClient(
  client: DynamoDBDocumentClient,
  scope: AuditScope,
): DynamoDBDocumentClient {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'send') {
        return (command: unknown) => sendAudited(target, scope, command);
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

const passThrough = (client: DynamoDBDocumentClient, command: unknown) =>
  client.send(command as Parameters<DynamoDBDocumentClient['send']>[0]);

async function sendAudited(
  client: DynamoDBDocumentClient,
  scope: AuditScope,
  command: unknown,
): Promise<unknown> {
  if (command instanceof TransactWriteCommand)
    return sendAuditedTransaction(client, scope, command);
  const write = singleWriteOf(command);
  const subject = write && auditSubjectOf(write.key);
  if (!write || !subject) return passThrough(client, command);
  return sendAuditedWrite(client, scope, write, subject);
}

function singleWriteOf(command: unknown): Write | undefined {
  const type: WriteType | undefined =
    command instanceof PutCommand
      ? 'Put'
      : command instanceof UpdateCommand
        ? 'Update'
        : command instanceof DeleteCommand
          ? 'Delete'
          : undefined;
  if (!type) return undefined;
  return writeOf(
    type,
    (command as PutCommand | UpdateCommand | DeleteCommand).input as Record<string, unknown>,
  );
}

function writeOf(type: WriteType, input: Record<string, unknown>): Write | undefined {
  const source = (type === 'Put' ? input.Item : input.Key) as Partial<Key> | undefined;
  if (typeof source?.pk !== 'string' || typeof source.sk !== 'string') return undefined;
  return { type, input, key: { pk: source.pk, sk: source.sk } };
}

const maxConflictRetries = 5;

/** One write and its record, in one transaction; answers as the single write would have. */
async function sendAuditedWrite(
  client: DynamoDBDocumentClient,
  scope: AuditScope,
  write: Write,
  subject: AuditSubject,
): Promise<{ Attributes?: Item; $metadata: object }> {
  for (let attempt = 0; ; attempt += 1) {
    const [before] = await readItems(client, write.input.TableName as string, [write.key]);
    const { after, changes } = changeOf(write, before, subject);
    const record = newAuditRecord({
      actor: scope.actor,
      action: scope.action,
      route: scope.route,
      ...subject,
      changes,
    });
    try {
      await client.send(
        new TransactWriteCommand({ TransactItems: [transactionItemOf(write), auditPut(record)] }),
      );
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') {
        throw new ConditionalCheckFailedException({
          message: 'The conditional request failed',
          $metadata: {},
        });
      }
      if (codes?.includes('TransactionConflict') && attempt < maxConflictRetries) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
        continue;
      }
      throw error;
    }
    return {
      $metadata: {},
      ...returnedAttributes(write, before, after ?? (await readAfter(client, write))),
    };
  }
}

/** A transaction of several writes with one record of all they changed, added last. */
async function sendAuditedTransaction(
  client: DynamoDBDocumentClient,
  scope: AuditScope,
  command: TransactWriteCommand,
): Promise<unknown> {
  const items = command.input.TransactItems ?? [];
  const writes = items.flatMap((item) => {
    const type = (['Put', 'Update', 'Delete'] as const).find((name) => item[name]);
    const write = type && writeOf(type, item[type] as Record<string, unknown>);
    const subject = write && auditSubjectOf(write.key);
    return write && subject ? [{ write, subject }] : [];
  });
  // DynamoDB takes at most 100 items in a transaction; none of ours comes near.
  if (!writes.length || items.length >= 100) return passThrough(client, command);
  const befores = await readItems(
    client,
    writes[0]!.write.input.TableName as string,
    writes.map(({ write }) => write.key),
  );
  const kinds = writes.map(({ subject }) => subject.kind);
  const changes = writes.flatMap(({ write, subject }, index) => {
    const prefix =
      writes.length === 1
        ? undefined
        : kinds.filter((kind) => kind === subject.kind).length > 1
          ? `${subject.kind}:${subject.recordId}`
          : subject.kind;
    return changeOf(write, befores[index], subject, prefix).changes;
  });
  const record = newAuditRecord({
    actor: scope.actor,
    action: scope.action,
    route: scope.route,
    ...writes[0]!.subject,
    changes,
  });
  return client.send(
    new TransactWriteCommand({ ...command.input, TransactItems: [...items, auditPut(record)] }),
  );
}

function changeOf(
  write: Write,
  before: Item | undefined,
  subject: AuditSubject,
  prefix?: string,
): { after: Item | undefined; changes: AuditChange[] } {
  const options = { kind: subject.kind, ...(prefix ? { prefix } : {}) };
  if (write.type === 'Put') {
    const after = write.input.Item as Item;
    return { after, changes: changedFields(before, after, options) };
  }
  if (write.type === 'Delete')
    return { after: undefined, changes: changedFields(before, undefined, options) };
  try {
    const after = applyUpdate(before, { ...write.key }, write.input);
    return { after, changes: changedFields(before, after, options) };
  } catch (error) {
    if (!(error instanceof UnsupportedUpdateExpression)) throw error;
    const unknown = touchedAttributesOrNone(write.input);
    return { after: undefined, changes: changedFields(before, before, { ...options, unknown }) };
  }
}

function touchedAttributesOrNone(input: Record<string, unknown>): string[] {
  try {
    return touchedAttributes(input);
  } catch {
    return [];
  }
}

/** The write as a transaction item: what only a single write may ask for left out. */
function transactionItemOf(write: Write): TransactionItem {
  const singleWriteOnly = new Set([
    'ReturnValues',
    'ReturnConsumedCapacity',
    'ReturnItemCollectionMetrics',
  ]);
  const input = Object.fromEntries(
    Object.entries(write.input).filter(([name]) => !singleWriteOnly.has(name)),
  );
  return { [write.type]: input } as TransactionItem;
}

function returnedAttributes(
  write: Write,
  before: Item | undefined,
  after: Item | undefined,
): { Attributes?: Item } {
  const wanted = write.input.ReturnValues as string | undefined;
  if (!wanted || wanted === 'NONE') return {};
  const image = wanted.endsWith('_OLD') ? before : after;
  return image ? { Attributes: image } : {};
}

async function readAfter(client: DynamoDBDocumentClient, write: Write): Promise<Item | undefined> {
  if (write.type === 'Delete') return undefined;
  const wanted = write.input.ReturnValues as string | undefined;
  if (!wanted?.endsWith('_NEW')) return undefined;
  const { Item: item } = await client.send(
    new GetCommand({
      TableName: write.input.TableName as string,
      Key: write.key,
      ConsistentRead: true,
    }),
  );
  return item;
}

/** The items as they stand, read together (a transaction's read is one consistent snapshot). */
async function readItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  keys: Key[],
): Promise<Array<Item | undefined>> {
  if (keys.length === 1) {
    const { Item: item } = await client.send(
      new GetCommand({ TableName: tableName, Key: keys[0], ConsistentRead: true }),
    );
    return [item];
  }
  const { Responses = [] } = await client.send(
    new TransactGetCommand({
      TransactItems: keys.map((key) => ({ Get: { TableName: tableName, Key: key } })),
    }),
  );
  return keys.map((_, index) => Responses[index]?.Item);
}

function cancellationCodes(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: Array<{ Code?: string }> })
    .CancellationReasons;
  return (reasons ?? []).map((reason) => reason.Code ?? 'None');
}
