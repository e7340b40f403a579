import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteBooking } from '#lambdas/data/bookings';
import type { AdminBooking } from '#shared/admin/bookings';
import type { AdminLead } from '#shared/admin/leads';
import type { AdminPage } from '#shared/admin/lists';
import type { MediaItem, MediaUploadResponse } from '#shared/admin/media';
import type { SettingsResponse } from '#shared/admin/settings';
import type { SiteResponse } from '#shared/api/content';
import { addDays, bookingHorizonDays, istDate, upcomingBookingDays } from '#shared/booking-slots';
import type { BookingResponse } from '#shared/forms/booking';
import type { CreatedResponse } from '#shared/forms/fields';
import { api } from '../support/api';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { asAdmin } from '../support/admin-session';
import { useChromium } from '../support/browser';
import { postJson } from '../support/client-ip';
import { holdSiteSettings } from '../support/settings-lock';

// In Chromium (docs/admin.md): the Bookings, MVP Leads, Settings and Media tabs do what they say, and
// the phone layout keeps them usable.

holdSiteSettings();
const chromium = useChromium();
let context: BrowserContext;
let page: Page;
let errors: string[];
beforeAll(async () => {
  ({ context, page, errors } = await newAdminPage(chromium.browser));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: inject('siteUrl'),
  });
  await signInAsAdmin(page);
});

const tag = () => `zo${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('the Bookings tab', () => {
  // The last slot before the booking horizon: the API tests book from the other end of that week.
  const lastDay = upcomingBookingDays(
    new Date(),
    10,
    addDays(istDate(new Date()), bookingHorizonDays - 8),
  ).at(-1)!;
  let bookingId = '';
  afterAll(async () => {
    if (bookingId) await deleteBooking(bookingId);
  });

  it('finds a booking and cancels it from its status dropdown', async () => {
    const name = `Rohan Mehta ${tag()}`;
    const { status, body } = await postJson<BookingResponse>('/api/bookings', {
      name,
      email: 'rohan.mehta@example.com',
      date: lastDay,
      time: '16:00',
      website: '',
    });
    expect(status).toBe(201);
    bookingId = body.id;

    await openAdminTab(page, 'Bookings');
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('04:00 PM').waitFor();
    await row
      .getByRole('combobox', { name: `Status of ${name}'s booking` })
      .selectOption('cancelled');

    await expect
      .poll(async () => (await asAdmin<AdminBooking>('GET', `/api/admin/bookings/${body.id}`)).body)
      .toMatchObject({ status: 'cancelled' });
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('completed');
    await page.getByText('No bookings found').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the MVP Leads tab', () => {
  it('shows a lead’s estimate and marks it contacted from its detail modal', async () => {
    const name = `Kavya Shetty ${tag()}`;
    const { body } = await postJson<CreatedResponse>('/api/leads', {
      name,
      email: 'kavya.shetty@example.com',
      projectIdea: 'A booking app for physiotherapy clinics.',
      selection: { platform: 'web', features: ['auth'], design: 'basic', timeline: '3-6' },
      website: '',
    });

    await openAdminTab(page, 'MVP Leads');
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    // (8000 + 2000) × 1 × 1 × 1, shown as 80% to 120%.
    await row.getByText('$8,000 - $12,000').waitFor();
    await row.getByRole('button', { name: `View lead from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lead from ${name}` });
    await dialog.getByText('User Authentication').waitFor();
    await dialog.getByRole('button', { name: 'Mark as Contacted' }).click();

    await expect
      .poll(async () => (await asAdmin<AdminLead>('GET', `/api/admin/leads/${body.id}`)).body)
      .toMatchObject({ status: 'contacted' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('combobox').inputValue()).resolves.toBe('contacted');
    expect(errors).toEqual([]);
  });
});

describe('the Settings tab', () => {
  let original: SettingsResponse['settings'] | undefined;
  afterAll(async () => {
    if (!original) return;
    const settings: Partial<SettingsResponse['settings']> = { ...original };
    delete settings.updatedAt;
    await asAdmin('PUT', '/api/admin/settings', settings);
  });

  it('saves a company figure that GET /api/site then shows, and explains a wrong GSTIN', async () => {
    original = (await asAdmin<SettingsResponse>('GET', '/api/admin/settings')).body.settings;
    const figure = `${Math.floor(Math.random() * 900) + 100}+`;

    await openAdminTab(page, 'Settings');
    const payment = page.getByRole('region', { name: 'Payment Configuration' });
    await payment.getByText('Sandbox', { exact: true }).waitFor();
    await expect(payment.getByText('GST rate', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(payment.getByText('18%', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(payment.getByText('SANDBOX_CLIENT_SECRET').count()).resolves.toBe(0);

    const careersEmail = page.getByLabel('Careers Email');
    await expect(careersEmail.inputValue()).resolves.toBe(original.careersEmail);
    await page.getByLabel('GSTIN').fill('29AAKCN4821P1ZS');
    await careersEmail.fill('careers at nexora');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('This GSTIN has a typo').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();

    await page.getByLabel('GSTIN').fill(original.gstin);
    await careersEmail.fill(original.careersEmail);
    await page.getByLabel('Happy Clients').fill(figure);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    const site = await api<SiteResponse>('/api/site');
    expect(site.body.settings.stats.happyClients).toBe(figure);
    expect(errors).toEqual([]);
  });

  it("shows the stored 'This company must e-invoice B2B sales' and saves it turned on", async () => {
    original ??= (await asAdmin<SettingsResponse>('GET', '/api/admin/settings')).body.settings;

    await openAdminTab(page, 'Settings');
    const eInvoicing = page.getByRole('switch', { name: /This company must e-invoice B2B sales/ });
    await expect(eInvoicing.isChecked()).resolves.toBe(original.eInvoicing);
    await eInvoicing.setChecked(true);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved.').waitFor();

    const saved = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
    expect(saved.body.settings.eInvoicing).toBe(true);
    // Supplier-only: the public settings never tell it.
    expect(JSON.stringify((await api<SiteResponse>('/api/site')).body)).not.toContain('eInvoicing');
    expect(errors).toEqual([]);
  });
});

describe('the Media tab', () => {
  it('uploads an image, shows its thumbnail and copies its public URL', async () => {
    const fileName = `offsite-${tag()}.png`;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );

    await openAdminTab(page, 'Media');
    await page
      .getByLabel(/^Image/)
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
    await page.getByLabel('Folder', { exact: true }).fill('e2e');
    await page.getByLabel(/^Alt text/).fill('A single pixel');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(`Uploaded ${fileName}.`).waitFor();

    const image = page.getByRole('img', { name: 'A single pixel' }).first();
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(1);
    const { body } = await asAdmin<AdminPage<MediaItem>>('GET', '/api/admin/media?folder=e2e');
    const uploaded = body.items.find((item) => item.originalName === fileName)!;
    await page.getByRole('button', { name: `Copy URL of ${fileName}` }).click();
    await page.getByRole('status').filter({ hasText: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${inject('siteUrl')}${uploaded.url}`,
    );
    expect(errors).toEqual([]);
  });
});

describe('the media picker in the blog editor', () => {
  it('hands the editor the public URL of the image picked', async () => {
    const fileName = `picked-${tag()}.gif`;
    // GIF89a, 1×1, one transparent pixel.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const { body: upload } = await asAdmin<MediaUploadResponse>('POST', '/api/admin/media', {
      folder: 'e2e',
      fileName,
      contentType: 'image/gif',
      size: gif.length,
    });
    await fetch(upload.uploadUrl, { method: upload.method, headers: upload.headers, body: gif });

    await openAdminTab(page, 'Blog Posts');
    await page.getByRole('button', { name: 'New Blog Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await dialog.getByRole('button', { name: `Use ${fileName}` }).click();

    await expect
      .poll(() => dialog.getByLabel('Content (HTML)').inputValue())
      .toContain(`src="${upload.url}"`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    expect(errors).toEqual([]);
  });
});

describe('on a phone', () => {
  it('keeps the Bookings tab’s search, filter and table within the screen', async () => {
    const phone = await newAdminPage(chromium.browser, { width: 375, height: 740 });
    try {
      await signInAsAdmin(phone.page);
      await phone.page.goto(`${inject('siteUrl')}/admin/bookings`);
      await phone.page.getByRole('searchbox', { name: 'Search bookings' }).waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
