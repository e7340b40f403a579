import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startPhonePeSandbox } from '../phonepe-sandbox/server';
import { startIrpSandbox } from '../irp-sandbox/server';
import type { RunningService } from './child-process';
import { startCognitoLocal, type CognitoLocal } from './cognito-local';
import { startLearnerIdentity } from './learner-identity/server';
import { handler as learnerSignInChallenge } from '#lambdas/learning/handlers/learner-sign-in-challenge';
import { handler as staffSignInEvents } from '#lambdas/site/handlers/staff-sign-in-events';
import { startDynamoDbLocal } from './dynamodb-local';
import { createJwtAuthorizer } from './jwt-authorizer';
import { startS3Local } from './s3-local';
import { publicContent } from '#lambdas/publishing/public-content';
import { folderPageStore } from '#lambdas/publishing/renderer/page-store';
import { renderTableChanges } from '#lambdas/publishing/renderer/render-changes';
import { renderWholeSite, type RenderTarget } from '#lambdas/publishing/renderer/site-renderer';
import { seedContent } from '#lambdas/data/seed-content';
import { readObject, s3 } from '#lambdas/lib/storage';
import { startStreamPoller } from './stream-poller';
import { irpSandboxSettings, phonePeSandboxSettings, type LocalSettings } from './settings';
import { startLocalClassReminderTimer, startLocalReconcileTimer } from './job-timer';
import { startSiteServer } from './site-server';
import { exposureWarning, httpUrl, loopback, siteUrl } from './listen-host';
import { ensureTable } from './table-setup';
import { appShellFile } from '#shared/operations/site-files';
import { signInCodeMinutes } from '#shared/learning/sign-in';

export interface LocalStack {
  url: string;
  apiUrl: string;
  cognito: CognitoLocal;
  services: RunningService[];
  seeded: { written: number; kept: number };
  /** Where the rendered pages are kept (the site server serves them). */
  pagesDir: string;
  stop(): Promise<void>;
}

/**
 * Starts every emulator, points the real handlers at them through the environment, creates and
 * seeds the table, and serves the site with /api/* on one port: the whole product on one machine.
 */
export async function startLocalStack(
  settings: LocalSettings,
  options: {
    webRoot: string;
    /**
     * Where the handlers reach DynamoDB Local when something stands between (a fault test's
     * proxy).
     */
    handlersDynamoDbEndpoint?: string;
    /**
     * False where no rendered page is wanted: under `npm run dev` (Vite serves the pages) and
     * for a fault test's API-only stack. The table's changes are then not rendered either.
     */
    renderPages?: boolean;
    /**
     * False where the tests run the class reminders themselves, at the times they choose: a
     * timer mailing learners of the tests' batches would add mails other tests count.
     */
    classReminders?: boolean;
  },
): Promise<LocalStack> {
  const dataDir = resolve(settings.LOCAL_DATA_DIR);
  const phonePe = phonePeSandboxSettings(settings);
  const irp = irpSandboxSettings(settings);
  // Every listener a browser reaches binds to HOST, loopback unless the developer opens it up.
  const host = settings.HOST;
  const warning = exposureWarning(host);
  if (warning) console.warn(`\n  WARNING: ${warning}\n`);
  const site = siteUrl(host, settings.PORT);
  const phonePeSandboxUrl = httpUrl(host, settings.PHONEPE_SANDBOX_PORT);
  const started: RunningService[] = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
  };
  const track = <T extends RunningService>(service: T) => {
    started.push(service);
    return service;
  };

  try {
    // Java starts slowest; the others start meanwhile.
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
        publicUrl: phonePeSandboxUrl,
        merchantName: 'Nexora Technologies',
        // v2 merchants configure one webhook URL on PhonePe's dashboard; this is ours locally.
        webhookUrl: `${site}/api/payments/phonepe/webhook`,
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

    // The handlers read these exactly as they read a Lambda's environment in the cloud.
    Object.assign(process.env, {
      AWS_REGION: process.env.AWS_REGION ?? 'ap-south-1',
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
      TABLE_NAME: settings.TABLE_NAME,
      // Where links in mails and payment redirects point: this very stack.
      SITE_URL: site,
      DYNAMODB_ENDPOINT: options.handlersDynamoDbEndpoint ?? dynamo.url,
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      // The product's metrics as EMF lines, shown at /dev/metrics (lambdas/lib/metrics.ts).
      LOCAL_METRICS_FILE: join(dataDir, 'metrics.jsonl'),
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
      LEARNER_SIGN_IN_ANSWER_MS: process.env.LEARNER_SIGN_IN_ANSWER_MS ?? '400',
      PHONEPE_BASE_URL: phonePeSandboxUrl,
      ...Object.fromEntries(Object.entries(phonePe).map(([name, value]) => [name, String(value)])),
      // As the cloud's IRP secret holds them (lambdas/checkout-payments/e-invoicing/irp-config.ts).
      ...irp,
      IRP_BASE_URL: irpSandbox.url,
      IRP_PUBLIC_KEY: irpSandbox.publicKey,
    });

    const dynamoClient = new DynamoDBClient({
      endpoint: dynamo.url,
      region: process.env.AWS_REGION,
    });
    await ensureTable(dynamoClient, settings.TABLE_NAME);
    const seeded = await seedContent(
      DynamoDBDocumentClient.from(dynamoClient),
      settings.TABLE_NAME,
    );
    dynamoClient.destroy();

    // Pages are rendered from the table as the render Lambda renders them in the cloud: the
    // whole site now, then the pages of every change the table's stream tells of. The stream
    // is followed first, so a change made during the first render is not missed.
    const pagesDir = join(dataDir, 'site');
    const renderTarget: RenderTarget = {
      store: folderPageStore({ pagesDir, templateFile: join(options.webRoot, appShellFile) }),
      source: publicContent,
      origin: process.env.SITE_URL!,
      readMedia: (key) => readObject(s3(), settings.MEDIA_BUCKET, key),
    };
    if (options.renderPages !== false) {
      track(
        await startStreamPoller({
          endpoint: dynamo.url,
          region: process.env.AWS_REGION!,
          tableName: settings.TABLE_NAME,
          shownAs: pagesDir,
          onChanges: async (changes) => {
            await renderTableChanges(changes, renderTarget);
          },
        }),
      );
      await renderWholeSite(renderTarget);
    }

    const authorizers = {
      admin: await createJwtAuthorizer({ issuer: cognito.issuer, clientIds: [cognito.clientId] }),
      learner: await createJwtAuthorizer({
        issuer: learnerIdentity.issuer,
        clientIds: [learnerIdentity.clientId],
      }),
    };
    // Releases lapsed seat holds and reconciles pending payments, as the scheduled Lambda does.
    track(startLocalReconcileTimer(60_000));
    // Mails learners before their batch and each class, as the scheduled Lambda does.
    if (options.classReminders !== false) track(startLocalClassReminderTimer());
    const siteServer = track(
      await startSiteServer({
        host,
        port: settings.PORT,
        webRoot: options.webRoot,
        pagesDir,
        outboxDir: join(dataDir, 'outbox'),
        metricsFile: join(dataDir, 'metrics.jsonl'),
        authorizers,
        // What the web app's admin sign-in reads; cognito-local speaks only USER_PASSWORD_AUTH.
        runtimeConfig: {
          region: process.env.AWS_REGION!,
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.clientId,
          userPoolEndpoint: cognito.url,
          authFlowType: 'USER_PASSWORD_AUTH',
        },
      }),
    );
    return {
      url: siteServer.url,
      apiUrl: `${siteServer.url}/api`,
      cognito,
      services: [...started],
      seeded,
      pagesDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
