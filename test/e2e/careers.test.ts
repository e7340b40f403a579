import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listJobApplicationsNewestFirst } from '#lambdas/data/job-applications';
import type { JobsResponse } from '#shared/api/content';
import { requiredFieldsMessage } from '#shared/forms/fields';
import { resumeTypeMessage } from '#shared/forms/uploads';
import { useChromium } from '../support/browser';

// Careers (docs/product.md §2): open positions from the API, the details toggle, and the Apply Now modal
// (docs/product.md §4 career modal, §5 job application) with an optional résumé upload.

const chromium = useChromium();
let jobs: JobsResponse['jobs'];
beforeAll(async () => {
  ({ jobs } = (await (await fetch(`${inject('siteUrl')}/api/jobs`)).json()) as JobsResponse);
});

async function openCareers(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await chromium.newPage(
    { viewport: { width: 390, height: 844 } },
    { timeout: 10_000 },
  );
  await page.goto(`${inject('siteUrl')}/careers`, { waitUntil: 'networkidle' });
  return { page, errors };
}

const jobCard = (page: Page, title: string) =>
  page.getByTestId('job-card').filter({ has: page.getByRole('heading', { name: title }) });

const pdf = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
};

describe('the careers page', () => {
  it('lists the open positions in the #open-positions section with their count', async () => {
    expect(jobs.length).toBeGreaterThan(0);
    const { page, errors } = await openCareers();
    const section = page.locator('#open-positions');
    await expect.poll(() => section.getByTestId('job-card').count()).toBe(jobs.length);
    for (const job of jobs) {
      expect(await section.getByRole('heading', { name: job.title }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('open-positions-count').textContent()).toBe(
      `${jobs.length} open position${jobs.length === 1 ? '' : 's'}`,
    );
    expect(errors).toEqual([]);
  });

  it('shows and hides a position’s requirements, responsibilities and benefits', async () => {
    const job = jobs[0]!;
    const { page } = await openCareers();
    const card = jobCard(page, job.title);
    const requirement = card.getByText(job.requirements[0]!);
    expect(await requirement.isVisible()).toBe(false);

    await card.getByRole('button', { name: 'View Details' }).click();
    await expect.poll(() => requirement.isVisible()).toBe(true);
    expect(await card.getByText(job.responsibilities[0]!).isVisible()).toBe(true);
    expect(await card.getByText(job.benefits[0]!).isVisible()).toBe(true);
    const hide = card.getByRole('button', { name: 'Hide Details' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');

    await hide.click();
    await expect.poll(() => requirement.isVisible()).toBe(false);
  });
});

describe('applying for a job', () => {
  it('uploads a PDF résumé, stores the application, then closes and clears the form', async () => {
    const job = jobs[0]!;
    const email = `pages-${Date.now()}@example.com`;
    const { page, errors } = await openCareers();
    await jobCard(page, job.title)
      .getByRole('button', { name: /Apply Now/ })
      .click();

    const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Focus starts in the form's first field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'name',
    );
    await dialog.getByLabel('Full Name').fill('Ananya Sharma');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+91 98450 12345');
    await dialog.getByLabel('Years of Experience').fill('4');
    await dialog.getByLabel('Current Company').fill('Infosys');
    await dialog.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/ananya-sharma');
    await dialog.getByLabel('Portfolio URL').fill('https://ananya.dev');
    await dialog.getByLabel('Cover Letter').fill('I build fast, accessible React applications.');
    await dialog.getByLabel('Résumé (optional)').setInputFiles(pdf);
    expect(await dialog.getByText('resume.pdf').isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => dialog.getByText('Application Submitted!').isVisible()).toBe(true);
    // Spec §4: the success message shows for 3 seconds, then the modal closes.
    await expect.poll(() => dialog.count(), { timeout: 6000 }).toBe(0);

    const stored = (await listJobApplicationsNewestFirst()).find(
      (application) => application.applicantEmail === email,
    );
    expect(stored).toMatchObject({
      jobPostingId: job.id,
      jobTitle: job.title,
      applicantName: 'Ananya Sharma',
      applicantPhone: '9845012345',
      experienceYears: 4,
      currentCompany: 'Infosys',
      linkedinProfile: 'https://www.linkedin.com/in/ananya-sharma',
      portfolioUrl: 'https://ananya.dev',
      status: 'new',
    });
    expect(stored?.resumeKey).toMatch(/^resumes\/.+\.pdf$/);

    // The form was cleared for the next application.
    await jobCard(page, job.title)
      .getByRole('button', { name: /Apply Now/ })
      .click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').getByLabel('Email').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('asks for the required fields, and Cancel closes the modal and clears the error', async () => {
    const { page, errors } = await openCareers();
    const apply = page.getByRole('button', { name: /Apply Now/ }).first();
    await apply.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('   ');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    await expect
      .poll(() => dialog.getByRole('alert').first().textContent())
      .toBe(requiredFieldsMessage);
    expect(await dialog.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Cover Letter').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the button that opened the modal.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Apply Now');

    await apply.click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('refuses a .txt résumé before uploading anything', async () => {
    const { page, errors } = await openCareers();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uploads')) uploads.push(request.url());
    });
    await page
      .getByRole('button', { name: /Apply Now/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Résumé (optional)').setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('My résumé as plain text'),
    });

    await expect.poll(() => dialog.getByText(resumeTypeMessage).isVisible()).toBe(true);
    expect(await dialog.getByText('resume.txt').count()).toBe(0);
    expect(uploads).toEqual([]);
    expect(errors).toEqual([]);
  });
});
