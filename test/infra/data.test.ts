import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { indexes, keyNames, tableStream } from '#lambdas/data/table-definition';
import { buildStack, resourcesOfType } from './stack-fixture';

const { template } = buildStack();
const table = 'AWS::DynamoDB::GlobalTable';

describe('the table', () => {
  it('is keyed as lambdas/data/table-definition.ts says', () => {
    template.hasResourceProperties(table, {
      KeySchema: [
        { AttributeName: keyNames.partitionKey, KeyType: 'HASH' },
        { AttributeName: keyNames.sortKey, KeyType: 'RANGE' },
      ],
    });
  });

  it('has gsi1 and gsi2 with their keys', () => {
    template.hasResourceProperties(table, {
      GlobalSecondaryIndexes: Object.values(indexes).map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
    });
  });

  it('expires items on the ttl attribute', () => {
    template.hasResourceProperties(table, {
      TimeToLiveSpecification: { AttributeName: keyNames.timeToLive, Enabled: true },
    });
  });

  it('streams both images of every change, as the local stack does, for the render Lambda', () => {
    expect(tableStream.StreamViewType).toBe('NEW_AND_OLD_IMAGES');
    template.hasResourceProperties(table, {
      StreamSpecification: { StreamViewType: tableStream.StreamViewType },
    });
  });

  it('is billed on demand', () => {
    template.hasResourceProperties(table, { BillingMode: 'PAY_PER_REQUEST' });
  });

  // cdk-nag does not inspect GlobalTable, so PITR is asserted here.
  it('has point-in-time recovery on', () => {
    template.hasResourceProperties(table, {
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
  });

  it('is kept when the stack is updated or deleted, but removed when its first create fails', () => {
    template.hasResource(table, {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('leaves deletion protection off, which would make a failed first create’s rollback fail', () => {
    template.hasResourceProperties(table, {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: Match.absent() })],
    });
  });
});

describe('the buckets', () => {
  const buckets = resourcesOfType(template, 'AWS::S3::Bucket');

  it('all block every kind of public access', () => {
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('all refuse requests without TLS', () => {
    const policies = resourcesOfType(template, 'AWS::S3::BucketPolicy');
    const denied = Object.values(policies)
      .filter((policy) =>
        JSON.stringify(policy.Properties).includes('"aws:SecureTransport":"false"'),
      )
      .map((policy) => JSON.stringify((policy.Properties as { Bucket: unknown }).Bucket));
    for (const id of Object.keys(buckets)) {
      expect(denied).toContain(JSON.stringify({ Ref: id }));
    }
  });

  it('forget a résumé upload no application took within a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'resumes/pending/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('all encrypt at rest', () => {
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties?.BucketEncryption).toBeDefined();
    }
  });

  it('are all kept when the stack is updated or deleted, but removed when its first create fails', () => {
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      expect(bucket).toMatchObject({
        DeletionPolicy: 'RetainExceptOnCreate',
        UpdateReplacePolicy: 'Retain',
      });
    }
  });

  it('let the site PUT presigned uploads to media and résumés, and nothing else', () => {
    const withCors = Object.values(buckets).filter(
      (bucket) => bucket.Properties?.CorsConfiguration,
    );
    expect(withCors).toHaveLength(2);
    for (const bucket of withCors) {
      expect(bucket.Properties?.CorsConfiguration).toEqual({
        CorsRules: [expect.objectContaining({ AllowedMethods: ['PUT'] })],
      });
    }
  });

  it('use the custom domain as the only upload origin when there is one', () => {
    const withDomain = buildStack({
      siteDomain: 'www.nexoratech.in',
      certificateArn:
        'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012',
    }).template;
    withDomain.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['https://www.nexoratech.in'] })],
      },
    });
  });

  it('abort incomplete uploads after a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ]),
      },
    });
  });
});
