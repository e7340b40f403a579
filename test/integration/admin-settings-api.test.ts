import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages, type SettingsResponse } from '#shared/admin/settings';
import type { ApiErrorBody, SiteResponse } from '#shared/api/content';
import { asAdmin } from '../support/admin-session';
import { api } from '../support/api';
import { holdSiteSettings } from '../support/settings-lock';

// Design §7 and docs/admin.md: the admin edits the company's settings, which GET /api/site (and the
// mails and invoices, through the same stored item) then use; PhonePe's configuration is shown
// with its secrets masked.
//
// Other test files run meanwhile and read the settings (mail recipients, invoice prefix, the
// '500+' figure), so the round trip changes only what none of them reads, and puts the stored
// settings back afterwards.

holdSiteSettings();
type Settings = SettingsResponse['settings'];
let original: Settings;
beforeAll(async () => {
  const { status, body } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
  expect(status).toBe(200);
  original = body.settings;
});

/** The settings as they were, as a PUT body (without the stored `updatedAt`). */
const validUpdate = (): Omit<Settings, 'updatedAt'> => {
  const settings: Settings = { ...original };
  delete settings.updatedAt;
  return settings;
};
afterAll(async () => {
  expect((await asAdmin('PUT', '/api/admin/settings', validUpdate())).status).toBe(200);
});

const put = (body: unknown) =>
  asAdmin<SettingsResponse & ApiErrorBody>('PUT', '/api/admin/settings', body);

describe('GET /api/admin/settings', () => {
  it('answers the stored settings, GST details included', async () => {
    const { body } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');

    expect(body.settings).toMatchObject({
      companyEmail: expect.stringMatching(/@/),
      careersEmail: expect.stringMatching(/@/),
      gstin: expect.stringMatching(/^\d{2}[A-Z0-9]{13}$/),
      registeredState: expect.any(String),
      invoicePrefix: expect.stringMatching(/^[A-Z0-9]{1,3}$/),
    });
    expect(Object.keys(body.settings.stats).sort()).toEqual([
      'happyClients',
      'projectsCompleted',
      'satisfactionRate',
      'support',
      'yearsExperience',
    ]);
  });

  it('shows the PhonePe sandbox configuration with GST 18% and every secret masked', async () => {
    const { body } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');

    expect(body.payment).toMatchObject({
      provider: 'PhonePe',
      environment: 'Sandbox',
      apiVersion: 'v2',
      clientId: 'SANDBOX_CLIENT',
      gstRatePercent: 18,
      clientSecret: '••••only',
      // The local default, SandboxHook2026local: letters and digits, as PhonePe's rule asks.
      webhookPassword: '••••ocal',
    });
    expect(JSON.stringify(body)).not.toContain('SandboxHook2026local');
    expect(JSON.stringify(body)).not.toContain('SANDBOX_CLIENT_SECRET');
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves the settings, and GET /api/site shows the new figures and phone everywhere', async () => {
    const update = {
      ...validUpdate(),
      // Upper-case in, stored as the API answers it.
      companyEmail: original.companyEmail.toUpperCase(),
      invoicePrefix: original.invoicePrefix.toLowerCase(),
      supportPhone: '+91 80 1111 2222',
      stats: { ...original.stats, happyClients: '75+', support: '24x7' },
    };

    const { status, body } = await put(update);

    expect(status).toBe(200);
    expect(body.settings).toMatchObject({
      companyEmail: original.companyEmail,
      invoicePrefix: original.invoicePrefix,
      supportPhone: '+91 80 1111 2222',
      stats: { happyClients: '75+', support: '24x7' },
    });
    expect(body.settings.updatedAt).toBeDefined();
    const site = await api<SiteResponse>('/api/site');
    expect(site.body.settings).toMatchObject({
      supportPhone: '+91 80 1111 2222',
      stats: { ...original.stats, happyClients: '75+', support: '24x7' },
    });
    // The footer and the contact page list contact info: the phone there changed too.
    const phones = site.body.contactInfo.filter((info) => info.type === 'phone');
    expect(phones.map((info) => info.value)).toContain('+91 80 1111 2222');
    expect(phones.map((info) => info.value)).not.toContain(original.supportPhone);
    expect(site.body.settings).not.toHaveProperty('gstin');
  });

  it('refuses a GSTIN with a wrong check character, and one from another state', async () => {
    const typo = await put({ ...validUpdate(), gstin: '29AAKCN4821P1ZS' });
    expect(typo.status).toBe(400);
    expect(typo.body.fieldErrors?.gstin).toBe(settingsMessages.gstinChecksum);

    const otherState = await put({
      ...validUpdate(),
      gstin: '29AAKCN4821P1ZR',
      registeredState: 'Maharashtra',
    });
    expect(otherState.status).toBe(400);
    expect(otherState.body.fieldErrors?.gstin).toBe(
      `${settingsMessages.gstinState} (27 for Maharashtra)`,
    );
  });

  it('answers each invalid field by name and saves nothing', async () => {
    const { status, body } = await put({
      ...validUpdate(),
      companyEmail: 'not-an-email',
      careersEmail: 'careers at nexora',
      supportPhone: 'call us',
      registeredState: 'Atlantis',
      invoicePrefix: 'NEXORA',
      stats: { ...original.stats, happyClients: '' },
    });

    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      companyEmail: 'Please enter a valid email address',
      careersEmail: 'Please enter a valid email address',
      supportPhone: settingsMessages.phone,
      registeredState: settingsMessages.state,
      invoicePrefix: settingsMessages.invoicePrefix,
      'stats.happyClients': settingsMessages.figure,
    });
    const { body: after } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
    expect(after.settings.invoicePrefix).not.toBe('NEXORA');
    expect(after.settings.careersEmail).not.toBe('careers at nexora');
  });

  it('answers 400 naming the careers address when a save leaves it out', async () => {
    const settings: Partial<Settings> = validUpdate();
    delete settings.careersEmail;

    const { status, body } = await put(settings);

    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['careersEmail']);
  });
});
