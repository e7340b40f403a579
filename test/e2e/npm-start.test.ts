import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { CourseDetailResponse, CoursesResponse } from '#shared/api/content';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { batchKeys } from '#lambdas/data/courses';
import type { LocalSettings } from '#scripts/local/settings';
import { listenersOn } from '../support/listeners';
import { throwAwayStackSettings } from '../support/local-stack-settings';
import { portIsClosed } from '../support/ports';

// What a newcomer does: `npm start`, use the site, Ctrl-C, `npm start` again.

function npmStart(settings: LocalSettings): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])),
  };
  // Where it listens is npm start's own default, as for a newcomer.
  delete env.HOST;
  // Its own process group, so a signal reaches every process as Ctrl-C in a terminal would.
  const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code, signal) => (output += `\n[npm start ended: ${signal ?? code}]`));
  return { child, output: () => output };
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  options: { timeoutMs?: number; output?: () => string } = {},
) {
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // What npm start printed says why it did not get there.
  const printed = options.output ? `; it printed:\n${options.output().slice(-3000)}` : '';
  throw new Error(`Timed out waiting for ${what}${printed}`);
}

/** Resolves with how npm ended: a clean exit or the interrupt itself, never a crash. */
async function pressCtrlC(child: ChildProcess): Promise<string> {
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  process.kill(-child.pid!, 'SIGINT');
  return exited;
}

const settingsPromise = throwAwayStackSettings();
afterAll(async () =>
  rmSync((await settingsPromise).LOCAL_DATA_DIR, { recursive: true, force: true }),
);

describe('npm start', () => {
  it('serves the product, stops every process on Ctrl-C and keeps the data for the next start', async () => {
    const settings = await settingsPromise;
    const site = `http://localhost:${settings.PORT}`;
    const course = fallbackCourses[0]!;
    const ports = [
      settings.PORT,
      settings.DYNAMODB_PORT,
      settings.COGNITO_PORT,
      settings.S3_PORT,
      settings.PHONEPE_SANDBOX_PORT,
      settings.LEARNER_IDENTITY_PORT,
      settings.IRP_SANDBOX_PORT!,
    ];

    const first = npmStart(settings);
    await waitFor(() => first.output().includes('Press Ctrl-C'), 'the first start', {
      output: first.output,
    });
    expect(first.output()).toContain(
      `Admin login ${settings.LOCAL_ADMIN_EMAIL} / ${settings.LOCAL_ADMIN_PASSWORD}`,
    );
    // Every server it started, and only on loopback: the outbox holds every sign-in code.
    const listeners = listenersOn(ports);
    expect(new Set(listeners.map((listener) => listener.port))).toEqual(new Set(ports));
    expect(listeners.filter((listener) => !listener.loopback)).toEqual([]);
    expect(first.output()).not.toContain('listen beyond this machine');

    const home = await fetch(site);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"');
    const courses = (await fetch(`${site}/api/courses`).then((r) => r.json())) as CoursesResponse;
    expect(courses.courses).toHaveLength(5);
    const missing = await fetch(`${site}/api/blog/unknown`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Post Not Found' });

    // Something written to the table while it runs: three seats of the evening batch taken.
    const dynamo = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: `http://127.0.0.1:${settings.DYNAMODB_PORT}`,
        region: 'ap-south-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    await dynamo.send(
      new UpdateCommand({
        TableName: settings.TABLE_NAME,
        Key: batchKeys(course.slug, 'evening'),
        UpdateExpression: 'SET seatsTaken = :three',
        ExpressionAttributeValues: { ':three': 3 },
      }),
    );
    dynamo.destroy();

    expect(await pressCtrlC(first.child)).toMatch(/^(exit 0|SIGINT)$/);
    await waitFor(() => first.output().includes('stopping the local stack'), 'the shutdown', {
      output: first.output,
    });
    for (const port of ports) {
      await waitFor(() => portIsClosed(port), `port ${port} to close`, { timeoutMs: 10_000 });
    }

    const second = npmStart(settings);
    try {
      await waitFor(() => second.output().includes('Press Ctrl-C'), 'the second start', {
        output: second.output,
      });
      expect(second.output()).toMatch(/Content\s+0 items seeded/);
      const detail = (await fetch(`${site}/api/courses/${course.slug}`).then((r) =>
        r.json(),
      )) as CourseDetailResponse;
      expect(detail.batches.find((batch) => batch.id === 'evening')?.seatsAvailable).toBe(17);
    } finally {
      expect(await pressCtrlC(second.child)).toMatch(/^(exit 0|SIGINT)$/);
    }
  }, 240_000);
});
