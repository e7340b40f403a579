import { Duration } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  type LifecycleRule,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { pendingResumePrefix } from '#shared/forms/uploads';
import { keepData } from './keep-data';
import { Construct } from 'constructs';
import { createTableInput, keyNames, tableStream } from '#lambdas/data/table-definition';

// The stateful part: the one table and the upload buckets. Everything here is RETAIN, so tearing
// the stack down never takes customers' enrolments, payments or résumés with it.

export interface DataProps {
  /** Origins allowed to PUT to the buckets with a presigned URL (the site itself). */
  uploadOrigins: string[];
}

export class Data extends Construct {
  readonly table: TableV2;
  readonly mediaBucket: Bucket;
  readonly resumesBucket: Bucket;
  /** Server access logs of the buckets and CloudFront's standard logs. */
  readonly logsBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.table = tableFromDefinition(this);

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are still written with an ACL, which needs this ownership.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: keepData,
    });

    this.mediaBucket = this.uploadBucket('MediaBucket', 'media/', props.uploadOrigins);
    this.resumesBucket = this.uploadBucket('ResumesBucket', 'resumes/', props.uploadOrigins, [
      // An upload no application took within a day is forgotten (lambdas/inbox/careers.ts:
      // an application copies its résumé out of pending/).
      {
        prefix: pendingResumePrefix,
        expiration: Duration.days(1),
        noncurrentVersionExpiration: Duration.days(1),
      },
    ]);
  }

  private uploadBucket(
    id: string,
    logPrefix: string,
    origins: string[],
    moreRules: LifecycleRule[] = [],
  ): Bucket {
    return new Bucket(this, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: logPrefix,
      // The browser PUTs straight to a presigned URL (lambdas/lib/storage.ts).
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: origins,
          allowedHeaders: ['content-type', 'content-length'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { noncurrentVersionExpiration: Duration.days(30) },
        ...moreRules,
      ],
      removalPolicy: keepData,
    });
  }
}

/** The table of lambdas/data/table-definition.ts, so the cloud and the local stack agree. */
function tableFromDefinition(scope: Construct): TableV2 {
  const definition = createTableInput('unused');
  const attributeType = (name: string | undefined) => {
    const found = definition.AttributeDefinitions?.find(
      (attribute) => attribute.AttributeName === name,
    );
    if (!found?.AttributeName) throw new Error(`The table definition has no attribute "${name}"`);
    const types = { S: AttributeType.STRING, N: AttributeType.NUMBER, B: AttributeType.BINARY };
    return { name: found.AttributeName, type: types[found.AttributeType as keyof typeof types] };
  };
  const keyNamed = (schema: typeof definition.KeySchema, keyType: 'HASH' | 'RANGE') =>
    schema?.find((key) => key.KeyType === keyType)?.AttributeName;
  const rangeKey = keyNamed(definition.KeySchema, 'RANGE');

  return new TableV2(scope, 'Table', {
    partitionKey: attributeType(keyNamed(definition.KeySchema, 'HASH')),
    ...(rangeKey ? { sortKey: attributeType(rangeKey) } : {}),
    billing: Billing.onDemand(),
    globalSecondaryIndexes: (definition.GlobalSecondaryIndexes ?? []).map((index) => {
      const indexRangeKey = keyNamed(index.KeySchema, 'RANGE');
      return {
        indexName: index.IndexName!,
        partitionKey: attributeType(keyNamed(index.KeySchema, 'HASH')),
        ...(indexRangeKey ? { sortKey: attributeType(indexRangeKey) } : {}),
      };
    }),
    timeToLiveAttribute: keyNames.timeToLive,
    // Both images, as the local stack has them: the render Lambda follows the public content's
    // changes (infra/constructs/site-render.ts) and needs a post's old slug to redirect it.
    dynamoStream: StreamViewType[tableStream.StreamViewType],
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    removalPolicy: keepData,
  });
}
