import { createServer, type Server } from 'node:http';

// A tiny HTTP server of a test's own that takes PhonePe's webhooks, answers 200 and remembers them
// by path, so a test can wait for the one it expects instead of sleeping.

export interface ReceivedWebhook {
  headers: Record<string, string | undefined>;
  body: string;
}

export class WebhookListener {
  private readonly received = new Map<string, ReceivedWebhook[]>();
  private readonly waiting = new Set<() => void>();
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        const list = this.received.get(path) ?? [];
        list.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
        this.received.set(path, list);
        for (const wake of this.waiting) wake();
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** Resolves with the `count`-th webhook to arrive at `path`. */
  async webhook(path: string, count = 1, timeoutMs = 3000): Promise<ReceivedWebhook> {
    await this.until(() => (this.received.get(path)?.length ?? 0) >= count, timeoutMs, path);
    return this.received.get(path)![count - 1]!;
  }

  /** Resolves with the first webhook at `path` whose parsed body passes `matches`. */
  async webhookWhere(
    path: string,
    matches: (body: Record<string, unknown>) => boolean,
    timeoutMs = 3000,
  ): Promise<ReceivedWebhook> {
    const find = () =>
      this.received
        .get(path)
        ?.find((webhook) => matches(JSON.parse(webhook.body) as Record<string, unknown>));
    await this.until(() => find() !== undefined, timeoutMs, path);
    return find()!;
  }

  count(path: string): number {
    return this.received.get(path)?.length ?? 0;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async until(done: () => boolean, timeoutMs: number, path: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`The awaited webhook never came to ${path}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiting.delete(wake);
          resolve();
        };
        this.waiting.add(wake);
        setTimeout(wake, 50);
      });
    }
  }
}
