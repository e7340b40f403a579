import * as apiPaths from '#shared/api/api-paths';
import {
  mediaMessages,
  mediaUploadRequest,
  type MediaItem,
  type MediaUploadResponse,
} from '#shared/admin/media';
import { ApiError } from '#web/lib/api-client';
import { adminPost } from '#web/features/admin/kit/admin-api';

// One image into the media library (docs/product.md §7 'Media upload'): the API presigns a PUT and records
// the item, then the browser sends the file straight to the media bucket.

/** Uploads `file` to `folder`; throws ApiError with a message to show when anything fails. */
export async function uploadImage(
  file: File,
  folder: string,
  altText?: string,
): Promise<MediaItem> {
  // The same schema as the server, so a wrong type or size is answered before any upload.
  const request = mediaUploadRequest.safeParse({
    folder,
    fileName: file.name,
    contentType: file.type,
    size: file.size,
    altText,
  });
  if (!request.success) {
    throw new ApiError(request.error.issues[0]?.message ?? mediaMessages.uploadFailed, 400);
  }
  const upload = await adminPost<MediaUploadResponse>(apiPaths.adminMedia, request.data);
  const response = await fetch(upload.uploadUrl, {
    method: upload.method,
    headers: upload.headers,
    body: file,
  }).catch(() => undefined);
  if (!response?.ok) throw new ApiError(mediaMessages.uploadFailed, response?.status ?? 0);
  return upload.item;
}
