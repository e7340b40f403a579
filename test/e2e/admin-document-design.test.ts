import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages, type SettingsResponse } from '#shared/admin/settings';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { asAdmin } from '../support/admin-session';
import { useChromium } from '../support/browser';
import { holdSiteSettings } from '../support/settings-lock';

// Decision 028 in Chromium: the owner uploads the company logo from Settings' Invoices and
// certificates, sees it previewed, names the authorised signatory (the designation is asked for
// when missing), saves, and later removes the logo again.

holdSiteSettings();
const chromium = useChromium();
let page: Page;
let errors: string[];
const failedLoads: string[] = [];
let original: Omit<SettingsResponse['settings'], 'updatedAt'>;
beforeAll(async () => {
  const { body } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
  const settings: Partial<SettingsResponse['settings']> = { ...body.settings };
  delete settings.updatedAt;
  original = settings as typeof original;
  ({ page, errors } = await newAdminPage(chromium.browser));
  page.on('response', (response) => {
    if (response.status() === 404) failedLoads.push(new URL(response.url()).pathname);
  });
  await signInAsAdmin(page);
});
afterAll(async () => {
  await asAdmin('PUT', '/api/admin/settings', original);
});

const settingsNow = async () =>
  (await asAdmin<SettingsResponse>('GET', '/api/admin/settings')).body.settings;

describe('Settings: Invoices and certificates', () => {
  it('uploads and previews the logo, names the signatory, saves, and removes the logo', async () => {
    await openAdminTab(page, 'Settings');
    const design = page.getByRole('group', { name: 'Invoices and certificates' });
    const logo = design.getByRole('group', { name: 'Company Logo' });
    await logo.getByRole('button', { name: /company logo$/ }).click();
    // The open library spans both columns of the fields, and its upload says what a logo takes.
    const [groupWidth, fieldsWidth] = await logo.evaluate((group) => [
      group.getBoundingClientRect().width,
      group.parentElement!.getBoundingClientRect().width,
    ]);
    expect(groupWidth).toBeGreaterThan(fieldsWidth * 0.9);
    const file = logo.getByLabel('Image (PNG or JPEG, up to 500 KB)');
    await file.setInputFiles({
      name: 'too-big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(500 * 1024 + 1),
    });
    await logo.getByRole('button', { name: 'Upload', exact: true }).click();
    await logo.getByRole('alert').filter({ hasText: settingsMessages.documentImageSize }).waitFor();
    await file.setInputFiles({
      name: 'nexora-logo.png',
      mimeType: 'image/png',
      buffer: readFileSync('test/fixtures/documents/logo.png'),
    });
    await logo.getByRole('button', { name: 'Upload', exact: true }).click();
    const preview = logo.getByRole('img', { name: 'Company Logo as documents print it' });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(520);

    await design.getByLabel('Authorised Signatory').fill('Meera Iyer');
    await design.getByLabel('Signatory’s Designation').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await design.getByText(settingsMessages.signatoryDesignation).waitFor();

    await design.getByLabel('Signatory’s Designation').fill('Director, Finance');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    const saved = await settingsNow();
    expect(saved).toMatchObject({
      logoImage: expect.stringMatching(/^\/media\/branding\/\d+\.png$/),
      signatoryName: 'Meera Iyer',
      signatoryDesignation: 'Director, Finance',
    });

    await logo.getByRole('button', { name: 'Remove' }).click();
    await logo.getByText('None chosen').waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(async () => (await settingsNow()).logoImage).toBeUndefined();
    expect((await settingsNow()).signatoryName).toBe('Meera Iyer');
    // Other files add and delete media side by side: a picture of theirs deleted between the
    // library's list and its load fails to load here. Anything else failing is ours.
    const othersMedia = (path: string) => path.startsWith('/media/') && path !== saved.logoImage;
    expect(failedLoads.filter((path) => !othersMedia(path))).toEqual([]);
    const notFound = 'Failed to load resource: the server responded with a status of 404';
    expect(errors.filter((error) => !error.startsWith(notFound))).toEqual([]);
  });
});
