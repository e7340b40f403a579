import { request } from 'node:http';
import { isLoopback } from '../local/listen-host';
import type { BenchEndpoint, BenchRequest } from './api-endpoints';

// One bounded load run against one API call on loopback: `connections` requests at a time, each
// from a visitor of its own (visitors.ts) and a POST with a person of its own (api-endpoints.ts),
// until the time or the number of requests is up. Every response's latency is kept, so
// percentiles are computed exactly as for the DynamoDB floor (statistics.ts), and every answer's
// status is counted, so a run that measured 4xx/5xx answers says so and fails its target
// (targets.ts).

export interface LoadRun {
  latenciesMs: number[];
  elapsedMs: number;
  /** Answers per HTTP status, e.g. {"200": 5120}. */
  statuses: Record<string, number>;
  non2xx: number;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors: number;
}

export interface LoadOptions {
  siteUrl: string;
  endpoint: BenchEndpoint;
  connections: number;
  /** Bounded by time, or (for warm-up) by a number of requests. */
  seconds?: number;
  amount?: number;
  /** The next request's visitor and body (benchRequests): none repeats another's. */
  nextRequest: () => BenchRequest;
}

const timeoutMs = 30_000;

/**
 * One request on a new connection from `visitor`: its status once the body is read, and the time
 * from the open connection to then. The connection's set-up is left out, as a visitor's browser
 * has its connection open before it sends a form; the load generator's own work stays in.
 */
function send(
  site: URL,
  endpoint: BenchEndpoint,
  visitor: string,
  body?: string,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    let connected = performance.now();
    const outgoing = request(
      {
        host: site.hostname,
        port: site.port,
        method: endpoint.method,
        path: endpoint.path,
        localAddress: visitor,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - connected }),
        );
        response.on('error', reject);
      },
    );
    outgoing.once('socket', (socket) =>
      socket.once('connect', () => (connected = performance.now())),
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function loadEndpoint(options: LoadOptions): Promise<LoadRun> {
  const { endpoint, nextRequest } = options;
  const site = new URL(options.siteUrl);
  if (!isLoopback(site.hostname)) {
    throw new Error(`The bench loads this machine only, not ${site.hostname}`);
  }
  const run: LoadRun = { latenciesMs: [], elapsedMs: 0, statuses: {}, non2xx: 0, errors: 0 };
  const started = performance.now();
  const deadline = options.amount ? Infinity : started + (options.seconds ?? 5) * 1000;
  let left = options.amount ?? Infinity;

  // Each "connection" sends its next request once its last is answered (a closed loop); a
  // request under way at the deadline is waited for, so no backlog is left for the floor.
  const connection = async () => {
    while (left > 0 && performance.now() < deadline) {
      left -= 1;
      const { visitor, body } = nextRequest();
      try {
        const { status, ms } = await send(site, endpoint, visitor, body);
        run.latenciesMs.push(ms);
        run.statuses[status] = (run.statuses[status] ?? 0) + 1;
        if (status < 200 || status > 299) run.non2xx += 1;
      } catch {
        run.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  run.elapsedMs = performance.now() - started;
  return run;
}
