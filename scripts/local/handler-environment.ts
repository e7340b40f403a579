import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Emulators } from './emulators';
import { httpUrl, siteUrl } from './listen-host';
import { irpSandboxSettings, phonePeSandboxSettings, type LocalSettings } from './settings';

/**
 * The environment the handlers read, exactly as they read a Lambda's in the cloud, pointing at
 * this stack's emulators. `current` is the process's own environment: what a developer set
 * there (a region, a sign-in floor) wins over the local defaults.
 */
export function handlerEnvironment(
  settings: LocalSettings,
  emulators: Emulators,
  options: { dataDir: string; handlersDynamoDbEndpoint?: string },
  current: NodeJS.ProcessEnv,
): Record<string, string> {
  const { dynamo, cognito, learnerIdentity, irpSandbox } = emulators;
  const host = settings.HOST;
  const phonePe = phonePeSandboxSettings(settings);
  return {
    AWS_REGION: current.AWS_REGION ?? 'ap-south-1',
    AWS_ACCESS_KEY_ID: current.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: current.AWS_SECRET_ACCESS_KEY ?? 'local',
    TABLE_NAME: settings.TABLE_NAME,
    // Where links in mails and payment redirects point: this very stack.
    SITE_URL: siteUrl(host, settings.PORT),
    DYNAMODB_ENDPOINT: options.handlersDynamoDbEndpoint ?? dynamo.url,
    MAIL_OUTBOX_DIR: join(options.dataDir, 'outbox'),
    // The product's metrics as EMF lines, shown at /dev/metrics (lambdas/lib/metrics.ts).
    LOCAL_METRICS_FILE: join(options.dataDir, 'metrics.jsonl'),
    // The header the site server adds to API requests, as CloudFront does; new each start.
    ORIGIN_VERIFY_SECRET: randomBytes(24).toString('base64url'),
    MEDIA_BUCKET: settings.MEDIA_BUCKET,
    RESUMES_BUCKET: settings.RESUMES_BUCKET,
    S3_ENDPOINT: httpUrl(host, settings.S3_PORT),
    COGNITO_USER_POOL_ID: cognito.userPoolId,
    COGNITO_CLIENT_ID: cognito.clientId,
    COGNITO_ENDPOINT: cognito.url,
    LEARNER_USER_POOL_ID: learnerIdentity.userPoolId,
    LEARNER_CLIENT_ID: learnerIdentity.clientId,
    LEARNER_IDENTITY_ENDPOINT: learnerIdentity.url,
    // The sign-in's answers all take this long (decision 019): above the slowest real answer
    // here, where the pool and the mail are local and quick; the cloud's default is longer.
    LEARNER_SIGN_IN_ANSWER_MS: current.LEARNER_SIGN_IN_ANSWER_MS ?? '400',
    PHONEPE_BASE_URL: httpUrl(host, settings.PHONEPE_SANDBOX_PORT),
    ...Object.fromEntries(Object.entries(phonePe).map(([name, value]) => [name, String(value)])),
    // As the cloud's IRP secret holds them (lambdas/checkout-payments/e-invoicing/irp-config.ts).
    ...irpSandboxSettings(settings),
    IRP_BASE_URL: irpSandbox.url,
    IRP_PUBLIC_KEY: irpSandbox.publicKey,
  };
}
