import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

// The single table's shape (docs/data-model.md). The CDK stack and the local stack both build
// from these names, so the cloud and a laptop hold the same items.
export const keyNames = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLive: 'ttl',
} as const;

/**
 * Attributes that place an item in the table, answer a list without reading whole items (a
 * post's `listSummary`) or stamp a save: never part of an entity, nor a change anyone made.
 */
export const placementAttributes = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'ttl',
  'entityType',
  'listSummary',
  'savedAt',
] as const;

export const indexes = {
  /** Collections: every item of a kind, in its list order (status, date, code). */
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Second look-up by another attribute (e-mail, transaction id, job). */
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
} as const;

/**
 * The audit trail's partition (lambdas/data/audit-trail.ts, decision 022). Here, with the table's
 * shape, because the stack denies every Lambda updating or deleting in it (infra/).
 */
export const auditPartition = 'AUDIT';

/** Both images, so a change shows what a page showed before it (a post's old slug). */
export const tableStream = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } as const;

export function createTableInput(tableName: string): CreateTableCommandInput {
  const stringAttributes = [
    keyNames.partitionKey,
    keyNames.sortKey,
    ...Object.values(indexes).flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    // The site renderer follows the public content's changes (decision 008).
    StreamSpecification: tableStream,
    AttributeDefinitions: stringAttributes.map((name) => ({
      AttributeName: name,
      AttributeType: 'S',
    })),
    KeySchema: [
      { AttributeName: keyNames.partitionKey, KeyType: 'HASH' },
      { AttributeName: keyNames.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: Object.values(indexes).map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/**
 * The partitions that hold what public pages show: the site renderer follows changes to these
 * only (the cloud's stream filter, infra/constructs/site-render.ts, and the local poller).
 */
export const publicContentKeyPrefixes = [
  'SITE',
  'SERVICE',
  'POST#',
  'CASE_STUDY#',
  'JOB#',
  'COURSE#',
] as const;
