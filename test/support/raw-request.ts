import { request } from 'node:http';
import { inject } from 'vitest';
import { uniqueClientIp } from './client-ip';

// A POST to the local API with exactly the given bytes and content type (or none), from a
// loopback address of its own, answering whatever came back, JSON or not. For hostile input,
// where client-ip.ts's JSON helpers would tidy the request up or choke on the answer.

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export function postRaw(
  path: string,
  body: string | Buffer,
  options: { contentType?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const site = new URL(inject('siteUrl'));
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: site.port,
        path,
        method: 'POST',
        localAddress: uniqueClientIp(),
        // One connection per address: pooling thousands of them would only hold sockets open.
        agent: false,
        headers: {
          'content-length': String(payload.length),
          ...(options.contentType === undefined ? {} : { 'content-type': options.contentType }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
