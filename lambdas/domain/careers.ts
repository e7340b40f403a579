import { ulid } from 'ulid';
import type * as z from 'zod';
import { isJobOpen } from '../../shared/content/filters';
import {
  jobApplicationMessages,
  type JobApplication,
  type jobApplicationRequest,
} from '../../shared/forms/job-application';
import {
  maxResumeBytes,
  resumeContentTypes,
  type ResumeContentType,
  type uploadRequest,
  type UploadResponse,
} from '../../shared/forms/uploads';
import { putJobApplication } from '../data/job-applications';
import { getJobPostingById } from '../data/job-postings';
import { storageConfig } from '../lib/config';
import { NotFoundError, ValidationError } from '../lib/errors';
import { sendNotification } from '../lib/mailer';
import { findStoredObject, presignUpload, s3 } from '../lib/storage';
import { applicationNotificationMail, type AttachedResume } from '../mail/application-mails';
import { companySettings } from './company';

export type JobApplicationForm = z.output<typeof jobApplicationRequest>;
export type UploadForm = z.output<typeof uploadRequest>;

/** `resumes/<yyyy-mm>/<ulid>.<ext>`: unguessable, sortable, and never the visitor's file name. */
export function resumeKeyFor(contentType: ResumeContentType, now: Date): string {
  return `resumes/${now.toISOString().slice(0, 7)}/${ulid(now.getTime())}.${resumeContentTypes[contentType]}`;
}

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

/** The uploaded résumé, checked again on arrival: present, an accepted type, at most 5 MB. */
async function findUploadedResume(key: string): Promise<AttachedResume> {
  const bucket = storageConfig().RESUMES_BUCKET;
  const stored = await findStoredObject(bucket, key);
  const acceptable =
    stored &&
    stored.size > 0 &&
    stored.size <= maxResumeBytes &&
    (stored.contentType === undefined || Object.hasOwn(resumeContentTypes, stored.contentType));
  if (!acceptable) {
    const message = jobApplicationMessages.resumeMissing;
    throw new ValidationError(message, { resumeKey: message });
  }
  return { bucket, key, size: stored.size };
}

/** Spec §3/§4: an application to an open posting, stored as 'new'; the company is e-mailed. */
export async function applyForJob(
  jobId: string,
  form: JobApplicationForm,
  now = new Date(),
): Promise<JobApplication> {
  // Settings are read before anything is stored, so a failure cannot leave a stored application
  // that was never notified (and then sent again by the applicant).
  const [job, company] = await Promise.all([getJobPostingById(jobId), companySettings()]);
  if (!job || !isJobOpen(job, now)) throw new NotFoundError(jobApplicationMessages.jobNotFound);
  const resume = form.resumeKey ? await findUploadedResume(form.resumeKey) : undefined;
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
  await putJobApplication(application);
  await sendNotification(applicationNotificationMail(application, resume, company));
  return application;
}
