import { createInterface } from 'node:readline';
import * as z from 'zod';
import { db } from '#lambdas/data/table';
import { publicContent } from '#lambdas/publishing/public-content';
import { publicPages } from '#web/entry-server';
import { startLocalStack } from '../local/stack';
import { watchDynamoDbCalls } from './dynamodb-call-counter';

// The bench's local stack, in a process of its own, so the load generator and Lighthouse never
// share an event loop with the server they measure. Started by throwaway-stack.ts with its
// settings in BENCH_STACK; prints one JSON line once ready; stops when its parent closes stdin
// (or dies) or on a signal. Questions come as lines on stdin and are answered with a JSON line:
// `dynamodb-calls`, the DynamoDB calls the handlers have sent so far; `dynamodb-reads N`, the
// last N reads they sent, as sent; `public-pages`, the paths of the public pages the live table
// shows now (the pages the stack has rendered).

const launch = z
  .object({
    webRoot: z.string().min(1),
    settings: z.object({
      HOST: z.ipv4(),
      PORT: z.number().int(),
      DYNAMODB_PORT: z.number().int(),
      COGNITO_PORT: z.number().int(),
      S3_PORT: z.number().int(),
      PHONEPE_SANDBOX_PORT: z.number().int(),
      LEARNER_IDENTITY_PORT: z.number().int(),
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
const dynamoDbCalls = watchDynamoDbCalls(db());

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
const answer = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
createInterface({ input: process.stdin }).on('line', (line) => {
  const question = line.trim();
  if (question === 'dynamodb-calls') answer({ dynamoDbCalls: dynamoDbCalls.calls() });
  const reads = /^dynamodb-reads (\d+)$/.exec(question);
  if (reads) answer({ dynamoDbReads: dynamoDbCalls.lastReads(Number(reads[1])) });
  if (question === 'public-pages') {
    void publicPages(publicContent).then(
      (pages) => answer({ publicPages: pages.map((page) => page.path) }),
      (error: unknown) => answer({ publicPages: { error: String(error) } }),
    );
  }
});

process.stdout.write(
  `${JSON.stringify({
    ready: true,
    siteUrl: stack.url,
    dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT,
    tableName: launch.settings.TABLE_NAME,
    pagesDir: stack.pagesDir,
    cognito: { endpoint: stack.cognito.url, clientId: stack.cognito.clientId },
  })}\n`,
);
