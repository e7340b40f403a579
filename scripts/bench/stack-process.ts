import { createInterface } from 'node:readline';
import * as z from 'zod';
import { db } from '../../lambdas/data/table';
import { startLocalStack } from '../local/stack';
import { countDynamoDbCalls } from './dynamodb-call-counter';

// The bench's local stack, in a process of its own, so the load generator and Lighthouse never
// share an event loop with the server they measure. Started by throwaway-stack.ts with its
// settings in BENCH_STACK; prints one JSON line once ready; stops when its parent closes stdin
// (or dies) or on a signal. A `dynamodb-calls` line on stdin is answered with a JSON line of the
// DynamoDB calls the handlers have sent so far.

const launch = z
  .object({
    webRoot: z.string().min(1),
    settings: z.object({
      PORT: z.number().int(),
      DYNAMODB_PORT: z.number().int(),
      COGNITO_PORT: z.number().int(),
      S3_PORT: z.number().int(),
      PHONEPE_SANDBOX_PORT: z.number().int(),
      LOCAL_DATA_DIR: z.string().min(1),
      TABLE_NAME: z.string().min(1),
      MEDIA_BUCKET: z.string().min(3),
      RESUMES_BUCKET: z.string().min(3),
      LOCAL_ADMIN_EMAIL: z.email(),
      LOCAL_ADMIN_PASSWORD: z.string().min(8),
    }),
  })
  .parse(JSON.parse(process.env.BENCH_STACK ?? '{}'));

const stack = await startLocalStack(launch.settings, { webRoot: launch.webRoot });
// The handlers' own client: the one every route's reads and writes go through.
const dynamoDbCalls = countDynamoDbCalls(db());

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.stdin.on('end', () => void shutdown());
process.stdin.on('close', () => void shutdown());
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'dynamodb-calls') {
    process.stdout.write(`${JSON.stringify({ dynamoDbCalls: dynamoDbCalls() })}\n`);
  }
});

process.stdout.write(
  `${JSON.stringify({
    ready: true,
    siteUrl: stack.url,
    dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT,
    tableName: launch.settings.TABLE_NAME,
  })}\n`,
);
