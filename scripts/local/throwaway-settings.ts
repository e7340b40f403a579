import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loopback } from './listen-host';
import type { LocalSettings } from './settings';

// A whole local stack that never touches the developer's .data/ or port 3000: the tests' shared
// and fault stacks and the bench's run on these.

/** A port that was free a moment ago on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, loopback, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/** Free ports, a fresh data folder, and a table named `techsite-<purpose>`. */
export async function throwAwaySettings(options: {
  purpose: string;
  admin: { email: string; password: string };
}): Promise<LocalSettings> {
  return {
    HOST: loopback,
    PORT: await freePort(),
    DYNAMODB_PORT: await freePort(),
    COGNITO_PORT: await freePort(),
    S3_PORT: await freePort(),
    PHONEPE_SANDBOX_PORT: await freePort(),
    IRP_SANDBOX_PORT: await freePort(),
    LEARNER_IDENTITY_PORT: await freePort(),
    LOCAL_DATA_DIR: mkdtempSync(join(tmpdir(), `techsite-${options.purpose}-`)),
    TABLE_NAME: `techsite-${options.purpose}`,
    MEDIA_BUCKET: 'techsite-media',
    RESUMES_BUCKET: 'techsite-resumes',
    LOCAL_ADMIN_EMAIL: options.admin.email,
    LOCAL_ADMIN_PASSWORD: options.admin.password,
    // Tests settle refunds themselves, when they choose.
    PHONEPE_SANDBOX_REFUND_SETTLE_SECONDS: 0,
  };
}
