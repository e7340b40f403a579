import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy that can be cut: every open connection dropped at once and new ones
 * refused, as if the process behind it had died, while that process lives on.
 */
export interface CutProxy {
  port: number;
  /** Drops every connection and stops accepting new ones (connections are refused). */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  stop(): Promise<void>;
}

export async function startCutProxy(options: { port: number; target: number }): Promise<CutProxy> {
  const open = new Set<Socket>();
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(options.target, '127.0.0.1');
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.once('close', () => open.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(options.port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  const close = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of open) socket.resetAndDestroy();
    await closed;
  };

  await listen();
  return { port: options.port, cut: close, restore: listen, stop: close };
}
