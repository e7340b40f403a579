import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appShellFile } from '#shared/operations/site-files';

const sourceDirs = ['web', 'shared'];

function newestModification(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs,
    );
  }
  return newest;
}

/** True when there is no build, or a source file changed after it was made. */
export function webBuildIsStale(webRoot: string): boolean {
  let builtAt: number;
  try {
    builtAt = statSync(join(webRoot, appShellFile)).mtimeMs;
  } catch {
    return true;
  }
  return sourceDirs.some((dir) => newestModification(dir) > builtAt);
}

export function buildWeb(): void {
  // Always React's production build: a test runner's NODE_ENV=test would otherwise ship
  // development React, with different behaviour from what visitors get.
  const result = spawnSync('npm', ['run', 'build:web'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web build failed (see above).');
}
