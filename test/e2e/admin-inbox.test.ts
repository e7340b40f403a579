import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobsResponse } from '#shared/api/content';
import type { ContactSubmission } from '#shared/forms/contact';
import type { CreatedResponse } from '#shared/forms/fields';
import type { JobApplication } from '#shared/forms/job-application';
import { api } from '../support/api';
import {
  answerAdminDialog,
  newAdminPage,
  openAdminTab,
  signInAsAdmin,
} from '../support/admin-browser';
import { asAdmin } from '../support/admin-session';
import { useChromium } from '../support/browser';
import { postJson } from '../support/client-ip';

// Per docs/admin.md, Contacts and Job Applications tabs in Chromium: search, the detail modal's
// shortcuts, the status dropdown and delete with the spec's confirmation text.

const chromium = useChromium();
let page: Page;
let errors: string[];
beforeAll(async () => {
  ({ page, errors } = await newAdminPage(chromium.browser));
  await signInAsAdmin(page);
});

const tag = () => `zz${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('the Contacts tab', () => {
  it('finds a message, marks it responded from its detail modal and keeps notes', async () => {
    const name = `Meera Iyer ${tag()}`;
    const { body } = await postJson<CreatedResponse>('/api/contact', {
      name,
      email: 'meera.iyer@example.com',
      company: 'Kaveri Textiles',
      message: 'Please call us about a stock management app.',
      website: '',
    });

    await openAdminTab(page, 'Contacts');
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: `View message from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
    await expect(
      dialog.getByText('Please call us about a stock management app.').isVisible(),
    ).resolves.toBe(true);
    await dialog.getByLabel('Admin notes').fill('Called back on Monday.');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await dialog.getByRole('button', { name: 'Mark as Responded' }).click();
    await expect
      .poll(
        async () =>
          (await asAdmin<ContactSubmission>('GET', `/api/admin/contacts/${body.id}`)).body,
      )
      .toMatchObject({ status: 'responded', notes: 'Called back on Monday.' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('combobox').inputValue()).resolves.toBe('responded');
    expect(errors).toEqual([]);
  });
});

describe('the Job Applications tab', () => {
  it('shortlists an application, then deletes it after the confirmation', async () => {
    const { jobs } = (await api<JobsResponse>('/api/jobs')).body;
    const job = jobs[0]!;
    const applicantName = `Rohan Desai ${tag()}`;
    const { body } = await postJson<CreatedResponse>(`/api/jobs/${job.id}/applications`, {
      applicantName,
      applicantEmail: 'rohan.desai@example.com',
      coverLetter: 'Six years of Node.js and AWS, most recently on payments.',
      experienceYears: 6,
      website: '',
    });

    await openAdminTab(page, 'Job Applications');
    await page.getByRole('searchbox', { name: 'Search applications' }).fill(applicantName);
    const row = page.getByRole('row').filter({ hasText: applicantName });
    await row.waitFor();
    await row.getByRole('button', { name: `View application from ${applicantName}` }).click();
    const dialog = page.getByRole('dialog', { name: `${applicantName} — ${job.title}` });
    await dialog.getByRole('button', { name: 'Shortlist' }).click();
    await expect
      .poll(
        async () =>
          (await asAdmin<JobApplication>('GET', `/api/admin/applications/${body.id}`)).body.status,
      )
      .toBe('shortlisted');

    await dialog.getByRole('button', { name: 'Delete' }).click();
    await answerAdminDialog(page, {
      title: 'Are you sure you want to delete this job application?',
      button: 'Delete',
    });
    await dialog.waitFor({ state: 'detached' });
    // The row goes, and stays gone when the search's load, perhaps begun before the delete,
    // answers: the search then finds nothing.
    await row.waitFor({ state: 'detached' });
    expect((await asAdmin('GET', `/api/admin/applications/${body.id}`)).status).toBe(404);
    await page.getByText('No job applications found').waitFor();
    expect(errors).toEqual([]);
  });
});
