import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalSettings } from '../../scripts/local/settings';
import { freePort } from './ports';

export const testAdmin = { email: 'admin@nexoratech.in', password: 'Test#Admin2026' };

/** Settings for a throw-away local stack: free ports and a fresh data folder. */
export async function throwAwayStackSettings(): Promise<LocalSettings> {
  return {
    PORT: await freePort(),
    DYNAMODB_PORT: await freePort(),
    COGNITO_PORT: await freePort(),
    S3_PORT: await freePort(),
    PHONEPE_SANDBOX_PORT: await freePort(),
    LOCAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'techsite-test-')),
    TABLE_NAME: 'techsite-test',
    MEDIA_BUCKET: 'techsite-media',
    RESUMES_BUCKET: 'techsite-resumes',
    LOCAL_ADMIN_EMAIL: testAdmin.email,
    LOCAL_ADMIN_PASSWORD: testAdmin.password,
  };
}
