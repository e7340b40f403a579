import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { cacheControl } from '#shared/operations/cache-control';
import { htmlContentType, shareCardContentType, type PageStore } from './page-store';
import { appShellFile } from '#shared/operations/site-files';

// The site bucket as the page store (infra/constructs/site-render.ts grants exactly these calls).
// A moved page is an object carrying S3's website redirect location; the site's origin-response
// function answers it with 301 (infra/site/not-found-function.ts).

/** Pages are revalidated on each visit, so a render is seen as soon as its invalidation is. */
const pageCacheControl = cacheControl.revalidated;

/** The object metadata (x-amz-meta-card-version) holding the version a card was drawn from. */
const versionMetadata = 'card-version';

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export function s3PageStore(client: S3Client, bucket: string): PageStore {
  return {
    name: `s3:${bucket}`,
    async readTemplate() {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: appShellFile }));
      if (!answer.Body) throw new Error(`${appShellFile} is missing from the site bucket`);
      return answer.Body.transformToString();
    },
    async readStaticFile(file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: file }));
        return await answer.Body?.transformToByteArray();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async put(file, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file,
          Body: body,
          ContentType: contentType,
          CacheControl: pageCacheControl,
        }),
      );
    },
    async putShareCard(file, png, version) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file,
          Body: png,
          ContentType: shareCardContentType,
          CacheControl: cacheControl.shareCards,
          Metadata: { [versionMetadata]: version },
        }),
      );
    },
    async shareCardVersion(file) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: file }));
        return head.Metadata?.[versionMetadata];
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async putRedirect(file, location) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file,
          Body: `<!doctype html><meta charset="utf-8"><title>Moved</title><a href="${location}">Moved here</a>`,
          ContentType: htmlContentType,
          CacheControl: pageCacheControl,
          WebsiteRedirectLocation: location,
        }),
      );
    },
    async remove(file) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: file }));
    },
    async listPages() {
      const files: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key?.endsWith('.html') && object.Key !== appShellFile) files.push(object.Key);
        }
        token = page.NextContinuationToken;
      } while (token);
      return files;
    },
    async isRedirect(file) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: file }));
      return Boolean(head.WebsiteRedirectLocation);
    },
  };
}
