import type { ChildProcess } from 'node:child_process';

// Child processes of the local stack: each stops with its parent, and a crash says who crashed.

export interface RunningService {
  name: string;
  url: string;
  stop(): Promise<void>;
}

export function stopProcess(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Keeps the last lines a child printed, to explain a failed start. */
export function captureOutput(child: ChildProcess, keep = 40): () => string {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - keep));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines.join('\n');
}

/** Polls `probe` until it resolves true; fails early if the child exits. */
export async function waitUntilReady(
  name: string,
  probe: () => Promise<boolean>,
  options: { child?: ChildProcess; timeoutMs?: number; output?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`${name} exited during start-up:\n${options.output?.() ?? ''}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not become ready in time:\n${options.output?.() ?? ''}`);
}
