import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { logger } from '#lambdas/lib/logger';
import { tableChangeOf, type TableChange } from '#lambdas/publishing/renderer/content-changes';
import type { RunningService } from './child-process';

// Stands in for Lambda's event source mapping on the table's stream (decision 008): reads DynamoDB
// Local's stream, keeps the public content's changes (as the cloud's filter does), and hands
// each batch to the same render code as the render Lambda. A failed batch is retried, then
// dropped like a batch sent to the dead-letter queue (its items' renders are recorded failed).

const idleMilliseconds = 250;
const attempts = 3;

export async function startStreamPoller(options: {
  endpoint: string;
  region: string;
  tableName: string;
  /** Shown at start beside the service's name: where its work lands. */
  shownAs: string;
  onChanges(changes: TableChange[]): Promise<void>;
}): Promise<RunningService> {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const table = new DynamoDBClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials,
  });
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials,
  });
  const { Table } = await table.send(new DescribeTableCommand({ TableName: options.tableName }));
  table.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);

  /** Open iterators by shard; a shard seen once is never read from its start again. */
  const iterators = new Map<string, string>();
  const seen = new Set<string>();

  async function listShards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  async function followShards(from: 'LATEST' | 'TRIM_HORIZON') {
    for (const shard of await listShards()) {
      const id = shard.ShardId!;
      if (seen.has(id)) continue;
      seen.add(id);
      // At start only the open shard matters (the whole site was just rendered); a shard that
      // appears later is read from its first record.
      if (from === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: from }),
      );
      if (ShardIterator) iterators.set(id, ShardIterator);
    }
  }

  async function deliver(changes: TableChange[]) {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await options.onChanges(changes);
        return;
      } catch (error) {
        logger.error('Rendering a change failed', { error, attempt, items: changes.length });
        if (attempt < attempts) await delay(attempt * 500);
      }
    }
  }

  async function pollOnce(): Promise<number> {
    await followShards('TRIM_HORIZON');
    const changes: TableChange[] = [];
    for (const [shard, iterator] of iterators) {
      const answer = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      if (answer.NextShardIterator) iterators.set(shard, answer.NextShardIterator);
      else iterators.delete(shard);
      for (const record of answer.Records ?? []) {
        const change = tableChangeOf(record);
        if (change) changes.push(change);
      }
    }
    if (changes.length > 0) await deliver(changes);
    return changes.length;
  }

  await followShards('LATEST');
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        if ((await pollOnce()) === 0) await delay(idleMilliseconds);
      } catch (error) {
        if (!running) break;
        // DynamoDB Local restarted or an iterator expired: follow the stream afresh from now.
        logger.error('Reading the table stream failed; following it again from now', { error });
        iterators.clear();
        seen.clear();
        await delay(1_000);
        await followShards('LATEST').catch(() => undefined);
      }
    }
  })();

  return {
    name: 'page renderer',
    url: `${options.shownAs} (on every change)`,
    stop: async () => {
      running = false;
      await loop;
      streams.destroy();
    },
  };
}

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
