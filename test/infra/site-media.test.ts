import { Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { BlockPublicAccess, Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { Site } from '../../infra/constructs/site';
import { mediaPathFunctionCode } from '../../infra/site/media-path-function';
import { mediaUrlOf } from '#shared/admin/media';
import { testApp, validProps } from './stack-fixture';

// Per docs/admin.md: uploaded images are public at /media/{key} on the site's own origin, served by
// CloudFront from the private media bucket through Origin Access Control.

function siteWith(mediaBucket?: 'with media') {
  const stack = new Stack(testApp(), 'SiteMedia', { env: validProps.env });
  const bucket = (id: string) =>
    new Bucket(stack, id, { blockPublicAccess: BlockPublicAccess.BLOCK_ALL, enforceSSL: true });
  new Site(stack, 'Site', {
    httpApi: new HttpApi(stack, 'Api'),
    originVerifySecret: new Secret(stack, 'OriginVerify'),
    logsBucket: bucket('Logs'),
    connectSources: [],
    runtimeConfig: {},
    ...(mediaBucket ? { mediaBucket: bucket('Media') } : {}),
  });
  return Template.fromStack(stack);
}

const template = siteWith('with media');
const distribution = 'AWS::CloudFront::Distribution';

/** Asserts the distribution has a /media/* behaviour with (at least) these properties. */
const hasMediaBehaviour = (properties: Record<string, unknown>) =>
  template.hasResourceProperties(distribution, {
    DistributionConfig: Match.objectLike({
      CacheBehaviors: Match.arrayWith([
        Match.objectLike({ PathPattern: '/media/*', ...properties }),
      ]),
    }),
  });

describe('the /media/* behaviour', () => {
  it('serves the media bucket read-only, over HTTPS, cached, with the site’s security headers', () => {
    hasMediaBehaviour({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      // The managed CachingOptimized policy.
      CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
      ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('^SiteSecurityHeaders') },
    });
  });

  it('strips /media with a CloudFront Function before the request reaches the bucket', () => {
    hasMediaBehaviour({
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: {
            'Fn::GetAtt': [Match.stringLikeRegexp('^SiteMediaPathFunction'), 'FunctionARN'],
          },
        },
      ],
    });
  });

  it('lets only this distribution read the media bucket, through Origin Access Control', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^Media') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: {
              StringEquals: { 'AWS:SourceArn': Match.objectLike({ 'Fn::Join': Match.anyValue() }) },
            },
          }),
        ]),
      },
    });
    template.hasResourceProperties(distribution, {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: {
              'Fn::GetAtt': [Match.stringLikeRegexp('^Media'), 'RegionalDomainName'],
            },
            OriginAccessControlId: Match.anyValue(),
          }),
        ]),
      }),
    });
  });

  it('is absent when the site has no media bucket', () => {
    const withoutMedia = siteWith();
    withoutMedia.resourcePropertiesCountIs(
      'AWS::CloudFront::Function',
      { FunctionConfig: Match.objectLike({ Comment: Match.stringLikeRegexp('media bucket') }) },
      0,
    );
  });
});

describe('the media path function', () => {
  type Request = { uri: string };
  const handler = new Function(`${mediaPathFunctionCode()}\nreturn handler;`)() as (event: {
    request: Request;
  }) => Request;
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('maps the public URL of an upload to its key in the bucket', () => {
    expect(rewrite(mediaUrlOf('blog/1732270000000.png'))).toBe('/blog/1732270000000.png');
  });

  it('leaves any other path as it is', () => {
    expect(rewrite('/assets/media/logo.png')).toBe('/assets/media/logo.png');
  });
});
