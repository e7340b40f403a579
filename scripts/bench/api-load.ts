import autocannon from 'autocannon';
import type { BenchEndpoint } from './api-endpoints';
import { viewerAddressHeader } from './visitors';

// One bounded autocannon run against one API call on loopback. Every response's latency is
// kept, so percentiles are computed exactly as for the DynamoDB floor (statistics.ts), and
// every answer's status is counted, so a run that measured 4xx/5xx answers says so.

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
  nextVisitor: () => string;
}

export async function loadEndpoint(options: LoadOptions): Promise<LoadRun> {
  const { endpoint, nextVisitor } = options;
  let sequence = 0;
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let non2xx = 0;

  const instance = autocannon({
    url: options.siteUrl,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    timeout: 30,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        // Called for every request: a new visitor, and a new body for POSTs.
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            [viewerAddressHeader]: nextVisitor(),
            ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(endpoint.body ? { body: endpoint.body(++sequence) } : {}),
        }),
      },
    ],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    latenciesMs.push(ms);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode < 200 || statusCode > 299) non2xx += 1;
  });
  const started = performance.now();
  const result = await instance;
  // autocannon stops at the deadline without waiting for answers in flight; the server still
  // works through them. Waiting about as long as the slowest answer took keeps that backlog
  // out of the floor measured next.
  const slowest = latenciesMs.reduce((max, ms) => Math.max(max, ms), 0);
  await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, Math.max(500, 2 * slowest))));
  return {
    latenciesMs,
    // autocannon's own clock when it has one: from the first request sent to the stop.
    elapsedMs: result.duration > 0 ? result.duration * 1000 : performance.now() - started,
    statuses,
    non2xx,
    errors: result.errors,
  };
}
