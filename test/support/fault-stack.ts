import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RunningService } from '#scripts/local/child-process';
import { dynamoDbLocalLauncher, startDynamoDbLocal } from '#scripts/local/dynamodb-local';
import type { LocalSettings } from '#scripts/local/settings';
import { requestFromSite, type JsonAnswer } from './client-ip';
import { throwAwayStackSettings } from './local-stack-settings';
import { freePort, portIsClosed } from './ports';
import { startCutProxy } from './tcp-cut-proxy';

// A whole local stack of a test's own, in a child process (fault-stack-server.ts), for tests that
// break one of its parts: the shared stack's other tests must never see DynamoDB go away.

export interface FaultStack {
  settings: LocalSettings;
  siteUrl: string;
  tableName: string;
  outboxDir: string;
  phonePeSandboxUrl: string;
  /** A client of this stack's DynamoDB Local, for arranging and checking the table. */
  dynamo: DynamoDBDocumentClient;
  /** What the stack printed, to explain a failure. */
  output(): string;
  /** Takes the table away from the handlers at once: every connection dropped, new ones refused. */
  cutDynamoDb(): Promise<void>;
  /** Then kills DynamoDB Local's java process outright (SIGKILL: no clean shutdown). */
  killDynamoDb(): Promise<void>;
  /** Starts DynamoDB Local again on the same port with the same data folder, and lets the
   * handlers reach it again. */
  restartDynamoDb(): Promise<void>;
  stop(): Promise<void>;
}

/** Polls `condition` until it holds; fails naming `what` after `ms`. (Usable in hooks too.) */
export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  what: string,
  ms = 90_000,
) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pid of the java process serving DynamoDB Local on `port` from `dbPath`, found in /proc. */
export function findDynamoDbLocalPid(port: number, dbPath: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // ended meanwhile, or not ours to read
    }
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    if (
      args.includes(dynamoDbLocalLauncher) &&
      after('-port') === String(port) &&
      after('-dbPath') === dbPath
    ) {
      return Number(entry);
    }
  }
  return undefined;
}

export async function startFaultStack(): Promise<FaultStack> {
  const settings = await throwAwayStackSettings();
  const dataDir = resolve(settings.LOCAL_DATA_DIR);
  const dbPath = join(dataDir, 'dynamodb');
  // The handlers reach the table through this proxy, so the outage can begin for them before
  // the kill: DynamoDB Local answers a write a moment before its SQLite commit lands (measured:
  // SIGKILL at that moment loses the last acknowledged write), which real DynamoDB never does.
  const proxy = await startCutProxy({ port: await freePort(), target: settings.DYNAMODB_PORT });
  const child: ChildProcess = spawn(
    resolve('node_modules/.bin/tsx'),
    [resolve('test/support/fault-stack-server.ts')],
    {
      env: {
        ...process.env,
        FAULT_STACK_SETTINGS: JSON.stringify(settings),
        FAULT_STACK_DYNAMODB_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
        LOG_LEVEL: process.env.FAULT_STACK_LOG_LEVEL ?? 'SILENT',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let restarted: RunningService | undefined;
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${settings.DYNAMODB_PORT}`,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );

  const stop = async () => {
    dynamo.destroy();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await restarted?.stop();
    await proxy.stop();
    // A java the stack could not stop (it was killed before it could) must not outlive the test.
    const leftover = findDynamoDbLocalPid(settings.DYNAMODB_PORT, dbPath);
    if (leftover) process.kill(leftover, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitFor(() => {
      if (child.exitCode !== null) throw new Error(`The fault stack exited:\n${output}`);
      return output.includes('FAULT_STACK_READY');
    }, 'the fault stack to start');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    settings,
    siteUrl: `http://127.0.0.1:${settings.PORT}`,
    tableName: settings.TABLE_NAME,
    outboxDir: join(dataDir, 'outbox'),
    phonePeSandboxUrl: `http://127.0.0.1:${settings.PHONEPE_SANDBOX_PORT}`,
    dynamo,
    output: () => output,
    cutDynamoDb: () => proxy.cut(),
    async killDynamoDb() {
      const pid = findDynamoDbLocalPid(settings.DYNAMODB_PORT, dbPath);
      if (!pid) throw new Error(`No DynamoDB Local on port ${settings.DYNAMODB_PORT}`);
      // Long enough for the emulator's last answered write to reach its file (see above).
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(pid, 'SIGKILL');
      await waitFor(() => portIsClosed(settings.DYNAMODB_PORT), 'DynamoDB Local to go', 10_000);
    },
    async restartDynamoDb() {
      restarted = await startDynamoDbLocal({ port: settings.DYNAMODB_PORT, dataDir: dbPath });
      await proxy.restore();
    },
    stop,
  };
}

/** Sends a JSON request to a stack's API from `clientIp` (a loopback address of its own). */
export function requestFrom<T = unknown>(
  siteUrl: string,
  clientIp: string,
  path: string,
  body?: unknown,
): Promise<JsonAnswer<T>> {
  return requestFromSite<T>(siteUrl, clientIp, path, { body });
}
