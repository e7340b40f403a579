import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { throwAwaySettings } from '../local/throwaway-settings';
import type { DynamoDbCalls, RecordedRead } from './dynamodb-call-counter';

// The whole local stack (`npm start`'s parts) on free ports with a data folder of its own, run
// by stack-process.ts in a child process, and removed again afterwards: the bench never touches
// the developer's .data/ or port 3000.

export interface BenchStack {
  /** The site and /api/*, e.g. http://localhost:41234. */
  siteUrl: string;
  dynamoDbEndpoint: string;
  tableName: string;
  /** The pages the stack rendered from its table, and renders again on every change. */
  pagesDir: string;
  /** cognito-local, where the admin signs in (USER_PASSWORD_AUTH). */
  cognito: { endpoint: string; clientId: string };
  admin: { email: string; password: string };
  /** The DynamoDB calls the stack's handlers have sent since it started. */
  dynamoDbCalls(): Promise<DynamoDbCalls>;
  /** The last `count` reads the stack's handlers sent, as sent. */
  dynamoDbReads(count: number): Promise<RecordedRead[]>;
  /** The paths of the public pages the live table shows now (`publicPages`). */
  publicPaths(): Promise<string[]>;
  stop(): Promise<void>;
}

type Ready = Omit<BenchStack, 'admin' | 'stop' | 'dynamoDbCalls' | 'dynamoDbReads' | 'publicPaths'>;

/** The stack process's answers, by the question asked on its stdin. */
interface Answers {
  'dynamodb-calls': DynamoDbCalls;
  'dynamodb-reads': RecordedRead[];
  'public-pages': string[] | { error: string };
}
const answerKeys = {
  dynamoDbCalls: 'dynamodb-calls',
  dynamoDbReads: 'dynamodb-reads',
  publicPages: 'public-pages',
} as const;

const readyTimeoutMs = 180_000;

export async function startThrowAwayStack(webRoot: string): Promise<BenchStack> {
  const admin = { email: 'admin@nexoratech.in', password: 'Bench#Admin2026' };
  const settings = await throwAwaySettings({ purpose: 'bench', admin });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'stack-process.ts')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_STACK: JSON.stringify({ webRoot, settings }),
        // Per-request INFO lines would measure the log pipe, not the handlers.
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // Closing stdin asks the stack to stop its emulators; a signal is the fallback.
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGTERM'), 15_000);
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
      clearTimeout(killer);
    }
    rmSync(settings.LOCAL_DATA_DIR, { recursive: true, force: true });
  };

  try {
    /** Who waits for the next answer to each question, in the order asked. */
    const waiting: { [Q in keyof Answers]: Array<(answer: Answers[Q]) => void> } = {
      'dynamodb-calls': [],
      'dynamodb-reads': [],
      'public-pages': [],
    };
    const ready = await new Promise<Ready>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The local stack did not start in time')),
        readyTimeoutMs,
      );
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The local stack exited during start-up (code ${code})`));
      });
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('{')) return void process.stdout.write(`  [stack] ${line}\n`);
        const message = JSON.parse(line) as Record<string, unknown>;
        for (const [key, question] of Object.entries(answerKeys)) {
          if (key in message) {
            const answer = waiting[question].shift() as ((value: unknown) => void) | undefined;
            return void answer?.(message[key]);
          }
        }
        clearTimeout(timer);
        resolve(message as unknown as Ready);
      });
    });
    /** Asks `question`, with `argument` after it on the line when it takes one. */
    const ask = <Q extends keyof Answers>(question: Q, argument?: number) =>
      new Promise<Answers[Q]>((answer) => {
        waiting[question].push(answer);
        child.stdin!.write(`${question}${argument === undefined ? '' : ` ${argument}`}\n`);
      });
    const publicPaths = async () => {
      const answer = await ask('public-pages');
      if (!Array.isArray(answer)) throw new Error(`Listing the public pages: ${answer.error}`);
      return answer;
    };
    return {
      ...ready,
      admin,
      dynamoDbCalls: () => ask('dynamodb-calls'),
      dynamoDbReads: (count) => ask('dynamodb-reads', count),
      publicPaths,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
