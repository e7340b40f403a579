import { mkdir, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { waitFor } from './fault-stack';

// The site settings are one record the whole shared stack reads, and test files run side by side:
// a file that changes them (and puts back what it read before) must not interleave with another
// that does, or one puts back the other's half-done change. A file that changes the settings
// calls this first, so its hooks hold the lock around all of its own; creating a folder is atomic,
// so the folder is the lock, beside the stack's outbox for this test run.

const lockTimeoutMs = 10 * 60_000;

export function holdSiteSettings(): void {
  const lock = join(dirname(inject('outboxDir')), 'site-settings.lock');
  beforeAll(async () => {
    await waitFor(
      () =>
        mkdir(lock).then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'EEXIST') return false;
            throw error;
          },
        ),
      'the site settings to be free of other test files',
      lockTimeoutMs,
    );
  }, lockTimeoutMs + 5_000);
  afterAll(() => rmdir(lock));
}
