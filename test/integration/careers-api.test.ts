import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import type { SettingsResponse } from '#shared/admin/settings';
import type { ApiErrorBody, SiteResponse } from '#shared/api/content';
import { careersEmailOf } from '#shared/content/careers-email';
import { fallbackJobPostings } from '#shared/content/fallback/jobs';
import { requiredFieldsMessage, type CreatedResponse } from '#shared/forms/fields';
import { jobApplicationMessages, type JobApplicationRequest } from '#shared/forms/job-application';
import {
  resumeSizeMessage,
  resumeTypeMessage,
  type UploadRequest,
  type UploadResponse,
} from '#shared/forms/uploads';
import {
  getJobApplicationById,
  listJobApplicationsNewestFirst,
} from '#lambdas/data/job-applications';
import { jobPostingItem } from '#lambdas/data/job-postings';
import { getSiteSettings } from '#lambdas/data/site-content';
import { asAdmin } from '../support/admin-session';
import { api } from '../support/api';
import { postJson } from '../support/client-ip';
import { mailsAbout } from '../support/outbox';
import { expectRateLimited } from '../support/rate-limit';
import { putItems } from '../support/table';
import { holdSiteSettings } from '../support/settings-lock';

holdSiteSettings();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const s3 = new S3Client({
  endpoint: inject('s3Endpoint'),
  region: 'ap-south-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
afterAll(() => s3.destroy());
const resumesBucket = inject('buckets')[1]!;

const openJob = fallbackJobPostings[0]!;
const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const anApplication = (overrides: Partial<JobApplicationRequest> = {}): JobApplicationRequest => ({
  applicantName: 'Priya Nair',
  applicantEmail: uniqueEmail('priya'),
  applicantPhone: '+91 99001 23456',
  coverLetter: 'I have built React apps for five years, most recently for a lending platform.',
  experienceYears: 5,
  currentCompany: 'Suraksha Finance',
  linkedinProfile: 'https://www.linkedin.com/in/priya-nair',
  portfolioUrl: '',
  website: '',
  ...overrides,
});

const applyTo = (jobId: string, application: JobApplicationRequest) =>
  postJson<CreatedResponse & ApiErrorBody>(`/api/jobs/${jobId}/applications`, application);

const applicationsFrom = async (email: string) =>
  (await listJobApplicationsNewestFirst()).filter((item) => item.applicantEmail === email);

const aPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 'x')]);

async function uploadResume(file = aPdf): Promise<UploadResponse> {
  const request: UploadRequest = {
    kind: 'resume',
    fileName: 'Priya Nair CV.pdf',
    contentType: 'application/pdf',
    size: file.length,
  };
  const { status, body } = await postJson<UploadResponse>('/api/uploads', request);
  expect(status).toBe(200);
  const put = await fetch(body.url, { method: body.method, headers: body.headers, body: file });
  expect(put.status).toBe(200);
  return body;
}

describe('POST /api/jobs/{id}/applications', () => {
  it("stores the application as 'new' with the job's title copied and answers 201", async () => {
    const application = anApplication();
    const { status, body } = await applyTo(openJob.id, application);

    expect(status).toBe(201);
    const stored = await getJobApplicationById(body.id);
    expect(stored).toMatchObject({
      id: body.id,
      jobPostingId: openJob.id,
      jobTitle: openJob.title,
      applicantName: 'Priya Nair',
      applicantEmail: application.applicantEmail,
      coverLetter: application.coverLetter,
      experienceYears: 5,
      currentCompany: 'Suraksha Finance',
      linkedinProfile: 'https://www.linkedin.com/in/priya-nair',
      status: 'new',
    });
    expect(stored).not.toHaveProperty('portfolioUrl');
    expect(stored).not.toHaveProperty('resumeKey');
    expect(Date.now() - Date.parse(stored!.appliedAt)).toBeLessThan(60_000);
  });

  it('counts non-numeric years of experience as 0 (docs/product.md §5)', async () => {
    const { body } = await applyTo(openJob.id, anApplication({ experienceYears: 'lots' }));
    expect((await getJobApplicationById(body.id))?.experienceYears).toBe(0);
  });

  it('e-mails the careers address the site shows, not the general one, with Reply-To set to the applicant', async () => {
    const application = anApplication();
    await applyTo(openJob.id, application);

    const { body: site } = await api<SiteResponse>('/api/site');
    const careersEmail = careersEmailOf(site.contactInfo, site.settings);
    expect(careersEmail).not.toBe((await getSiteSettings())!.companyEmail);
    const [mail, ...others] = await mailsAbout(application.applicantEmail);
    expect(others).toEqual([]);
    expect(mail!.headers.to).toBe(careersEmail);
    expect(mail!.headers['reply-to']).toBe(application.applicantEmail);
    expect(mail!.subject).toBe(`New application for ${openJob.title} from Priya Nair`);
    expect(mail!.text).toContain(application.coverLetter);
    expect(mail!.text).toContain('No résumé attached');
  });

  it("answers 404 'Job posting not found' for an unknown, draft or expired posting", async () => {
    cleanup = await putItems([
      jobPostingItem({ ...openJob, id: 'job-draft-apply', slug: 'draft-apply', status: 'draft' }),
      jobPostingItem({
        ...openJob,
        id: 'job-expired-apply',
        slug: 'expired-apply',
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    ]);
    const application = anApplication();
    for (const jobId of ['job-no-such-role', 'job-draft-apply', 'job-expired-apply']) {
      expect(await applyTo(jobId, application)).toEqual({
        status: 404,
        body: { error: jobApplicationMessages.jobNotFound },
      });
    }
    expect(await applicationsFrom(application.applicantEmail)).toEqual([]);
  });

  it("answers 400 'Please fill in all required fields' for a blank name or cover letter, and stores nothing", async () => {
    const application = anApplication({ applicantName: ' ', coverLetter: '' });
    const { status, body } = await applyTo(openJob.id, application);
    expect(status).toBe(400);
    expect(body.error).toBe(requiredFieldsMessage);
    expect(body.fieldErrors).toEqual({
      applicantName: requiredFieldsMessage,
      coverLetter: requiredFieldsMessage,
    });
    expect(await applicationsFrom(application.applicantEmail)).toEqual([]);
    expect(await mailsAbout(application.applicantEmail)).toEqual([]);
  });

  it('refuses more than 50 years of experience and a LinkedIn profile that is not an address', async () => {
    const tooLong = await applyTo(openJob.id, anApplication({ experienceYears: 51 }));
    expect(tooLong.body.error).toBe('Experience must be 0 to 50 years');
    const notUrl = await applyTo(openJob.id, anApplication({ linkedinProfile: 'priya-nair' }));
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.fieldErrors).toHaveProperty('linkedinProfile');
  });

  it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
    const application = anApplication({ website: 'buy-now' });
    const { status, body } = await applyTo(openJob.id, application);
    expect(status).toBe(201);
    expect(await getJobApplicationById(body.id)).toBeUndefined();
    expect(await applicationsFrom(application.applicantEmail)).toEqual([]);
    expect(await mailsAbout(application.applicantEmail)).toEqual([]);
  });

  it('answers 429 once an address has used its quota', async () => {
    const application = anApplication();
    await expectRateLimited(
      'application',
      `/api/jobs/${openJob.id}/applications`,
      () => application,
    );
    expect(await applicationsFrom(application.applicantEmail)).toEqual([]);
  });
});

describe('the careers address set in the admin Settings tab', () => {
  /**
   * Other test files save the settings meanwhile (each a whole form), so this one changes only
   * the careers address, over the settings as they are right then, and puts it back the same way.
   */
  const saveCareersEmail = async (careersEmail: string) => {
    const { body: current } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
    const settings: Partial<SettingsResponse['settings']> = { ...current.settings };
    delete settings.updatedAt;
    return asAdmin<SettingsResponse>('PUT', '/api/admin/settings', { ...settings, careersEmail });
  };

  it('receives the applications, and GET /api/site shows it on the careers page and in contact info', async () => {
    const { body: before } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
    const original = before.settings.careersEmail;
    const newAddress = `Talent.${Date.now()}@NexoraTech.in`;
    cleanup = async () => {
      expect((await saveCareersEmail(original)).status).toBe(200);
    };

    const saved = await saveCareersEmail(newAddress);
    expect(saved.status).toBe(200);
    expect(saved.body.settings.careersEmail).toBe(newAddress.toLowerCase());

    const application = anApplication();
    expect((await applyTo(openJob.id, application)).status).toBe(201);
    const [mail, ...others] = await mailsAbout(application.applicantEmail);
    expect(others).toEqual([]);
    expect(mail!.headers.to).toBe(newAddress.toLowerCase());

    const { body: site } = await api<SiteResponse>('/api/site');
    expect(site.settings.careersEmail).toBe(newAddress.toLowerCase());
    expect(careersEmailOf(site.contactInfo, site.settings)).toBe(newAddress.toLowerCase());
    // The contact page's careers entry follows the setting, so no two pages disagree.
    const careersEntries = site.contactInfo.filter((info) => /career/i.test(info.label));
    expect(careersEntries.map((info) => info.value)).toEqual([newAddress.toLowerCase()]);
  });
});

describe('résumé uploads', () => {
  it('presigns a PUT for a PDF at resumes/pending/<yyyy-mm>/<ulid>.pdf, and the file lands there', async () => {
    const upload = await uploadResume();
    const month = new Date().toISOString().slice(0, 7);
    expect(upload.key).toMatch(new RegExp(`^resumes/pending/${month}/[0-9A-Z]{26}\\.pdf$`));
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'content-type': 'application/pdf' });

    const stored = await s3.send(new HeadObjectCommand({ Bucket: resumesBucket, Key: upload.key }));
    expect(stored.ContentLength).toBe(aPdf.length);
    expect(stored.ContentType).toBe('application/pdf');
  });

  it('accepts an application carrying the uploaded résumé, and tells the company where it is', async () => {
    const upload = await uploadResume();
    const application = anApplication({ resumeKey: upload.key });
    const { status, body } = await applyTo(openJob.id, application);

    expect(status).toBe(201);
    // Kept out of pending/, which the bucket forgets after a day.
    const kept = upload.key.replace('resumes/pending/', 'resumes/');
    expect((await getJobApplicationById(body.id))?.resumeKey).toBe(kept);
    const stored = await s3.send(new HeadObjectCommand({ Bucket: resumesBucket, Key: kept }));
    expect(stored.ContentLength).toBe(aPdf.length);
    const [mail] = await mailsAbout(application.applicantEmail);
    expect(mail!.text).toContain(`s3://${resumesBucket}/${kept}`);
  });

  it('refuses a second application with the same upload, storing nothing', async () => {
    const upload = await uploadResume();
    expect((await applyTo(openJob.id, anApplication({ resumeKey: upload.key }))).status).toBe(201);
    const again = anApplication({ resumeKey: upload.key });

    const { status, body } = await applyTo(openJob.id, again);

    expect(status).toBe(400);
    expect(body).toEqual({
      error: jobApplicationMessages.resumeUsed,
      fieldErrors: { resumeKey: jobApplicationMessages.resumeUsed },
    });
    expect(await applicationsFrom(again.applicantEmail)).toEqual([]);
  });

  it('refuses a file whose bytes are not the PDF it was uploaded as', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const upload = await uploadResume(page);
    const application = anApplication({ resumeKey: upload.key });

    const { status, body } = await applyTo(openJob.id, application);

    expect(status).toBe(400);
    expect(body.error).toBe(jobApplicationMessages.resumeNotDocument);
    expect(await applicationsFrom(application.applicantEmail)).toEqual([]);
  });

  it("answers 400 'Please upload the résumé again' for a key nothing was uploaded to", async () => {
    const application = anApplication({
      resumeKey: 'resumes/2026-11/01JFABRICATED0000000000000.pdf',
    });
    const { status, body } = await applyTo(openJob.id, application);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: jobApplicationMessages.resumeMissing,
      fieldErrors: { resumeKey: jobApplicationMessages.resumeMissing },
    });
    expect(await applicationsFrom(application.applicantEmail)).toEqual([]);
  });

  it('refuses a key outside the résumé folder', async () => {
    const { status, body } = await applyTo(
      openJob.id,
      anApplication({ resumeKey: '../media/logo.png' }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe(jobApplicationMessages.resumeMissing);
  });

  it('refuses other file types and files over 5 MB before signing anything', async () => {
    const request: UploadRequest = {
      kind: 'resume',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      size: 1000,
    };
    expect(
      await postJson('/api/uploads', {
        ...request,
        fileName: 'cv.exe',
        contentType: 'application/x-msdownload',
      }),
    ).toMatchObject({ status: 400, body: { error: resumeTypeMessage } });
    expect(await postJson('/api/uploads', { ...request, size: 5 * 1024 * 1024 + 1 })).toMatchObject(
      { status: 400, body: { error: resumeSizeMessage } },
    );
    expect((await postJson('/api/uploads', { ...request, kind: 'avatar' })).status).toBe(400);
  });

  it('answers 429 once an address has asked for its quota of uploads', async () => {
    await expectRateLimited('upload', '/api/uploads', () => ({
      kind: 'resume',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      size: 1000,
    }));
  });
});
