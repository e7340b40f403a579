import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import type { CloudFormationCustomResourceEvent, Context, DynamoDBStreamEvent } from 'aws-lambda';
import { publicContent } from '../public-content';
import { siteRenderConfig } from '#lambdas/lib/config';
import { logger, logInvocation } from '#lambdas/lib/logger';
import { readObject } from '#lambdas/lib/storage';
import { traced } from '#lambdas/lib/tracer';
import { tableChangeOf, type TableChange } from '../renderer/content-changes';
import { renderTableChanges } from '../renderer/render-changes';
import { s3PageStore } from '../renderer/s3-page-store';
import { renderWholeSite, type RenderOutcome, type RenderTarget } from '../renderer/site-renderer';

// The render Lambda (decision 008): the table's stream, filtered to the public
// content, renders the pages each change shows; after every deploy a custom resource renders
// the whole site with the deployed address. Pages go to the site bucket, and exactly the files
// written are invalidated in CloudFront. A failed batch throws: the event source mapping
// retries it, then sends it to the dead-letter queue, whose alarm tells the operators.

const settings = siteRenderConfig();
const s3 = traced(new S3Client({ region: settings.AWS_REGION }));
const cloudFront = traced(new CloudFrontClient({ region: settings.AWS_REGION }));
const target = (): RenderTarget => ({
  store: s3PageStore(s3, settings.SITE_BUCKET),
  source: publicContent,
  origin: settings.SITE_URL,
  readMedia: (key) => readObject(s3, settings.MEDIA_BUCKET, key),
});

/** Past this many files one wildcard costs less than naming each (CloudFront bills by path). */
const maxInvalidationPaths = 100;

export async function handler(
  event: DynamoDBStreamEvent | CloudFormationCustomResourceEvent,
  context?: Context,
): Promise<unknown> {
  logInvocation(context);
  if ('RequestType' in event) return renderAfterDeploy(event);
  const changes = event.Records.map((record) => tableChangeOf(record)).filter(
    (change): change is TableChange => change !== undefined,
  );
  const outcome = await renderTableChanges(changes, target());
  await invalidate(outcome);
  logger.info('Rendered the pages of a change', { records: changes.length, ...counts(outcome) });
  return undefined;
}

async function renderAfterDeploy(event: CloudFormationCustomResourceEvent) {
  const physicalResourceId = 'site-render';
  // Deleting the stack leaves the retained bucket's pages as they are.
  if (event.RequestType === 'Delete') return { PhysicalResourceId: physicalResourceId };
  const outcome = await renderWholeSite(target());
  await invalidate({ ...outcome, changedFiles: ['*'] });
  logger.info('Rendered the whole site', { origin: settings.SITE_URL, ...counts(outcome) });
  return { PhysicalResourceId: physicalResourceId, Data: { rendered: outcome.rendered } };
}

async function invalidate(outcome: RenderOutcome) {
  if (!settings.DISTRIBUTION_ID || outcome.changedFiles.length === 0) return;
  const files = outcome.changedFiles.length > maxInvalidationPaths ? ['*'] : outcome.changedFiles;
  // The clean-URLs function rewrites /blog/x to /blog/x.html before the cache is read, so the
  // cached objects are named by their files.
  const paths = [...new Set(files.map((file) => `/${file}`))];
  await cloudFront.send(
    new CreateInvalidationCommand({
      DistributionId: settings.DISTRIBUTION_ID,
      InvalidationBatch: {
        CallerReference: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
        Paths: { Quantity: paths.length, Items: paths },
      },
    }),
  );
}

const counts = ({ rendered, removed, redirected }: RenderOutcome) => ({
  rendered,
  removed,
  redirected,
});
