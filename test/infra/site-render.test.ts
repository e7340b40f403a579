import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteRender, type SiteRenderProps } from '../../infra/constructs/site-render';
import { publicContentKeyPrefixes } from '#lambdas/data/table-definition';
import {
  buildStack,
  builtSiteFixture,
  logicalIdStartingWith,
  resourcesOfType,
} from './stack-fixture';

// Live publishing (decision 008): the render Lambda, the table changes that run it, its rights, and
// the whole-site render after every deploy.

const customDomain = {
  siteDomain: 'www.nexoratech.in',
  certificateArn:
    'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012',
};
const { template } = buildStack({ siteContentDir: builtSiteFixture() });
const withDomain = buildStack({ siteContentDir: builtSiteFixture(), ...customDomain }).template;

const renderFunctionId = (from: Template) =>
  logicalIdStartingWith(from, 'AWS::Lambda::Function', 'SiteRenderSiteRenderFunction');
const functionId = renderFunctionId(template);
const distributionAddress = {
  'Fn::Join': [
    '',
    ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDistribution'), 'DomainName'] }],
  ],
};

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

const roleId = logicalIdStartingWith(template, 'AWS::IAM::Role', 'SiteRenderSiteRenderFunction');

/** Every statement of the render Lambda's role. */
function renderStatements(): Statement[] {
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter(
      (policy) => JSON.stringify(policy.Properties!.Roles) === JSON.stringify([{ Ref: roleId }]),
    )
    .flatMap(
      (policy) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement,
    );
}

const actionsOf = (statement: Statement) => [statement.Action].flat();

describe('the render Lambda', () => {
  it('renders from the table into the site bucket and invalidates the distribution', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: { Ref: Match.stringLikeRegexp('^DataTable') },
          SITE_BUCKET: { Ref: Match.stringLikeRegexp('^SiteSiteBucket') },
          DISTRIBUTION_ID: { Ref: Match.stringLikeRegexp('^SiteDistribution') },
          POWERTOOLS_SERVICE_NAME: 'techsite-site-render',
        }),
      },
    });
  });

  it("uses the distribution's address as the site address without a custom domain", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SITE_URL: distributionAddress }) },
    });
  });

  it('uses the custom domain as the site address when there is one', () => {
    withDomain.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SITE_URL: 'https://www.nexoratech.in' }) },
    });
  });

  it('never renders links to localhost', () => {
    for (const stack of [template, withDomain]) {
      const fn = resourcesOfType(stack, 'AWS::Lambda::Function')[renderFunctionId(stack)]!;
      expect(JSON.stringify(fn.Properties!.Environment)).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  });

  it('refuses an address that is not the deployed https site', () => {
    const render = (siteUrl: string) => () =>
      new SiteRender(new Stack(), 'SiteRender', { ...({} as SiteRenderProps), siteUrl });
    expect(render('http://localhost:3000')).toThrow(/https address/);
    expect(render('https://localhost:3000')).toThrow(/https address/);
    expect(render('http://www.nexoratech.in')).toThrow(/https address/);
  });

  it('has fifteen minutes and 1 GB for a whole-site render, on Node.js 22 and ARM64', () => {
    expect(
      resourcesOfType(template, 'AWS::Lambda::Function')[functionId]!.Properties,
    ).toMatchObject({
      Timeout: 900,
      MemorySize: 1024,
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
    });
  });
});

describe('the table changes it renders', () => {
  const mapping = 'AWS::Lambda::EventSourceMapping';

  it("reads the table's stream from the latest change on", () => {
    template.hasResourceProperties(mapping, {
      FunctionName: { Ref: functionId },
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^DataTable'), 'StreamArn'] },
      StartingPosition: 'LATEST',
    });
  });

  it("passes only changes of the public content's partitions, never PAGE_RENDER status items", () => {
    const prefixes = publicContentKeyPrefixes.map((prefix) => ({ prefix }));
    template.hasResourceProperties(mapping, {
      FunctionName: { Ref: functionId },
      FilterCriteria: {
        Filters: [{ Pattern: JSON.stringify({ dynamodb: { Keys: { pk: { S: prefixes } } } }) }],
      },
    });
    expect(publicContentKeyPrefixes.some((prefix) => 'PAGE_RENDER#POST#1'.startsWith(prefix))).toBe(
      false,
    );
  });

  it('gathers a burst of changes for two seconds to render them once', () => {
    template.hasResourceProperties(mapping, {
      FunctionName: { Ref: functionId },
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 2,
      ParallelizationFactor: 1,
    });
  });

  it('retries a failing batch three times, halving it, then records it in the failure queue', () => {
    template.hasResourceProperties(mapping, {
      FunctionName: { Ref: functionId },
      MaximumRetryAttempts: 3,
      BisectBatchOnFunctionError: true,
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteRenderFailures'), 'Arn'] },
        },
      },
    });
  });

  it('keeps failed batches in an encrypted queue that refuses requests without TLS', () => {
    const queueId = logicalIdStartingWith(template, 'AWS::SQS::Queue', 'SiteRenderFailures');
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('alarms the operators as soon as one batch could not be rendered', () => {
    const queueId = logicalIdStartingWith(template, 'AWS::SQS::Queue', 'SiteRenderFailures');
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^OperationsAlarmTopic') }],
    });
  });
});

describe("the render Lambda's rights", () => {
  const granted = (statement: Record<string, unknown>) =>
    template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [{ Ref: roleId }],
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike(statement)]) },
    });

  /** The site bucket keys an action is allowed (or denied) on, whatever statements hold it. */
  const keysFor = (effect: 'Allow' | 'Deny', action: string) =>
    renderStatements()
      .filter((statement) => statement.Effect === effect && actionsOf(statement).includes(action))
      .flatMap((statement) => [statement.Resource].flat())
      .map((resource) => {
        const join = JSON.stringify(resource);
        return /SiteSiteBucket[^"]*","Arn"\]\},"\/([^"]+)"/.exec(join)?.[1] ?? join;
      })
      .sort();
  const pageKeys = ['*.html', 'robots.txt', 'sitemap.xml'];
  const writtenKeys = ['*.html', 'og/*', 'robots.txt', 'sitemap.xml'];

  it('write and delete only pages, their share cards, sitemap.xml and robots.txt in the site bucket', () => {
    expect(keysFor('Allow', 's3:PutObject')).toEqual(writtenKeys);
    expect(keysFor('Allow', 's3:DeleteObject')).toEqual(writtenKeys);
  });

  it('never overwrite or delete the app shell a deploy uploads', () => {
    expect(keysFor('Deny', 's3:PutObject')).toEqual(['app-shell.html']);
    expect(keysFor('Deny', 's3:DeleteObject')).toEqual(['app-shell.html']);
  });

  it('read the pages, the app shell, the share cards and the pictures they show, and list the site bucket', () => {
    // *.html covers app-shell.html, which every page is rendered into.
    expect(keysFor('Allow', 's3:GetObject').filter((key) => !key.includes('MediaBucket'))).toEqual(
      [...pageKeys, 'images/*', 'og/*'].sort(),
    );
    granted({
      Effect: 'Allow',
      Action: 's3:ListBucket',
      Resource: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteSiteBucket'), 'Arn'] },
    });
  });

  it('read the uploaded featured images of the media bucket, and write none', () => {
    expect(keysFor('Allow', 's3:GetObject').filter((key) => key.includes('MediaBucket'))).toEqual([
      expect.stringMatching(
        /^\{"Fn::Join":\["",\[\{"Fn::GetAtt":\["DataMediaBucket\w+","Arn"\]\},"\/\*"\]\]\}$/,
      ),
    ]);
    const mediaWrites = renderStatements().filter(
      (statement) =>
        JSON.stringify(statement.Resource).includes('MediaBucket') &&
        actionsOf(statement).some((action) => action !== 's3:GetObject'),
    );
    expect(mediaWrites).toEqual([]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          SITE_BUCKET: { Ref: Match.stringLikeRegexp('^SiteSiteBucket') },
          MEDIA_BUCKET: { Ref: Match.stringLikeRegexp('^DataMediaBucket') },
        }),
      },
    });
  });

  it('invalidate this distribution only', () => {
    granted({
      Effect: 'Allow',
      Action: 'cloudfront:CreateInvalidation',
      Resource: {
        'Fn::Join': [
          '',
          [
            'arn:aws:cloudfront::111111111111:distribution/',
            { Ref: Match.stringLikeRegexp('^SiteDistribution') },
          ],
        ],
      },
    });
  });

  it('read the table and its stream, and write nothing but PutItem (its render records)', () => {
    const actions = renderStatements().flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:PutItem']));
    expect(actions).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dynamodb:(UpdateItem|DeleteItem|BatchWrite)/),
      ]),
    );
  });

  it('hold no S3 or CloudFront action on every resource, and no s3:*', () => {
    for (const statement of renderStatements()) {
      const actions = actionsOf(statement);
      expect(actions).not.toContain('s3:*');
      expect(actions).not.toContain('cloudfront:*');
      if (actions.some((action) => /^(s3|cloudfront):/.test(action))) {
        expect([statement.Resource].flat(), actions.join()).not.toContain('*');
      }
    }
  });
});

describe('the render after every deploy', () => {
  const renderAfterDeploy = 'Custom::SiteRender';

  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the whole site with the render Lambda, through the custom-resources framework', () => {
    const [resource] = Object.values(resourcesOfType(template, renderAfterDeploy));
    const serviceToken = JSON.stringify(resource!.Properties!.ServiceToken);
    const frameworkId = /"Fn::GetAtt":\["([^"]+)"/.exec(serviceToken)![1]!;
    const framework = resourcesOfType(template, 'AWS::Lambda::Function')[frameworkId]!;
    expect(framework.Properties!.Environment).toEqual({
      Variables: { USER_ON_EVENT_FUNCTION_ARN: { 'Fn::GetAtt': [functionId, 'Arn'] } },
    });
  });

  it('runs once the app shell and the assets are uploaded and the stream is followed', () => {
    const dependsOn = [
      logicalIdStartingWith(template, 'Custom::CDKBucketDeployment', 'SiteDeployAppShell'),
      logicalIdStartingWith(template, 'Custom::CDKBucketDeployment', 'SiteDeployAssets'),
      logicalIdStartingWith(template, 'AWS::Lambda::EventSourceMapping', 'SiteRender'),
    ];
    template.hasResource(renderAfterDeploy, { DependsOn: Match.arrayWith(dependsOn) });
  });

  it("renders with the distribution's address without a custom domain", () => {
    template.hasResourceProperties(renderAfterDeploy, { SiteUrl: distributionAddress });
  });

  it("renders with the custom domain's address when there is one", () => {
    withDomain.hasResourceProperties(renderAfterDeploy, { SiteUrl: 'https://www.nexoratech.in' });
  });

  it('changes on every deploy, so every deploy renders the whole site again', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const deployedAt = (at: string) => {
      vi.setSystemTime(new Date(at));
      const built = buildStack({ siteContentDir: builtSiteFixture() }).template;
      return Object.values(resourcesOfType(built, renderAfterDeploy))[0]!.Properties!.DeployedAt;
    };
    expect(deployedAt('2026-11-25T10:00:00Z')).not.toEqual(deployedAt('2026-11-25T10:05:00Z'));
  });

  it('is left out when there is no built app shell to render into', () => {
    buildStack().template.resourceCountIs(renderAfterDeploy, 0);
  });
});
