import { randomInt } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { inject } from 'vitest';

// The local site server, like CloudFront, tells the API the caller's IP from the connection, never
// from a header the caller sent, and the public forms are rate limited per IP. Every 127.x.y.z
// address is loopback on Linux, so a test can call from an address of its own and get a quota no
// other test (or browser test) shares.

/** A fresh loopback address other than 127.0.0.1. */
export function uniqueClientIp(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A request's method and body, and any headers of the caller's own. */
export interface ApiRequestInit {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface JsonAnswer<T> {
  status: number;
  body: T;
}

/** Sends a request to the local API from `clientIp` and answers its status and parsed JSON. */
export function apiFrom<T = unknown>(
  clientIp: string,
  path: string,
  init: ApiRequestInit = {},
): Promise<JsonAnswer<T>> {
  return requestFromSite<T>(inject('siteUrl'), clientIp, path, init);
}

/** The same for the stack at `siteUrl` (a fault test's own stack, say). */
export async function requestFromSite<T = unknown>(
  siteUrl: string,
  clientIp: string,
  path: string,
  init: ApiRequestInit = {},
): Promise<JsonAnswer<T>> {
  const { status, bytes } = await bytesFromSite(siteUrl, clientIp, path, init);
  const text = bytes.toString('utf8');
  return { status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface BytesAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/** Sends a request to the local API from `clientIp` and answers the body as bytes (a PDF, say). */
export function bytesFrom(clientIp: string, path: string): Promise<BytesAnswer> {
  return bytesFromSite(inject('siteUrl'), clientIp, path);
}

function bytesFromSite(
  siteUrl: string,
  clientIp: string,
  path: string,
  init: ApiRequestInit = {},
): Promise<BytesAnswer> {
  const site = new URL(siteUrl);
  const payload = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: site.port,
        path,
        method: init.method ?? (payload === undefined ? 'GET' : 'POST'),
        localAddress: clientIp,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** POSTs JSON from a fresh address of its own: the usual way to call a rate-limited form. */
export function postJson<T = unknown>(path: string, body: unknown): Promise<JsonAnswer<T>> {
  return apiFrom<T>(uniqueClientIp(), path, { body });
}

/**
 * Waits out the last seconds of a UTC minute, so a burst that must land in one rate-limit window
 * does not straddle two.
 */
export async function startOfFreshWindow(spareSeconds = 5): Promise<void> {
  const secondsLeft = 60 - (Date.now() % 60_000) / 1000;
  if (secondsLeft < spareSeconds) {
    await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 50));
  }
}
