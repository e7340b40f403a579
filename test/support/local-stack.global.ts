import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '#scripts/local/stack';
import { buildWeb, webBuildIsStale } from '#scripts/local/web-build';
import { throwAwayStackSettings } from './local-stack-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    dynamoDbEndpoint: string;
    tableName: string;
    outboxDir: string;
    /** The product metrics' EMF lines the stack writes (lambdas/lib/metrics.ts). */
    metricsFile: string;
    s3Endpoint: string;
    buckets: string[];
    phonePeSandboxUrl: string;
    cognito: { endpoint: string; userPoolId: string; clientId: string };
    /** cognito-local's output, where it prints password reset codes. */
    cognitoLogFile: string;
    /** The port of every server the stack started (the site, each emulator, the sandbox). */
    listeningPorts: number[];
  }
}

// Starts the whole local stack once for the integration and end-to-end tests, exactly as
// `npm start` does, but on free ports with a fresh data folder.
export default async function setup(project: TestProject) {
  const webRoot = resolve('dist/web');
  // TECHSITE_REUSE_WEB_BUILD=1 keeps an existing build even when sources changed since: for
  // API-only test runs while someone else edits the web.
  const reuse = process.env.TECHSITE_REUSE_WEB_BUILD === '1' && existsSync(webRoot);
  if (!reuse && webBuildIsStale(webRoot)) buildWeb();
  const settings = await throwAwayStackSettings();
  // The class reminders run where a test calls them (test/integration/class-reminders.test.ts).
  const stack = await startLocalStack(settings, { webRoot, classReminders: false });
  project.provide('siteUrl', stack.url);
  project.provide('dynamoDbEndpoint', process.env.DYNAMODB_ENDPOINT!);
  project.provide('tableName', settings.TABLE_NAME);
  project.provide('outboxDir', process.env.MAIL_OUTBOX_DIR!);
  project.provide('metricsFile', process.env.LOCAL_METRICS_FILE!);
  project.provide('s3Endpoint', process.env.S3_ENDPOINT!);
  project.provide('buckets', [settings.MEDIA_BUCKET, settings.RESUMES_BUCKET]);
  project.provide('phonePeSandboxUrl', process.env.PHONEPE_BASE_URL!);
  project.provide('cognito', {
    endpoint: stack.cognito.url,
    userPoolId: stack.cognito.userPoolId,
    clientId: stack.cognito.clientId,
  });
  project.provide('listeningPorts', [
    ...new Set(
      stack.services
        .filter((service) => URL.canParse(service.url))
        .map((service) => Number(new URL(service.url).port)),
    ),
  ]);
  project.provide(
    'cognitoLogFile',
    resolve(settings.LOCAL_DATA_DIR, 'cognito', 'cognito-local.log'),
  );
  return async () => {
    await stack.stop();
    rmSync(settings.LOCAL_DATA_DIR, { recursive: true, force: true });
  };
}
