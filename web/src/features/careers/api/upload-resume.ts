import * as apiPaths from '#shared/api/api-paths';
import type { UploadRequest, UploadResponse } from '#shared/forms/uploads';
import { ApiError, apiPost } from '#web/lib/api-client';

/**
 * Uploads a résumé straight to storage: POST /api/uploads signs a PUT for exactly this file's
 * type and size, then the file goes to that URL. Resolves to the key the application refers to.
 */
export async function uploadResume(
  file: File,
  contentType: UploadRequest['contentType'],
): Promise<string> {
  const upload = await apiPost<UploadResponse, UploadRequest>(apiPaths.uploads, {
    kind: 'resume',
    fileName: file.name,
    contentType,
    size: file.size,
  });
  let response: Response;
  try {
    response = await fetch(upload.url, {
      method: upload.method,
      headers: upload.headers,
      body: file,
    });
  } catch {
    throw new ApiError('Could not upload the résumé. Please check your connection.', 0);
  }
  // Storage answers in XML, not our JSON: a failure here is ours to word, and not the visitor's doing.
  if (!response.ok)
    throw new ApiError('The résumé upload failed', response.status >= 500 ? response.status : 500);
  return upload.key;
}
