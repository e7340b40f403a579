import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedContent } from '#lambdas/data/seed-content';
import { readObject, s3 } from '#lambdas/lib/storage';
import { publicContent } from '#lambdas/publishing/public-content';
import { folderPageStore } from '#lambdas/publishing/renderer/page-store';
import { renderTableChanges } from '#lambdas/publishing/renderer/render-changes';
import { renderWholeSite, type RenderTarget } from '#lambdas/publishing/renderer/site-renderer';
import { appShellFile } from '#shared/operations/site-files';
import type { RunningService } from './child-process';
import type { CognitoLocal } from './cognito-local';
import { startEmulators, type Emulators } from './emulators';
import { handlerEnvironment } from './handler-environment';
import { startLocalClassReminderTimer, startLocalReconcileTimer } from './job-timer';
import { createJwtAuthorizer } from './jwt-authorizer';
import { exposureWarning } from './listen-host';
import type { LocalSettings } from './settings';
import { startSiteServer } from './site-server';
import { startStreamPoller } from './stream-poller';
import { ensureTable } from './table-setup';

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
  const warning = exposureWarning(settings.HOST);
  if (warning) console.warn(`\n  WARNING: ${warning}\n`);
  const started: RunningService[] = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
  };
  const track = <T extends RunningService>(service: T) => {
    started.push(service);
    return service;
  };

  try {
    const emulators = await startEmulators(settings, dataDir, track);
    Object.assign(
      process.env,
      handlerEnvironment(settings, emulators, { ...options, dataDir }, process.env),
    );
    const seeded = await createAndSeedTable(emulators.dynamo.url, settings.TABLE_NAME);
    const pagesDir = join(dataDir, 'site');
    if (options.renderPages !== false) {
      track(await renderPagesFromTable(settings, emulators.dynamo.url, options.webRoot, pagesDir));
    }
    // Releases lapsed seat holds and reconciles pending payments, as the scheduled Lambda does.
    track(startLocalReconcileTimer(60_000));
    // Mails learners before their batch and each class, as the scheduled Lambda does.
    if (options.classReminders !== false) track(startLocalClassReminderTimer());
    const siteServer = track(
      await startSiteServer({
        host: settings.HOST,
        port: settings.PORT,
        webRoot: options.webRoot,
        pagesDir,
        outboxDir: join(dataDir, 'outbox'),
        metricsFile: join(dataDir, 'metrics.jsonl'),
        authorizers: await tokenAuthorizers(emulators),
        // What the web app's admin sign-in reads; cognito-local speaks only USER_PASSWORD_AUTH.
        runtimeConfig: {
          region: process.env.AWS_REGION!,
          userPoolId: emulators.cognito.userPoolId,
          userPoolClientId: emulators.cognito.clientId,
          userPoolEndpoint: emulators.cognito.url,
          authFlowType: 'USER_PASSWORD_AUTH',
        },
      }),
    );
    return {
      url: siteServer.url,
      apiUrl: `${siteServer.url}/api`,
      cognito: emulators.cognito,
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

/** Creates the table if it is missing and writes the seed content that is not there yet. */
async function createAndSeedTable(endpoint: string, tableName: string) {
  const client = new DynamoDBClient({ endpoint, region: process.env.AWS_REGION });
  try {
    await ensureTable(client, tableName);
    return await seedContent(DynamoDBDocumentClient.from(client), tableName);
  } finally {
    client.destroy();
  }
}

/**
 * Renders the pages from the table as the render Lambda renders them in the cloud: the whole
 * site now, then the pages of every change the table's stream tells of. The stream is followed
 * first, so a change made during the first render is not missed.
 */
async function renderPagesFromTable(
  settings: LocalSettings,
  endpoint: string,
  webRoot: string,
  pagesDir: string,
): Promise<RunningService> {
  const renderTarget: RenderTarget = {
    store: folderPageStore({ pagesDir, templateFile: join(webRoot, appShellFile) }),
    source: publicContent,
    origin: process.env.SITE_URL!,
    readMedia: (key) => readObject(s3(), settings.MEDIA_BUCKET, key),
  };
  const poller = await startStreamPoller({
    endpoint,
    region: process.env.AWS_REGION!,
    tableName: settings.TABLE_NAME,
    shownAs: pagesDir,
    onChanges: async (changes) => {
      await renderTableChanges(changes, renderTarget);
    },
  });
  try {
    await renderWholeSite(renderTarget);
  } catch (error) {
    await poller.stop();
    throw error;
  }
  return poller;
}

/** The API's JWT authorizers: staff tokens from the admin pool, learners' from theirs. */
async function tokenAuthorizers({ cognito, learnerIdentity }: Emulators) {
  return {
    admin: await createJwtAuthorizer({ issuer: cognito.issuer, clientIds: [cognito.clientId] }),
    learner: await createJwtAuthorizer({
      issuer: learnerIdentity.issuer,
      clientIds: [learnerIdentity.clientId],
    }),
  };
}
