import { ulid } from 'ulid';
import type * as z from 'zod';
import { isJobOpen } from '#shared/content/filters';
import {
  jobApplicationMessages,
  type JobApplication,
  type jobApplicationRequest,
} from '#shared/forms/job-application';
import {
  maxResumeBytes,
  pendingResumePrefix,
  resumeContentTypes,
  type ResumeContentType,
  type uploadRequest,
  type UploadResponse,
} from '#shared/forms/uploads';
import { putJobApplication } from '#lambdas/data/job-applications';
import { getJobPostingById } from '#lambdas/data/job-postings';
import { storageConfig } from '#lambdas/lib/config';
import { NotFoundError, ValidationError } from '#lambdas/lib/errors';
import { sendNotification } from '#lambdas/mail/mailer';
import {
  copyObject,
  findStoredObject,
  presignUpload,
  readObjectStart,
  s3,
} from '#lambdas/lib/storage';
import { applicationNotificationMail, type AttachedResume } from './application-mails';
import { fallbackSettings } from '#shared/content/fallback/site';
import { careersEmailOf } from '#shared/content/careers-email';
import { getSiteContent } from '#lambdas/data/site-content';
import { resumeSignatureBytes, startsLikeResume } from './resume-bytes';

export type JobApplicationForm = z.output<typeof jobApplicationRequest>;
export type UploadForm = z.output<typeof uploadRequest>;

/** `resumes/pending/<yyyy-mm>/<ulid>.<ext>`: unguessable, sortable, never the visitor's name. */
export function resumeKeyFor(contentType: ResumeContentType, now: Date): string {
  return `${pendingResumePrefix}${now.toISOString().slice(0, 7)}/${ulid(now.getTime())}.${resumeContentTypes[contentType]}`;
}

/** Where an application's résumé is kept: the upload's key outside the pending prefix. */
const keptResumeKey = (uploadKey: string) =>
  `resumes/${uploadKey.slice(pendingResumePrefix.length)}`;

const contentTypeOfKey = (key: string) =>
  (Object.entries(resumeContentTypes) as Array<[ResumeContentType, string]>).find(([, extension]) =>
    key.endsWith(`.${extension}`),
  )?.[0];

/** A presigned PUT for one résumé of exactly this type and size, valid for five minutes. */
export async function createResumeUpload(
  form: UploadForm,
  now = new Date(),
): Promise<UploadResponse> {
  const key = resumeKeyFor(form.contentType, now);
  const url = await presignUpload(s3(), {
    bucket: storageConfig().RESUMES_BUCKET,
    key,
    contentType: form.contentType,
    size: form.size,
  });
  // The browser sets Content-Length itself from the file; only the type is for the caller to send.
  return { url, method: 'PUT', headers: { 'content-type': form.contentType }, key };
}

const refuseResume = (message: string): never => {
  throw new ValidationError(message, { resumeKey: message });
};

/**
 * The uploaded résumé, checked again on arrival: an upload of ours, present, at most 5 MB, of an
 * accepted type, and with the first bytes of that type (the declared type proves nothing).
 */
async function checkUploadedResume(key: string): Promise<AttachedResume> {
  const bucket = storageConfig().RESUMES_BUCKET;
  const declared = contentTypeOfKey(key);
  if (!key.startsWith(pendingResumePrefix) || !declared) {
    return refuseResume(jobApplicationMessages.resumeMissing);
  }
  const stored = await findStoredObject(bucket, key);
  const acceptable =
    stored &&
    stored.size > 0 &&
    stored.size <= maxResumeBytes &&
    (stored.contentType === undefined || stored.contentType === declared);
  if (!acceptable) return refuseResume(jobApplicationMessages.resumeMissing);
  const head = await readObjectStart(bucket, key, resumeSignatureBytes);
  if (!startsLikeResume(declared, head)) {
    return refuseResume(jobApplicationMessages.resumeNotDocument);
  }
  return { bucket, key, size: stored.size };
}

/** docs/product.md §3/§4: an application to an open posting, stored as 'new'; the company is e-mailed. */
export async function applyForJob(
  jobId: string,
  form: JobApplicationForm,
  now = new Date(),
): Promise<JobApplication> {
  // Settings are read before anything is stored, so a failure cannot leave a stored application
  // that was never notified (and then sent again by the applicant).
  const [job, site] = await Promise.all([getJobPostingById(jobId), getSiteContent()]);
  const company = site.settings ?? fallbackSettings;
  if (!job || !isJobOpen(job, now)) throw new NotFoundError(jobApplicationMessages.jobNotFound);
  const upload = form.resumeKey ? await checkUploadedResume(form.resumeKey) : undefined;
  // Kept outside the pending prefix, so the lifecycle rule leaves it; a second application with
  // the same upload copies onto the same key, then fails its claim below.
  const resume = upload && { ...upload, key: keptResumeKey(upload.key) };
  if (upload && resume) await copyObject(upload.bucket, upload.key, resume.key);
  const application: JobApplication = {
    id: ulid(now.getTime()),
    jobPostingId: job.id,
    jobTitle: job.title,
    applicantName: form.applicantName,
    applicantEmail: form.applicantEmail,
    applicantPhone: form.applicantPhone,
    coverLetter: form.coverLetter,
    experienceYears: form.experienceYears,
    currentCompany: form.currentCompany,
    linkedinProfile: form.linkedinProfile,
    portfolioUrl: form.portfolioUrl,
    resumeKey: resume?.key,
    status: 'new',
    appliedAt: now.toISOString(),
  };
  if (!(await putJobApplication(application, upload?.key))) {
    refuseResume(jobApplicationMessages.resumeUsed);
  }
  // To the careers address the careers page shows (docs/product.md §12 'Every lead is answered').
  const careersEmail = careersEmailOf(site.contactInfo, company);
  await sendNotification(applicationNotificationMail(application, resume, company, careersEmail));
  return application;
}
