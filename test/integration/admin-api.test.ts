import { describe, expect, it } from 'vitest';
import type { AdminPage } from '#shared/admin/lists';
import type { ApiErrorBody } from '#shared/api/content';
import { fallbackJobPostings } from '#shared/content/fallback/jobs';
import type { ContactRequest, ContactSubmission } from '#shared/forms/contact';
import type { CreatedResponse } from '#shared/forms/fields';
import type { JobApplication, JobApplicationRequest } from '#shared/forms/job-application';
import { asAdmin, everyPage } from '../support/admin-session';
import { postJson } from '../support/client-ip';

// Design §4 and docs/admin.md: contacts and applications make full round trips through the admin API
// (admin-route-guard.test.ts checks 401 and 403 on every admin route).

const uniqueTag = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const openJob = fallbackJobPostings[0]!;
const otherJob = fallbackJobPostings[1]!;

async function submitContact(tag: string, overrides: Partial<ContactRequest> = {}) {
  const message: ContactRequest = {
    name: 'Asha Rao',
    email: `asha.${tag}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    company: `Annapurna Foods ${tag}`,
    message: 'We would like a delivery app for our 40 outlets in Bengaluru.',
    website: '',
    ...overrides,
  };
  const { status, body } = await postJson<CreatedResponse>('/api/contact', message);
  expect(status).toBe(201);
  return body.id;
}

async function submitApplication(tag: string, jobId = openJob.id) {
  const application: JobApplicationRequest = {
    applicantName: `Priya Nair ${tag}`,
    applicantEmail: `priya.${tag}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    coverLetter: 'I have built React apps for five years, most recently for a lending platform.',
    experienceYears: 5,
    website: '',
  };
  const { status, body } = await postJson<CreatedResponse>(
    `/api/jobs/${jobId}/applications`,
    application,
  );
  expect(status).toBe(201);
  return body.id;
}

const unknownId = '01JUNKNOWN0000000000000000';

describe('the admin contacts', () => {
  it('list, search, filter, page, read, update and delete a submission', async () => {
    const tag = uniqueTag();
    const ids = [
      await submitContact(tag),
      await submitContact(tag, { company: undefined, name: `Ravi ${tag}` }),
      await submitContact('other', { message: `Please call me about ${tag.toUpperCase()}.` }),
    ];

    // Search over company, name and message, case-insensitively; newest first.
    const found = await asAdmin<AdminPage<ContactSubmission>>(
      'GET',
      `/api/admin/contacts?q=${tag}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(found.body.nextCursor).toBeUndefined();
    expect(found.body.items[0]).toMatchObject({ status: 'new', source: 'Website' });

    // Paging with an opaque cursor.
    const first = await asAdmin<AdminPage<ContactSubmission>>(
      'GET',
      `/api/admin/contacts?q=${tag}&limit=2`,
    );
    expect(first.body.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await asAdmin<AdminPage<ContactSubmission>>(
      'GET',
      `/api/admin/contacts?q=${tag}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
    );
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: ids[0] })] });

    // Search by e-mail.
    const byEmail = await asAdmin<ContactSubmission>('GET', `/api/admin/contacts/${ids[0]}`);
    expect(byEmail.status).toBe(200);
    const searchedByEmail = await asAdmin<AdminPage<ContactSubmission>>(
      'GET',
      `/api/admin/contacts?q=${encodeURIComponent(byEmail.body.email.toUpperCase())}`,
    );
    expect(searchedByEmail.body.items.map((item) => item.id)).toEqual([ids[0]]);

    // Update status and notes, then filter by status.
    const patched = await asAdmin<ContactSubmission>('PATCH', `/api/admin/contacts/${ids[1]}`, {
      status: 'responded',
      notes: '  Called back on Monday  ',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: ids[1],
      status: 'responded',
      notes: 'Called back on Monday',
      name: `Ravi ${tag}`,
    });
    expect(Date.now() - Date.parse(patched.body.updatedAt!)).toBeLessThan(60_000);
    expect((await asAdmin('GET', `/api/admin/contacts/${ids[1]}`)).body).toEqual(patched.body);

    const responded = await asAdmin<AdminPage<ContactSubmission>>(
      'GET',
      `/api/admin/contacts?q=${tag}&status=responded`,
    );
    expect(responded.body.items.map((item) => item.id)).toEqual([ids[1]]);
    const stillNew = await asAdmin<AdminPage<ContactSubmission>>(
      'GET',
      `/api/admin/contacts?q=${tag}&status=new`,
    );
    expect(stillNew.body.items.map((item) => item.id)).toEqual([ids[2], ids[0]]);

    // Blank notes remove them; absent notes leave them.
    const kept = await asAdmin<ContactSubmission>('PATCH', `/api/admin/contacts/${ids[1]}`, {
      status: 'closed',
    });
    expect(kept.body).toMatchObject({ status: 'closed', notes: 'Called back on Monday' });
    const cleared = await asAdmin<ContactSubmission>('PATCH', `/api/admin/contacts/${ids[1]}`, {
      status: 'closed',
      notes: '',
    });
    expect(cleared.body).not.toHaveProperty('notes');

    // Delete, then it is gone everywhere.
    const deleted = await asAdmin('DELETE', `/api/admin/contacts/${ids[1]}`);
    expect(deleted).toEqual({ status: 204, body: undefined });
    expect(await asAdmin('GET', `/api/admin/contacts/${ids[1]}`)).toEqual({
      status: 404,
      body: { error: 'Contact submission not found' },
    });
    expect((await asAdmin('DELETE', `/api/admin/contacts/${ids[1]}`)).status).toBe(404);
    const after = await asAdmin<AdminPage<ContactSubmission>>(
      'GET',
      `/api/admin/contacts?q=${tag}`,
    );
    expect(after.body.items.map((item) => item.id)).toEqual([ids[2], ids[0]]);
  });

  it('answers 404 for an unknown id and creates nothing on PATCH', async () => {
    const patch = await asAdmin('PATCH', `/api/admin/contacts/${unknownId}`, {
      status: 'closed',
    });
    expect(patch).toEqual({ status: 404, body: { error: 'Contact submission not found' } });
    expect((await asAdmin('GET', `/api/admin/contacts/${unknownId}`)).status).toBe(404);
  });

  it('answers 400 to a bad PATCH body, a bad query or a forged cursor', async () => {
    const id = await submitContact(uniqueTag());
    for (const body of [{ status: 'shortlisted' }, { notes: 'no status' }, '{not json', []]) {
      const { status, body: answer } = await asAdmin<ApiErrorBody>(
        'PATCH',
        `/api/admin/contacts/${id}`,
        body,
      );
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.error).toEqual(expect.any(String));
    }
    const badStatus = await asAdmin<ApiErrorBody>('PATCH', `/api/admin/contacts/${id}`, {
      status: 'done',
    });
    expect(badStatus.body.fieldErrors).toHaveProperty('status');
    expect((await asAdmin('GET', `/api/admin/contacts/${id}`)).body).toMatchObject({
      status: 'new',
    });

    for (const query of ['limit=0', 'limit=101', 'status=done', 'cursor=forged']) {
      expect((await asAdmin('GET', `/api/admin/contacts?${query}`)).status, query).toBe(400);
    }
  });

  it('pages with 20 by default and never more than 100', async () => {
    const { body } = await asAdmin<AdminPage<ContactSubmission>>('GET', '/api/admin/contacts');
    expect(body.items.length).toBeLessThanOrEqual(20);
    const { status, body: big } = await asAdmin<AdminPage<ContactSubmission>>(
      'GET',
      '/api/admin/contacts?limit=100',
    );
    expect(status).toBe(200);
    expect(big.items.length).toBeLessThanOrEqual(100);
  });
});

describe('the admin job applications', () => {
  it('list, search, filter, page, read, update and delete an application', async () => {
    const tag = uniqueTag();
    const ids = [
      await submitApplication(tag),
      await submitApplication(tag),
      await submitApplication(tag, otherJob.id),
    ];

    const found = await asAdmin<AdminPage<JobApplication>>(
      'GET',
      `/api/admin/applications?q=${tag.toUpperCase()}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(found.body.items[2]).toMatchObject({
      jobPostingId: openJob.id,
      jobTitle: openJob.title,
      status: 'new',
    });

    // The job filter, alone and with the search.
    const forJob = await asAdmin<AdminPage<JobApplication>>(
      'GET',
      `/api/admin/applications?q=${tag}&jobId=${openJob.id}`,
    );
    expect(forJob.body.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    const everyForOtherJob = await everyPage<JobApplication>(
      `/api/admin/applications?jobId=${otherJob.id}&limit=7`,
    );
    expect(everyForOtherJob.map((item) => item.id)).toContain(ids[2]);
    expect(new Set(everyForOtherJob.map((item) => item.jobPostingId))).toEqual(
      new Set([otherJob.id]),
    );

    // Search by job title and by e-mail.
    const byTitle = await everyPage<JobApplication>(
      `/api/admin/applications?q=${encodeURIComponent(otherJob.title.toLowerCase())}`,
    );
    expect(byTitle.map((item) => item.id)).toContain(ids[2]);
    expect(byTitle.map((item) => item.id)).not.toContain(ids[0]);
    const one = await asAdmin<JobApplication>('GET', `/api/admin/applications/${ids[0]}`);
    expect(one.status).toBe(200);
    const byEmail = await asAdmin<AdminPage<JobApplication>>(
      'GET',
      `/api/admin/applications?q=${encodeURIComponent(one.body.applicantEmail)}`,
    );
    expect(byEmail.body.items.map((item) => item.id)).toEqual([ids[0]]);

    // Paging.
    const first = await asAdmin<AdminPage<JobApplication>>(
      'GET',
      `/api/admin/applications?q=${tag}&limit=1`,
    );
    expect(first.body.items.map((item) => item.id)).toEqual([ids[2]]);
    const rest = await everyPage<JobApplication>(
      `/api/admin/applications?q=${tag}&limit=1`,
      first.body.nextCursor,
    );
    expect(rest.map((item) => item.id)).toEqual([ids[1], ids[0]]);

    // Shortlist with notes, filter by status, reject, delete.
    const shortlisted = await asAdmin<JobApplication>(
      'PATCH',
      `/api/admin/applications/${ids[0]}`,
      { status: 'shortlisted', notes: 'Strong React portfolio' },
    );
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body).toMatchObject({
      id: ids[0],
      status: 'shortlisted',
      notes: 'Strong React portfolio',
      applicantName: `Priya Nair ${tag}`,
    });
    const filtered = await asAdmin<AdminPage<JobApplication>>(
      'GET',
      `/api/admin/applications?q=${tag}&status=shortlisted&jobId=${openJob.id}`,
    );
    expect(filtered.body.items.map((item) => item.id)).toEqual([ids[0]]);

    const rejected = await asAdmin<JobApplication>('PATCH', `/api/admin/applications/${ids[1]}`, {
      status: 'rejected',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    expect(rejected.body).not.toHaveProperty('notes');

    expect(await asAdmin('DELETE', `/api/admin/applications/${ids[0]}`)).toEqual({
      status: 204,
      body: undefined,
    });
    expect(await asAdmin('GET', `/api/admin/applications/${ids[0]}`)).toEqual({
      status: 404,
      body: { error: 'Job application not found' },
    });
    const after = await asAdmin<AdminPage<JobApplication>>(
      'GET',
      `/api/admin/applications?q=${tag}`,
    );
    expect(after.body.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
  });

  it('answers 404 for an unknown id', async () => {
    for (const method of ['GET', 'DELETE']) {
      expect(await asAdmin(method, `/api/admin/applications/${unknownId}`)).toEqual({
        status: 404,
        body: { error: 'Job application not found' },
      });
    }
    const patch = await asAdmin('PATCH', `/api/admin/applications/${unknownId}`, {
      status: 'hired',
    });
    expect(patch.status).toBe(404);
  });

  it('answers 400 to a bad PATCH body or query', async () => {
    const id = await submitApplication(uniqueTag());
    for (const body of [
      { status: 'responded' },
      {},
      { status: 'hired', notes: 'x'.repeat(5001) },
    ]) {
      const { status } = await asAdmin('PATCH', `/api/admin/applications/${id}`, body);
      expect(status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await asAdmin('GET', `/api/admin/applications/${id}`)).body).toMatchObject({
      status: 'new',
    });
    for (const query of ['limit=abc', 'status=responded', 'cursor=%%%']) {
      expect((await asAdmin('GET', `/api/admin/applications?${query}`)).status, query).toBe(400);
    }
  });
});
