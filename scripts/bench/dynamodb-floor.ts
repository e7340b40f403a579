import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

// The floor under every API figure: the same number of bare DynamoDB Local calls, at the same
// concurrency, from the same machine, with the same SDK and document client the handlers use.
// A read is a GetItem of a seeded course; a write a PutItem of a new item about the size of a
// contact message. What the API takes beyond this is our overhead: HTTP, routing, validation,
// the handler's own queries and writes, rate limiting, mail, payment calls.

export type FloorCall = 'GetItem' | 'PutItem';

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

let written = 0;

function sendOne(
  db: DynamoDBDocumentClient,
  call: FloorCall,
  tableName: string,
  readKey: { pk: string; sk: string },
): Promise<unknown> {
  if (call === 'GetItem') return db.send(new GetCommand({ TableName: tableName, Key: readKey }));
  written += 1;
  const put = new PutCommand({
    TableName: tableName,
    Item: {
      pk: `BENCH#${Date.now()}#${written}`,
      sk: 'BENCH',
      name: 'Bench Visitor',
      email: `bench.floor.${written}@example.com`,
      company: 'Load Test Pvt Ltd',
      message: 'We would like a quote for a customer portal with online payments.',
      createdAt: new Date().toISOString(),
    },
  });
  return db.send(put);
}

/** `count` calls, `concurrency` at a time (each worker sends its next when one returns). */
export async function measureFloor(options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  call: FloorCall;
  readKey: { pk: string; sk: string };
  count: number;
  concurrency: number;
}): Promise<FloorRun> {
  const latenciesMs: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < options.count) {
      started += 1;
      const sent = performance.now();
      await sendOne(options.db, options.call, options.tableName, options.readKey);
      latenciesMs.push(performance.now() - sent);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return { latenciesMs, elapsedMs: performance.now() - began };
}
