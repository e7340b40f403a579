import { describe, expect, it } from 'vitest';
import { settingsMessages, settingsUpdate } from '#shared/admin/settings';
import { documentBrandingOf } from '#shared/checkout/document-branding';
import { fallbackSettings } from '#shared/content/fallback/site';

// Settings' logo and authorised signatory (decision 028), as the browser and PUT
// /api/admin/settings check them, and the branding a document issued with them carries.

const valid = {
  companyEmail: 'hello@nexoratech.in',
  careersEmail: 'careers@nexoratech.in',
  supportPhone: '+91 80 4567 8900',
  stats: fallbackSettings.stats,
  gstin: '29AAKCN4821P1ZR',
  registeredState: 'Karnataka',
  invoicePrefix: 'NXT',
};
const design = {
  logoImage: '/media/branding/1795341845123.png',
  signatoryName: ' Meera Iyer ',
  signatoryDesignation: 'Director',
  signatureImage: '/media/branding/1795341845124.jpg',
};

const fieldErrors = (input: object) =>
  Object.fromEntries(
    (settingsUpdate.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the settings’ logo and signatory', () => {
  it('accepts a PNG logo, a JPEG signature and a signatory, trimmed', () => {
    expect(settingsUpdate.parse({ ...valid, ...design })).toMatchObject({
      ...design,
      signatoryName: 'Meera Iyer',
    });
  });

  it('reads blank fields as none, so a cleared field clears the setting', () => {
    const parsed = settingsUpdate.parse({
      ...valid,
      logoImage: '',
      signatoryName: ' ',
      signatoryDesignation: '',
      signatureImage: '',
    });
    expect(parsed.logoImage).toBeUndefined();
    expect(parsed.signatoryName).toBeUndefined();
    expect(parsed.signatureImage).toBeUndefined();
  });

  it('refuses a picture that is not a PNG or JPEG of the media library', () => {
    for (const logoImage of [
      '/media/branding/1795341845123.webp',
      '/media/branding/1795341845123.gif',
      'https://evil.example/logo.png',
      '/images/logo.png',
      '/media/../secrets/1.png',
    ]) {
      expect(fieldErrors({ ...valid, logoImage })).toEqual({
        logoImage: settingsMessages.documentImage,
      });
    }
  });

  it('wants the name and the designation together, and a name under a signature', () => {
    expect(fieldErrors({ ...valid, signatoryName: 'Meera Iyer' })).toEqual({
      signatoryDesignation: settingsMessages.signatoryDesignation,
    });
    expect(fieldErrors({ ...valid, signatoryDesignation: 'Director' })).toEqual({
      signatoryName: settingsMessages.signatoryName,
    });
    expect(fieldErrors({ ...valid, signatureImage: design.signatureImage })).toEqual({
      signatoryName: settingsMessages.signatoryName,
    });
    expect(
      fieldErrors({ ...valid, signatoryName: 'M'.repeat(81), signatoryDesignation: 'D' }),
    ).toEqual({
      signatoryName: settingsMessages.signatoryLength,
    });
  });
});

describe('documentBrandingOf', () => {
  it('names the pictures by their media keys, and the signatory with their signature', () => {
    expect(documentBrandingOf({ ...design, signatoryName: 'Meera Iyer' })).toEqual({
      logoKey: 'branding/1795341845123.png',
      signatory: {
        name: 'Meera Iyer',
        designation: 'Director',
        signatureKey: 'branding/1795341845124.jpg',
      },
    });
  });

  it('carries nothing the settings leave unset', () => {
    expect(documentBrandingOf(fallbackSettings)).toEqual({});
    expect(documentBrandingOf({ signatoryName: 'Meera Iyer' })).toEqual({});
  });
});
