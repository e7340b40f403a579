import { adminApplicationMessages } from '#shared/admin/applications';
import { getJobApplicationById } from '#lambdas/data/job-applications';
import { storageConfig } from '#lambdas/lib/config';
import { NotFoundError } from '#lambdas/lib/errors';
import { presignDownload } from '#lambdas/lib/presigned-download';
import { s3 } from '#lambdas/lib/storage';

// The admin's résumé download (docs/admin.md): a five-minute presigned GET of the stored file.

export const noResumeMessage = 'This application has no résumé';

/** 'Priya Nair résumé.pdf': the applicant's name, never the unguessable storage key. */
export function resumeFileName(applicantName: string, key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const name =
    applicantName
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Applicant';
  return `${name} résumé.${extension}`;
}

export async function resumeDownloadUrl(applicationId: string): Promise<string> {
  const application = await getJobApplicationById(applicationId);
  if (!application) throw new NotFoundError(adminApplicationMessages.notFound);
  if (!application.resumeKey) throw new NotFoundError(noResumeMessage);
  return presignDownload(s3(), {
    bucket: storageConfig().RESUMES_BUCKET,
    key: application.resumeKey,
    fileName: resumeFileName(application.applicantName, application.resumeKey),
  });
}
