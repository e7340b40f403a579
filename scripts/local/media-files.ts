import type { ServerResponse } from 'node:http';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { mediaPathPrefix } from '#shared/admin/media';
import { storageConfig } from '#lambdas/lib/config';
import { s3 } from '#lambdas/lib/storage';
import { securityHeaders } from '#shared/operations/security-headers';

// Stands in for CloudFront's /media/* behaviour: /media/{key} is the object {key} of the media
// bucket, so an uploaded image has the same public URL locally as in the cloud.

export const isMediaPath = (path: string) => path.startsWith(mediaPathPrefix);

export async function sendMediaFile(
  response: ServerResponse,
  path: string,
  method: string,
): Promise<void> {
  let key: string;
  try {
    key = decodeURIComponent(path.slice(mediaPathPrefix.length));
  } catch {
    key = '';
  }
  const object = key
    ? await s3()
        .send(new GetObjectCommand({ Bucket: storageConfig().MEDIA_BUCKET, Key: key }))
        .catch((error: Error) => {
          if (error.name === 'NoSuchKey' || error.name === 'NotFound') return undefined;
          throw error;
        })
    : undefined;
  if (!object?.Body) {
    response.writeHead(404, { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, {
    ...securityHeaders,
    'content-type': object.ContentType ?? 'application/octet-stream',
    ...(object.ContentLength === undefined
      ? {}
      : { 'content-length': String(object.ContentLength) }),
    // Keys are timestamped and never reused, so a copy never goes stale.
    'cache-control': 'public, max-age=31536000, immutable',
  });
  if (method === 'HEAD') {
    response.end();
    return;
  }
  response.end(Buffer.from(await object.Body.transformToByteArray()));
}
