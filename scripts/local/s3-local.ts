import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import type { RunningService } from './child-process';
import { httpUrl } from './listen-host';

// The browser uploads straight to presigned URLs on this server, from the site's origin.
const corsForUploads = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver: path-style, credentials S3RVER/S3RVER, files under `dataDir`. */
export async function startS3Local(options: {
  /** The address to listen on (HOST); the browser uploads to it. */
  host: string;
  port: number;
  dataDir: string;
  buckets: string[];
}): Promise<RunningService> {
  const directory = resolve(options.dataDir);
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: options.host,
    directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [corsForUploads] })),
  });
  await server.run();
  return {
    name: 'local S3 (s3rver)',
    url: httpUrl(options.host, options.port),
    stop: () => server.close(),
  };
}
