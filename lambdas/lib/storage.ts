import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config, storageConfig } from './config';
import { createS3Client } from './s3-objects';

export { createS3Client, readObject } from './s3-objects';

// S3 for uploads: the browser PUTs straight to a presigned URL, so files never pass through a
// Lambda. Locally the same calls go to s3rver.

export const presignedUploadSeconds = 5 * 60;

let client: S3Client | undefined;

export function s3(): S3Client {
  client ??= createS3Client(storageConfig(), config().AWS_REGION);
  return client;
}

export interface UploadTarget {
  bucket: string;
  key: string;
  contentType: string;
  size: number;
}

/**
 * A PUT URL signed with the content type and length, so S3 refuses any other type or size.
 * (s3rver checks no signatures: the request schema enforces both locally as well.)
 */
export function presignUpload(s3Client: S3Client, target: UploadTarget): Promise<string> {
  return getSignedUrl(
    s3Client,
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: target.key,
      ContentType: target.contentType,
      ContentLength: target.size,
    }),
    {
      expiresIn: presignedUploadSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
}

export interface StoredObject {
  size: number;
  contentType: string | undefined;
}

/** The object's size and type, or undefined when nothing is stored at the key. */
export async function findStoredObject(
  bucket: string,
  key: string,
): Promise<StoredObject | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error instanceof Error && error.name === 'NotFound')) return undefined;
    throw error;
  }
}

/** The object's first `count` bytes (fewer when it is shorter). */
export async function readObjectStart(
  bucket: string,
  key: string,
  count: number,
): Promise<Uint8Array> {
  const answer = await s3().send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }),
  );
  const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
  return bytes.slice(0, count);
}

/** Copies an object within its bucket, keeping its type. */
export async function copyObject(bucket: string, from: string, to: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${from}`, Key: to }),
  );
}
