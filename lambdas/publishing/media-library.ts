import type * as z from 'zod';
import {
  mediaContentTypes,
  mediaUrlOf,
  type MediaItem,
  type mediaUploadRequest,
  type MediaUploadResponse,
} from '#shared/admin/media';
import { putMediaItemIfNew } from '#lambdas/data/media';
import { storageConfig } from '#lambdas/lib/config';
import { presignUpload, s3 } from '#lambdas/lib/storage';

// The admin's media upload (docs/product.md §7 'Media upload'): the browser PUTs the image straight to the
// media bucket; the library records it at once, under the key it will have.

export type MediaUploadForm = z.output<typeof mediaUploadRequest>;

/** docs/product.md §7: storage names are a timestamp plus the extension, never the uploader's file name. */
export function mediaKeyFor(form: Pick<MediaUploadForm, 'folder' | 'contentType'>, at: number) {
  return `${form.folder}/${at}.${mediaContentTypes[form.contentType]}`;
}

/** How many later milliseconds to try when uploads in the same folder arrive together. */
const keyAttempts = 20;

export async function createMediaUpload(
  form: MediaUploadForm,
  uploadedBy: string | undefined,
  now = new Date(),
): Promise<MediaUploadResponse> {
  for (let offset = 0; offset < keyAttempts; offset += 1) {
    const key = mediaKeyFor(form, now.getTime() + offset);
    const item: MediaItem = {
      key,
      url: mediaUrlOf(key),
      folder: form.folder,
      originalName: form.fileName,
      contentType: form.contentType,
      size: form.size,
      ...(form.altText ? { altText: form.altText } : {}),
      createdAt: now.toISOString(),
      ...(uploadedBy ? { uploadedBy } : {}),
    };
    if (!(await putMediaItemIfNew(item))) continue;
    const uploadUrl = await presignUpload(s3(), {
      bucket: storageConfig().MEDIA_BUCKET,
      key,
      contentType: form.contentType,
      size: form.size,
    });
    // The browser sets Content-Length itself from the file; only the type is for the caller.
    return {
      uploadUrl,
      method: 'PUT',
      headers: { 'content-type': form.contentType },
      key,
      url: item.url,
      item,
    };
  }
  throw new Error(`No free media key in ${form.folder} after ${keyAttempts} attempts`);
}
