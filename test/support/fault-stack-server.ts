import { resolve } from 'node:path';
import type { LocalSettings } from '#scripts/local/settings';
import { startLocalStack } from '#scripts/local/stack';

// A complete local stack in a process of its own, for tests that break a part of it (fault-
// stack.ts starts it). startLocalStack writes process.env for the handlers, and config is cached
// per process, so a second stack must never share a test worker with the shared one.

const settings = JSON.parse(process.env.FAULT_STACK_SETTINGS ?? '') as LocalSettings;
// The web build the shared stack serves; this stack is for the API, so it never rebuilds it,
// and renders no pages: the fault tests' bursts meet the API alone, on a process not busy with
// rendering, and the table's stream is not followed through DynamoDB Local's kill and restart.
const stack = await startLocalStack(settings, {
  webRoot: resolve('dist/web'),
  handlersDynamoDbEndpoint: process.env.FAULT_STACK_DYNAMODB_ENDPOINT,
  renderPages: false,
});

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

console.log(`FAULT_STACK_READY ${JSON.stringify({ url: stack.url })}`);
