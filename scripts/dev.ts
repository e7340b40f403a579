import { resolve } from 'node:path';
import { createServer } from 'vite';
import { readLocalSettings } from './local/settings';
import { startLocalStack } from './local/stack';

// `npm run dev`: the local stack's API on PORT + 1, and Vite's dev server (hot reload) on PORT,
// proxying /api/* to it.

const settings = readLocalSettings();
const apiPort = settings.PORT + 1;
const stack = await startLocalStack(
  { ...settings, PORT: apiPort },
  { webRoot: resolve('dist/web'), renderPages: false },
);
process.env.API_PROXY_TARGET = stack.url;
process.env.PORT = String(settings.PORT);
process.env.HOST = settings.HOST;
const vite = await createServer({ configFile: resolve('web/vite.config.ts') });
await vite.listen();

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

vite.printUrls();
console.log(`\n  API         ${stack.apiUrl} (proxied from the dev server)`);
console.log(`  Admin login ${settings.LOCAL_ADMIN_EMAIL} / ${settings.LOCAL_ADMIN_PASSWORD}\n`);
