import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from './config';

// The S3 client and whole-object reads, apart from lib/storage.ts so that a Lambda that only
// reads (the PDF Lambda reads logos and signatures, decision 028) bundles no configuration
// schema or presigner with them.

/**
 * Not passed through traced(): this client mostly presigns URLs, and the X-Ray middleware would
 * put a trace header into a signature the browser's upload could never match.
 */
export function createS3Client(storage: Partial<StorageConfig>, region: string): S3Client {
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
