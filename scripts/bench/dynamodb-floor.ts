import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  type BatchGetCommandInput,
  type GetCommandInput,
  type QueryCommandInput,
  type ScanCommandInput,
  type TransactGetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { DynamoDbCalls, RecordedRead } from './dynamodb-call-counter';

// The floor under every API figure: for each API request, as many bare DynamoDB Local calls as
// the handler makes for one (counted, dynamodb-call-counter.ts), one after another, at the same
// concurrency, from the same machine, with the same SDK and document client the handlers use.
// A read is the very read the handler sent (recorded; a read changes nothing, so it can be sent
// again as it was), or a GetItem of a seeded course when none was recorded; a write a PutItem of
// a new item about the size of a contact message; a transaction a TransactWriteItems putting as
// many such new items as the handler's did (writes are not replayed: sent again, they would
// change the data or fail their conditions). What the API takes beyond this is our overhead:
// HTTP, routing, validation, the handler's own work, mail and payment calls.

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

/**
 * One bare call of a floor request: a read sends `replay` as recorded (else a GetItem); a
 * transaction puts `items` new items.
 */
export type FloorCall =
  | { kind: 'read'; replay?: RecordedRead }
  | { kind: 'write' }
  | { kind: 'transaction'; items: number };

/** Sends a recorded read again, as the handler sent it. */
function sendRecorded(db: DynamoDBDocumentClient, { command, input }: RecordedRead) {
  switch (command) {
    case 'GetCommand':
      return db.send(new GetCommand(input as unknown as GetCommandInput));
    case 'BatchGetCommand':
      return db.send(new BatchGetCommand(input as unknown as BatchGetCommandInput));
    case 'TransactGetCommand':
      return db.send(new TransactGetCommand(input as unknown as TransactGetCommandInput));
    case 'QueryCommand':
      return db.send(new QueryCommand(input as unknown as QueryCommandInput));
    case 'ScanCommand':
      return db.send(new ScanCommand(input as unknown as ScanCommandInput));
  }
}

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
  if (call.kind === 'read') {
    if (call.replay) return sendRecorded(db, call.replay);
    return db.send(new GetCommand({ TableName: tableName, Key: readKey }));
  }
  if (call.kind === 'write')
    return db.send(new PutCommand({ TableName: tableName, Item: newItem() }));
  const TransactItems = Array.from({ length: call.items }, () => ({
    Put: { TableName: tableName, Item: newItem() },
  }));
  return db.send(new TransactWriteCommand({ TransactItems }));
}

/**
 * The calls one floor request makes: the handler's, in kind and number, and never none; its
 * reads are `reads` (those of one request, as recorded) where there are as many.
 */
export function floorRequest(perRequest: DynamoDbCalls, reads: RecordedRead[] = []): FloorCall[] {
  const replays = reads.length === perRequest.reads ? reads : [];
  const items = perRequest.transactions
    ? Math.max(1, Math.round(perRequest.transactionItems / perRequest.transactions))
    : 0;
  const calls: FloorCall[] = [
    ...Array.from({ length: perRequest.reads }, (_, index) => {
      const replay = replays[index];
      return replay ? { kind: 'read' as const, replay } : { kind: 'read' as const };
    }),
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
  /** The reads of one of the handler's requests, as it sent them. */
  reads: RecordedRead[];
  readKey: { pk: string; sk: string };
  count: number;
  concurrency: number;
}): Promise<FloorRun> {
  const sequence = floorRequest(options.calls, options.reads);
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
