import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  CreateTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, keyNames } from '../../lambdas/data/table-definition';

/** Creates the single table with its indexes and TTL unless it exists already. */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existed'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'existed';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: keyNames.timeToLive, Enabled: true },
    }),
  );
  return 'created';
}
