import * as z from 'zod/mini';
import type { DocumentBranding } from '#shared/checkout/document-branding';
import type { DocumentImages } from '#lambdas/lib/document-branding';
import { logger } from '#lambdas/lib/logger';
import { createS3Client, readObject } from '#lambdas/lib/s3-objects';

// The logo and signature a document's branding names, read from the media bucket by the PDF
// Lambda (decision 028): the cloud's bucket, or the local S3 under `npm start`. A key always
// holds the same picture, so each is read once per container and kept; a picture that cannot
// be read is logged and left out, and never fails the document.

const mediaConfigSchema = z.object({
  MEDIA_BUCKET: z.string().check(z.minLength(3)),
  /** Set only locally: the local S3's address. */
  S3_ENDPOINT: z.optional(z.url()),
  AWS_REGION: z.optional(z.string()),
});

export type MediaReader = (key: string) => Promise<Uint8Array | undefined>;

/** Enough for a few logos and signatures over a container's life; older ones are read again. */
const cacheLimit = 16;
const cache = new Map<string, Uint8Array>();

let readMedia: MediaReader | undefined;

function mediaReader(): MediaReader {
  if (readMedia) return readMedia;
  const parsed = mediaConfigSchema.safeParse(process.env);
  if (!parsed.success) throw new Error('MEDIA_BUCKET is not configured for the PDF Lambda');
  const { MEDIA_BUCKET: bucket, S3_ENDPOINT, AWS_REGION } = parsed.data;
  const client = createS3Client({ S3_ENDPOINT }, AWS_REGION ?? 'ap-south-1');
  readMedia = (key) => readObject(client, bucket, key);
  return readMedia;
}

async function readCached(key: string, read: MediaReader): Promise<Uint8Array | undefined> {
  const kept = cache.get(key);
  if (kept) return kept;
  try {
    const bytes = await read(key);
    if (!bytes) {
      logger.warn('A document image is not in the media bucket; drawn without it', { key });
      return undefined;
    }
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(key, bytes);
    return bytes;
  } catch (error) {
    logger.warn('A document image could not be read; drawn without it', { key, error });
    return undefined;
  }
}

/** The pictures `branding` names, as far as they can be read. */
export async function readDocumentImages(
  branding: DocumentBranding | undefined,
  read?: MediaReader,
): Promise<DocumentImages> {
  const logoKey = branding?.logoKey;
  const signatureKey = branding?.signatory?.signatureKey;
  if (!logoKey && !signatureKey) return {};
  let reader: MediaReader;
  try {
    reader = read ?? mediaReader();
  } catch (error) {
    logger.warn('Document images cannot be read; drawn without them', { error });
    return {};
  }
  const [logo, signature] = await Promise.all([
    logoKey ? readCached(logoKey, reader) : undefined,
    signatureKey ? readCached(signatureKey, reader) : undefined,
  ]);
  return { ...(logo ? { logo } : {}), ...(signature ? { signature } : {}) };
}
