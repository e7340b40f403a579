import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config, storageConfig, type StorageConfig } from './config';

// S3 for uploads: the browser PUTs straight to a presigned URL, so files never pass through a
// Lambda. Locally the same calls go to s3rver.

export const presignedUploadSeconds = 5 * 60;

/**
 * Not passed through traced(): this client mostly presigns URLs, and the X-Ray middleware would
 * put a trace header into a signature the browser's upload could never match.
 */
export function createS3Client(storage: StorageConfig, region: string): S3Client {
  return new S3Client({
    region,
    // Otherwise the SDK signs a CRC32 of an empty body into the URL, and real S3 then refuses
    // every actual file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(storage.S3_ENDPOINT
      ? {
          endpoint: storage.S3_ENDPOINT,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }
      : {}),
  });
}

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

/** The whole object, or undefined when nothing is stored at the key. */
export async function readObject(
  client: S3Client,
  bucket: string,
  key: string,
): Promise<Uint8Array | undefined> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await answer.Body?.transformToByteArray();
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) {
      return undefined;
    }
    throw error;
  }
}

/** Copies an object within its bucket, keeping its type. */
export async function copyObject(bucket: string, from: string, to: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${from}`, Key: to }),
  );
}
