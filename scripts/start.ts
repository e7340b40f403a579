import { resolve } from 'node:path';
import { readLocalSettings } from './local/settings';
import { startLocalStack } from './local/stack';
import { buildWeb, webBuildIsStale } from './local/web-build';

// `npm start`: the whole product on one machine, on real emulators (docs/architecture.md §2).

const settings = readLocalSettings();
const webRoot = resolve('dist/web');

if (webBuildIsStale(webRoot)) {
  console.log('Building the web app...');
  buildWeb();
}

console.log(
  'Starting DynamoDB Local, cognito-local, local S3, the PhonePe sandbox and the IRP sandbox...',
);
const stack = await startLocalStack(settings, { webRoot });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local stack...`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const lines = [
  '',
  `  Site        ${stack.url}`,
  `  API         ${stack.apiUrl}/health`,
  `  Outbox      ${stack.url}/dev/outbox`,
  ...stack.services.map((service) => `  ${service.name.padEnd(26)}${service.url}`),
  '',
  `  Admin login ${settings.LOCAL_ADMIN_EMAIL} / ${settings.LOCAL_ADMIN_PASSWORD}`,
  `  Content     ${stack.seeded.written} items seeded, ${stack.seeded.kept} already there`,
  `  Data        ${resolve(settings.LOCAL_DATA_DIR)} (kept between runs)`,
  '',
  '  Press Ctrl-C to stop everything.',
  '',
];
console.log(lines.join('\n'));
