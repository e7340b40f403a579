import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DynamoDbCalls } from './dynamodb-call-counter';

// The floor under every API figure: for each API request, as many bare DynamoDB Local calls as
// the handler makes for one (counted, dynamodb-call-counter.ts), one after another, at the same
// concurrency, from the same machine, with the same SDK and document client the handlers use.
// A read is a GetItem of a seeded course; a write a PutItem of a new item about the size of a
// contact message; a transaction a TransactWriteItems putting as many such new items as the
// handler's did. What the API takes beyond this is our overhead: HTTP, routing, validation, the
// handler's own work, mail and payment calls.

export interface FloorRun {
  latenciesMs: number[];
  elapsedMs: number;
}

export function floorClient(endpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: process.env.AWS_REGION ?? 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
}

/** One bare call of a floor request; a transaction puts `items` new items. */
export type FloorCall =
  { kind: 'read' } | { kind: 'write' } | { kind: 'transaction'; items: number };

let written = 0;

function newItem() {
  written += 1;
  return {
    pk: `BENCH#${Date.now()}#${written}`,
    sk: 'BENCH',
    name: 'Bench Visitor',
    email: `bench.floor.${written}@example.com`,
    company: 'Load Test Pvt Ltd',
    message: 'We would like a quote for a customer portal with online payments.',
    createdAt: new Date().toISOString(),
  };
}

function sendOne(
  db: DynamoDBDocumentClient,
  call: FloorCall,
  tableName: string,
  readKey: { pk: string; sk: string },
): Promise<unknown> {
  if (call.kind === 'read') return db.send(new GetCommand({ TableName: tableName, Key: readKey }));
  if (call.kind === 'write')
    return db.send(new PutCommand({ TableName: tableName, Item: newItem() }));
  const TransactItems = Array.from({ length: call.items }, () => ({
    Put: { TableName: tableName, Item: newItem() },
  }));
  return db.send(new TransactWriteCommand({ TransactItems }));
}

/** The calls one floor request makes: the handler's, in kind and number, and never none. */
export function floorRequest(perRequest: DynamoDbCalls): FloorCall[] {
  const items = perRequest.transactions
    ? Math.max(1, Math.round(perRequest.transactionItems / perRequest.transactions))
    : 0;
  const calls: FloorCall[] = [
    ...Array.from({ length: perRequest.reads }, () => ({ kind: 'read' as const })),
    ...Array.from({ length: perRequest.writes }, () => ({ kind: 'write' as const })),
    ...Array.from({ length: perRequest.transactions }, () => ({
      kind: 'transaction' as const,
      items,
    })),
  ];
  return calls.length ? calls : [{ kind: 'read' }];
}

/**
 * `count` floor requests, `concurrency` at a time (each worker sends its next when one returns);
 * a request's latency is that of its calls, sent one after another.
 */
export async function measureFloor(options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  calls: DynamoDbCalls;
  readKey: { pk: string; sk: string };
  count: number;
  concurrency: number;
}): Promise<FloorRun> {
  const sequence = floorRequest(options.calls);
  const latenciesMs: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < options.count) {
      started += 1;
      const sent = performance.now();
      for (const call of sequence) {
        await sendOne(options.db, call, options.tableName, options.readKey);
      }
      latenciesMs.push(performance.now() - sent);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return { latenciesMs, elapsedMs: performance.now() - began };
}
