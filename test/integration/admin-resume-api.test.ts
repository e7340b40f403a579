import { describe, expect, it } from 'vitest';
import { noResumeMessage } from '#lambdas/inbox/resume-download';
import { adminApplicationMessages } from '#shared/admin/applications';
import type { ApiErrorBody } from '#shared/api/content';
import { fallbackJobPostings } from '#shared/content/fallback/jobs';
import type { CreatedResponse } from '#shared/forms/fields';
import type { JobApplicationRequest } from '#shared/forms/job-application';
import type { UploadRequest, UploadResponse } from '#shared/forms/uploads';
import { asAdmin } from '../support/admin-session';
import { auditRecordsAbout } from '../support/audit';
import { testAdmin } from '../support/local-stack-settings';
import { postJson } from '../support/client-ip';

// Per docs/admin.md: the admin downloads an applicant's résumé through a short-lived presigned GET.

const openJob = fallbackJobPostings[0]!;
const aPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`résumé ${Math.random()}`)]);

async function apply(resumeKey?: string) {
  const application: JobApplicationRequest = {
    applicantName: 'Priya Nair',
    applicantEmail: `priya.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    coverLetter: 'I have built React apps for five years, most recently for a lending platform.',
    experienceYears: 5,
    website: '',
    ...(resumeKey ? { resumeKey } : {}),
  };
  const { status, body } = await postJson<CreatedResponse>(
    `/api/jobs/${openJob.id}/applications`,
    application,
  );
  expect(status).toBe(201);
  return body.id;
}

async function uploadResume(): Promise<string> {
  const request: UploadRequest = {
    kind: 'resume',
    fileName: 'Priya Nair CV.pdf',
    contentType: 'application/pdf',
    size: aPdf.length,
  };
  const { body } = await postJson<UploadResponse>('/api/uploads', request);
  const put = await fetch(body.url, { method: body.method, headers: body.headers, body: aPdf });
  expect(put.status).toBe(200);
  return body.key;
}

describe('GET /api/admin/applications/{id}/resume', () => {
  it('answers a presigned URL that downloads the stored file under the applicant’s name', async () => {
    const id = await apply(await uploadResume());
    const since = new Date().toISOString();

    const { status, body } = await asAdmin<{ url: string }>(
      'GET',
      `/api/admin/applications/${id}/resume`,
    );

    expect(status).toBe(200);
    expect(new URL(body.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const download = await fetch(body.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(aPdf)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Priya%20Nair%20r%C3%A9sum%C3%A9.pdf",
    );
    // Who read it is in the audit trail (decision 022).
    const records = await auditRecordsAbout({ kind: 'job-application', recordId: id }, since);
    expect(records).toMatchObject([{ action: 'download', actor: { email: testAdmin.email } }]);
  });

  it('answers 404 with a clear message when the application has no résumé', async () => {
    const id = await apply();

    expect(await asAdmin<ApiErrorBody>('GET', `/api/admin/applications/${id}/resume`)).toEqual({
      status: 404,
      body: { error: noResumeMessage },
    });
  });

  it('answers 404 for an unknown application', async () => {
    expect(
      await asAdmin('GET', '/api/admin/applications/01JUNKNOWN0000000000000000/resume'),
    ).toEqual({ status: 404, body: { error: adminApplicationMessages.notFound } });
  });
});
