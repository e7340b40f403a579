import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

// Private files (résumés) reach an admin's browser through a short-lived presigned GET, never
// through a Lambda and never from a public address.

export const presignedDownloadSeconds = 5 * 60;

/** A GET URL that saves the object as `fileName`, valid for five minutes. */
export function presignDownload(
  s3Client: S3Client,
  target: { bucket: string; key: string; fileName: string },
): Promise<string> {
  // RFC 6266: an ASCII fallback name plus the UTF-8 one, so names like 'Priya Nair résumé' work.
  const asciiName = target.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return getSignedUrl(
    s3Client,
    new GetObjectCommand({
      Bucket: target.bucket,
      Key: target.key,
      ResponseContentDisposition: `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(target.fileName)}`,
    }),
    { expiresIn: presignedDownloadSeconds },
  );
}
