import { join } from 'node:path';
import { handler as learnerSignInChallenge } from '#lambdas/learning/handlers/learner-sign-in-challenge';
import { handler as staffSignInEvents } from '#lambdas/site/handlers/staff-sign-in-events';
import { signInCodeMinutes } from '#shared/learning/sign-in';
import { startIrpSandbox } from '../irp-sandbox/server';
import { startPhonePeSandbox } from '../phonepe-sandbox/server';
import type { RunningService } from './child-process';
import { startCognitoLocal } from './cognito-local';
import { startDynamoDbLocal } from './dynamodb-local';
import { startLearnerIdentity } from './learner-identity/server';
import { httpUrl, loopback, siteUrl } from './listen-host';
import { startS3Local } from './s3-local';
import { irpSandboxSettings, phonePeSandboxSettings, type LocalSettings } from './settings';

/**
 * Starts the stand-ins for the cloud's services, each one handed to `track` as soon as it runs
 * (so a failure of another stops it). Java starts slowest; the others start meanwhile.
 */
export async function startEmulators(
  settings: LocalSettings,
  dataDir: string,
  track: <T extends RunningService>(service: T) => T,
) {
  // Every listener a browser reaches binds to HOST, loopback unless the developer opens it up.
  const host = settings.HOST;
  const phonePe = phonePeSandboxSettings(settings);
  const irp = irpSandboxSettings(settings);
  const [dynamo, cognito, learnerIdentity, , , irpSandbox] = await Promise.all([
    startDynamoDbLocal({ port: settings.DYNAMODB_PORT, dataDir: join(dataDir, 'dynamodb') }).then(
      track,
    ),
    startCognitoLocal({
      host,
      port: settings.COGNITO_PORT,
      dataDir: join(dataDir, 'cognito'),
      admin: { email: settings.LOCAL_ADMIN_EMAIL, password: settings.LOCAL_ADMIN_PASSWORD },
      // Staff sign-ins in the audit trail, as the cloud pool's triggers record them (decision 023).
      triggers: staffSignInEvents,
    }).then(track),
    // The learners' pool (decision 014): Cognito's custom sign-in running our own triggers.
    startLearnerIdentity({
      port: settings.LEARNER_IDENTITY_PORT,
      triggers: learnerSignInChallenge,
      usersFile: join(dataDir, 'learner-identity', 'users.json'),
      // As the cloud client's auth session validity: an attempt lives as long as its code.
      sessionMinutes: signInCodeMinutes,
    }).then(track),
    startS3Local({
      host,
      port: settings.S3_PORT,
      dataDir: join(dataDir, 's3'),
      buckets: [settings.MEDIA_BUCKET, settings.RESUMES_BUCKET],
    }).then(track),
    startPhonePeSandbox({
      host,
      port: settings.PHONEPE_SANDBOX_PORT,
      publicUrl: httpUrl(host, settings.PHONEPE_SANDBOX_PORT),
      merchantName: 'Nexora Technologies',
      // v2 merchants configure one webhook URL on PhonePe's dashboard; this is ours locally.
      webhookUrl: `${siteUrl(host, settings.PORT)}/api/payments/phonepe/webhook`,
      refundSettleAfterSeconds: phonePe.PHONEPE_SANDBOX_REFUND_SETTLE_SECONDS,
      credentials: {
        clientId: phonePe.PHONEPE_CLIENT_ID,
        clientSecret: phonePe.PHONEPE_CLIENT_SECRET,
        clientVersion: phonePe.PHONEPE_CLIENT_VERSION,
        webhookUsername: phonePe.PHONEPE_WEBHOOK_USERNAME,
        webhookPassword: phonePe.PHONEPE_WEBHOOK_PASSWORD,
        merchantId: phonePe.PHONEPE_MERCHANT_ID,
        saltKey: phonePe.PHONEPE_SALT_KEY,
        saltIndex: phonePe.PHONEPE_SALT_INDEX,
      },
    }).then(track),
    // The IRP: e-invoices of B2B sales, when Settings turns e-invoicing on (decision 027).
    // Only the handlers call it, never a browser: loopback whatever HOST says.
    startIrpSandbox({
      host: loopback,
      port: settings.IRP_SANDBOX_PORT ?? 0,
      credentials: {
        clientId: irp.IRP_CLIENT_ID,
        clientSecret: irp.IRP_CLIENT_SECRET,
        username: irp.IRP_USERNAME,
        password: irp.IRP_PASSWORD,
      },
    }).then(track),
  ]);
  return { dynamo, cognito, learnerIdentity, irpSandbox };
}

export type Emulators = Awaited<ReturnType<typeof startEmulators>>;
