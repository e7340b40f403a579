import { CustomResource, Duration, RemovalPolicy, Token, Validations } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type EventSourceMapping, FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { publicContentKeyPrefixes } from '#lambdas/data/table-definition';
import { logicalIdOf } from './area-function';
import type { LambdaDefaults } from './lambda-defaults';
import { appShellFile, shareCardFolder } from '#shared/operations/site-files';
import { shareCardAssetFiles, shareCardAssetsDir } from '#shared/operations/share-card-assets';

// Live publishing (docs/architecture.md §2): the render Lambda (lambdas/publishing/handlers/site-render.ts)
// writes the public pages from the live table into the site bucket and invalidates exactly the
// files it wrote. The table's stream runs it on each change of the public content; a custom
// resource runs it over the whole site after every deploy.

export interface SiteRenderProps {
  defaults: LambdaDefaults;
  table: TableV2;
  siteBucket: Bucket;
  /** Uploaded featured images, which the share cards of the items showing them draw. */
  mediaBucket: Bucket;
  distribution: Distribution;
  /** The deployed site's address, never localhost: the custom domain, else CloudFront's. */
  siteUrl: string;
  /** What uploads the app shell the pages are rendered into; without them nothing is rendered. */
  deployments: BucketDeployment[];
}

/** The files the renderer writes (lambdas/publishing/renderer/site-renderer.ts), as S3 key patterns. */
const pageKeys = ['*.html', 'sitemap.xml', 'robots.txt'];
/** The pages' share cards (docs/decisions/018-share-cards.md). */
const shareCardKeys = [`${shareCardFolder}/*`];
/** The web build's pictures, which a page's share card may show. */
const pictureKeys = ['images/*'];

export class SiteRender extends Construct {
  readonly fn: NodejsFunction;
  /** Stream batches that failed every retry; the operations alarm watches it. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: SiteRenderProps) {
    super(scope, id);
    // Canonical links, sitemap.xml and robots.txt name this address to search engines.
    if (
      !Token.isUnresolved(props.siteUrl) &&
      !/^https:\/\/(?!localhost\b|127\.)[^/]+$/.test(props.siteUrl)
    ) {
      throw new Error(
        `The render Lambda needs the deployed site's https address, not ${props.siteUrl}`,
      );
    }
    this.fn = props.defaults.handlerFunction(this, {
      name: 'site-render',
      environment: {
        TABLE_NAME: props.table.tableName,
        SITE_URL: props.siteUrl,
        SITE_BUCKET: props.siteBucket.bucketName,
        MEDIA_BUCKET: props.mediaBucket.bucketName,
        DISTRIBUTION_ID: props.distribution.distributionId,
      },
      // A whole-site render after a deploy reads every page's content and writes each page.
      timeout: Duration.minutes(15),
      // React and the share cards' drawing run faster with more CPU, which Lambda gives in
      // proportion to memory.
      memorySize: 1024,
      // The share cards' WebAssembly and fonts (lambdas/publishing/renderer/share-card-assets.ts).
      bundledFiles: { dir: shareCardAssetsDir, files: shareCardAssetFiles },
    });
    this.grantRendering(props);

    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the render Lambda’s stream.',
    });
    const changes = this.followTableChanges(props.table);
    if (props.deployments.length > 0) this.renderAfterDeploy(props, changes);
  }

  /**
   * Only items of the public content's partitions reach the Lambda; its own PAGE_RENDER# status
   * items, orders and the rest never run it. Changes close together (one save writing several
   * items) wait up to two seconds to render once; a failing batch is retried, then halved to
   * find the change that fails, then recorded in the dead-letter queue.
   */
  private followTableChanges(table: TableV2): EventSourceMapping {
    if (!table.tableStreamArn) throw new Error('The table has no stream to render from');
    const changes = this.fn.addEventSourceMapping('TableChanges', {
      eventSourceArn: table.tableStreamArn,
      // Everything before the mapping existed is covered by the render after the deploy.
      startingPosition: StartingPosition.LATEST,
      filters: [
        FilterCriteria.filter({
          dynamodb: { Keys: { pk: { S: publicContentKeyPrefixes.map((prefix) => ({ prefix })) } } },
        }),
      ],
      batchSize: 100,
      maxBatchingWindow: Duration.seconds(2),
      retryAttempts: 3,
      bisectBatchOnError: true,
      // One batch at a time per shard, so a later change never renders before an earlier one.
      parallelizationFactor: 1,
      onFailure: new SqsDlq(this.failures),
    });
    table.grantStreamRead(this.fn);
    return changes;
  }

  /** Exactly the calls the renderer and its page store make (lambdas/publishing/renderer). */
  private grantRendering(props: SiteRenderProps): void {
    const { table, siteBucket, distribution } = props;
    // Reads the content through the data layer, and records each item's render (PAGE_RENDER#).
    table.grantReadData(this.fn);
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }),
    );
    const pages = pageKeys.map((key) => siteBucket.arnForObjects(key));
    const cards = shareCardKeys.map((key) => siteBucket.arnForObjects(key));
    const pictures = pictureKeys.map((key) => siteBucket.arnForObjects(key));
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [...pages, ...cards],
      }),
    );
    // GetObject also answers HeadObject (is a page a redirect? which version is a card?); the
    // template is one of *.html.
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [...pages, ...cards, ...pictures],
      }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [props.mediaBucket.arnForObjects('*')],
      }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        // The deploy's template (BucketDeployment's), which the renderer only reads.
        effect: Effect.DENY,
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [siteBucket.arnForObjects(appShellFile)],
      }),
    );
    // Lists the pages a whole-site render may have to remove; with it a missing key is a 404.
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [siteBucket.bucketArn] }),
    );
    distribution.grantCreateInvalidation(this.fn);

    Validations.of(this.fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(table)}.Arn>/index/*]`,
      reason:
        'The table’s own indexes gsi1 and gsi2 (lambdas/data/table-definition.ts), which the content queries use.',
    });
    for (const [key, reason] of [
      [
        shareCardKeys[0],
        'One share card per public page (og/index.png, og/blog/<slug>.png, ...), drawn with the page; only keys under og/.',
      ],
      [
        pictureKeys[0],
        'Read only: the web build’s pictures (images/...) that a page’s share card shows.',
      ],
    ] as const) {
      Validations.of(this.fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(siteBucket)}.Arn>/${key}]`,
        reason,
      });
    }
    Validations.of(this.fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(props.mediaBucket)}.Arn>/*]`,
      reason:
        'Read only: the uploaded featured image a share card shows, named by staff in the content (media keys are timestamped, docs/architecture.md §4).',
    });
    Validations.of(this.fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(siteBucket)}.Arn>/*.html]`,
      reason:
        'One object per public page (index.html, blog/<slug>.html, ...), named after content that staff publish; only .html keys, sitemap.xml and robots.txt, never the assets.',
    });
  }

  /**
   * After every deploy the whole site is rendered from the live table with the deployed address,
   * once the app shell it renders into is uploaded. `DeployedAt` differs on every synth, so each
   * deploy runs it: a new build has new asset names every page must link, a changed renderer or
   * address changes every page, and a full render also repairs pages a failed change left stale.
   */
  private renderAfterDeploy(props: SiteRenderProps, changes: EventSourceMapping): void {
    const provider = new Provider(this, 'RenderAfterDeployProvider', {
      onEventHandler: this.fn,
      logGroup: new LogGroup(this, 'RenderAfterDeployProviderLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    const render = new CustomResource(this, 'RenderAfterDeploy', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::SiteRender',
      properties: { SiteUrl: props.siteUrl, DeployedAt: new Date().toISOString() },
    });
    render.node.addDependency(...props.deployments, changes);
    acknowledgeProviderFindings(provider, this.fn);
  }
}

/** The custom-resources framework Lambda (aws-cdk-lib's code) only invokes the one Lambda given. */
export function acknowledgeProviderFindings(provider: Provider, onEvent: NodejsFunction): void {
  const framework = provider.node.findChild('framework-onEvent');
  Validations.of(framework).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      'The AWS-managed basic execution role only lets the function write its own CloudWatch logs.',
  });
  Validations.of(framework).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(onEvent)}.Arn>:*]`,
    reason:
      'aws-cdk-lib’s custom-resources framework grants invoking any version of the one Lambda it calls.',
  });
}
