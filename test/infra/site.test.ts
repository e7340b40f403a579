import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/constructs/lambda-defaults';
import { pagesToHash } from '../../infra/site/content-security-policy';
import { securityHeaders } from '#shared/operations/security-headers';
import { cacheControl } from '#shared/operations/cache-control';
import { buildStack, builtSiteFixture, inlineStyle, resourcesOfType } from './stack-fixture';

/** A CSP sha256 source, escaped for a regular expression. */
const sha256Of = (body: string) =>
  `sha256-${createHash('sha256').update(body).digest('base64')}`.replace(/[+/=]/g, '\\$&');

const { template } = buildStack();
const distribution = 'AWS::CloudFront::Distribution';

describe('the site bucket', () => {
  it('is readable only by this CloudFront distribution', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^SiteSiteBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: {
              StringEquals: {
                'AWS:SourceArn': Match.objectLike({ 'Fn::Join': Match.anyValue() }),
              },
            },
          }),
        ]),
      },
    });
  });

  it('is reached through Origin Access Control', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    template.hasResourceProperties(distribution, {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
      }),
    });
  });
});

describe('the distribution', () => {
  it('rewrites clean URLs with the CloudFront Function on every page request', () => {
    template.hasResourceProperties(distribution, {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: {
                'Fn::GetAtt': [Match.stringLikeRegexp('^SiteCleanUrlsFunction'), 'FunctionARN'],
              },
            },
          ],
        }),
      }),
    });
  });

  it('compresses the site (brotli and gzip) with the caching policy that honours each object’s Cache-Control', () => {
    template.hasResourceProperties(distribution, {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          Compress: true,
          // Managed-CachingOptimized: gzip and brotli on, TTLs from the objects' Cache-Control.
          CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
        }),
      }),
    });
  });

  it('answers moved and missing pages through Lambda@Edge on the site behaviour only', () => {
    const [config] = Object.values(resourcesOfType(template, distribution)).map(
      (resource) =>
        resource.Properties!.DistributionConfig as {
          CustomErrorResponses?: unknown;
          DefaultCacheBehavior: { LambdaFunctionAssociations?: Array<{ EventType: string }> };
          CacheBehaviors: Array<{ PathPattern: string; LambdaFunctionAssociations?: unknown }>;
        },
    );
    expect(config!.DefaultCacheBehavior.LambdaFunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'origin-response' }),
    ]);
    // Error responses would apply to /api/* too, turning the API's own 403 into the 404 page.
    expect(config!.CustomErrorResponses).toBeUndefined();
    for (const behaviour of config!.CacheBehaviors) {
      expect(behaviour.LambdaFunctionAssociations, behaviour.PathPattern).toBeUndefined();
    }
  });

  it("lets only the edge function's role read the 404 pages from the site bucket", () => {
    const { app, template: main } = buildStack();
    const edgeStack = app.node.children.find(
      (child): child is Stack => Stack.isStack(child) && child.region === 'us-east-1',
    )!;
    const roles = Template.fromStack(edgeStack).findResources('AWS::IAM::Role');
    const [roleName] = Object.values(roles).map(
      (role) => (role as { Properties: { RoleName: string } }).Properties.RoleName,
    );
    expect(roleName).toMatch(/NotFoundFunction/);
    main.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^SiteSiteBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Effect: 'Allow',
            Principal: {
              AWS: `arn:aws:iam::111111111111:role/${roleName}`,
            },
            Action: 's3:GetObject',
            // CDK writes the list sorted.
            Resource: [
              '404.html',
              'blog/_not-found.html',
              'learning/_not-found.html',
              'portfolio/_not-found.html',
            ].map((key) => ({
              'Fn::Join': [
                '',
                [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteSiteBucket'), 'Arn'] }, `/${key}`],
              ],
            })),
          },
        ]),
      },
    });
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    template.hasResourceProperties(distribution, {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            // The managed CachingDisabled policy.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            AllowedMethods: Match.arrayWith(['PUT', 'PATCH', 'POST', 'DELETE']),
            OriginRequestPolicyId: { Ref: Match.stringLikeRegexp('^SiteApiOriginRequestPolicy') },
          }),
        ]),
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: { HeaderBehavior: 'allExcept', Headers: ['Host'] },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      }),
    });
  });

  it('sends the API the origin check’s secret, read by CloudFormation, never written in the template', () => {
    const [config] = Object.values(resourcesOfType(template, distribution)).map(
      (resource) =>
        resource.Properties!.DistributionConfig as { Origins: Array<Record<string, unknown>> },
    );
    const apiOrigin = config!.Origins.find((origin) =>
      JSON.stringify(origin.DomainName).includes('execute-api'),
    )!;
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: {
          'Fn::Join': [
            '',
            [
              '{{resolve:secretsmanager:',
              { Ref: expect.stringMatching(/^ApiOriginVerifySecret/) },
              ':SecretString:::}}',
            ],
          ],
        },
      },
    ]);
  });

  it("passes the viewer's address to the API", () => {
    template.hasResourceProperties(distribution, {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            FunctionAssociations: [
              Match.objectLike({
                FunctionARN: {
                  'Fn::GetAtt': [
                    Match.stringLikeRegexp('^SiteViewerAddressFunction'),
                    'FunctionARN',
                  ],
                },
              }),
            ],
          }),
        ]),
      }),
    });
  });

  it('adds the security headers to pages, media and API answers alike', () => {
    const properties = Object.values(resourcesOfType(template, distribution))[0]!.Properties as {
      DistributionConfig: { CacheBehaviors: unknown[] };
    };
    const config = JSON.stringify(properties);
    // The default behaviour and every additional one.
    expect(
      config.match(/"ResponseHeadersPolicyId":\{"Ref":"SiteSecurityHeaders\w+"\}/g),
    ).toHaveLength(1 + properties.DistributionConfig.CacheBehaviors.length);
  });
});

describe('the security headers policy', () => {
  const policy = () =>
    Object.values(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!
      .Properties!.ResponseHeadersPolicyConfig as Record<string, Record<string, unknown>>;

  it('sends HSTS for two years', () => {
    expect(policy().SecurityHeadersConfig!.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
  });

  it('sends every header the local server sends', () => {
    const config = policy();
    const sent: Record<string, unknown> = {
      'x-content-type-options': config.SecurityHeadersConfig!.ContentTypeOptions && 'nosniff',
      'x-frame-options': (config.SecurityHeadersConfig!.FrameOptions as { FrameOption: string })
        .FrameOption,
      'referrer-policy': (
        config.SecurityHeadersConfig!.ReferrerPolicy as { ReferrerPolicy: string }
      ).ReferrerPolicy,
      ...Object.fromEntries(
        (config.CustomHeadersConfig!.Items as { Header: string; Value: string }[]).map((item) => [
          item.Header,
          item.Value,
        ]),
      ),
    };
    expect(sent).toEqual(securityHeaders);
  });

  it('has a CSP that forbids framing and foreign scripts', () => {
    const csp = JSON.stringify(policy().SecurityHeadersConfig!.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('hashes the inline scripts of the app shell, which every rendered page is built from', () => {
    const site = builtSiteFixture();
    expect(pagesToHash(repositoryRoot, site)).toEqual([join(site, 'app-shell.html')]);
    expect(pagesToHash(repositoryRoot, undefined)).toEqual([
      join(repositoryRoot, 'web', 'index.html'),
    ]);
  });

  it("allows the app shell's inline theme script and inlined stylesheet by their hashes", () => {
    const withSite = buildStack({ siteContentDir: builtSiteFixture() }).template;
    withSite.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: {
              'Fn::Join': [
                '',
                Match.arrayWith([
                  Match.stringLikeRegexp(
                    // sha256 of the fixture's theme script, and of its inline style
                    `script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'; style-src 'self' '${sha256Of(inlineStyle)}';`,
                  ),
                ]),
              ],
            },
          }),
        }),
      }),
    });
  });
});

describe('the site deployment', () => {
  it('is left out when there is no built site', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  const withSite = buildStack({ siteContentDir: builtSiteFixture() }).template;

  it('uploads hashed assets cached for a year and never prunes them', () => {
    withSite.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': cacheControl.hashedAssets },
    });
  });

  it('uploads the app shell and runtime config revalidated on each visit and invalidates them', () => {
    withSite.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: Match.absent(),
      SystemMetadata: { 'cache-control': cacheControl.revalidated },
      DistributionPaths: ['/*'],
    });
  });

  it('never prunes, so the pages the render Lambda wrote stay', () => {
    const deployments = Object.values(resourcesOfType(withSite, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    for (const deployment of deployments) expect(deployment.Properties!.Prune).toBe(false);
  });
});
