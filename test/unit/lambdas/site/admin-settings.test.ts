import { describe, expect, it } from 'vitest';
import { contactInfoToUpdate } from '#lambdas/site/site-settings';
import { gstinCheckCharacter, settingsMessages, settingsUpdate } from '#shared/admin/settings';
import { fallbackContactInfo, fallbackSettings } from '#shared/content/fallback/site';

// The admin Settings form's rules (docs/admin.md), shared by the browser and PUT /api/admin/settings.

const valid = {
  companyEmail: 'hello@nexoratech.in',
  careersEmail: 'careers@nexoratech.in',
  supportPhone: '+91 80 4567 8900',
  stats: fallbackSettings.stats,
  gstin: '29AAKCN4821P1ZR',
  registeredState: 'Karnataka',
  invoicePrefix: 'NXT',
  eInvoicing: false,
};

const fieldError = (input: object, field: string) =>
  settingsUpdate.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === field)
    ?.message;

describe('the GSTIN check character', () => {
  it('matches real GSTINs', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAKCN4821P1Z')).toBe('R');
  });
});

describe('the settings update', () => {
  it('accepts the seeded settings', () => {
    expect(settingsUpdate.parse(valid)).toEqual(valid);
  });

  it('leaves e-invoicing off unless it is sent, and keeps it on when it is', () => {
    expect(settingsUpdate.parse({ ...valid, eInvoicing: undefined }).eInvoicing).toBe(false);
    expect(settingsUpdate.parse({ ...valid, eInvoicing: true }).eInvoicing).toBe(true);
    expect(fieldError({ ...valid, eInvoicing: 'yes' }, 'eInvoicing')).toBeDefined();
  });

  it('upper-cases the GSTIN and invoice prefix and lower-cases the e-mails', () => {
    expect(
      settingsUpdate.parse({
        ...valid,
        gstin: '29aakcn4821p1zr',
        invoicePrefix: 'nx1',
        companyEmail: 'Hello@NexoraTech.in',
        careersEmail: ' Jobs@NexoraTech.in ',
      }),
    ).toMatchObject({
      gstin: '29AAKCN4821P1ZR',
      invoicePrefix: 'NX1',
      companyEmail: 'hello@nexoratech.in',
      careersEmail: 'jobs@nexoratech.in',
    });
  });

  it('requires a valid careers e-mail, as it does the company e-mail', () => {
    expect(fieldError({ ...valid, careersEmail: 'careers at nexora' }, 'careersEmail')).toBe(
      'Please enter a valid email address',
    );
    expect(fieldError({ ...valid, careersEmail: '' }, 'careersEmail')).toBe(
      'Please enter a valid email address',
    );
    expect(settingsUpdate.safeParse({ ...valid, careersEmail: undefined }).success).toBe(false);
  });

  it('rejects a GSTIN with a typo in it', () => {
    expect(fieldError({ ...valid, gstin: '29AAKCN4821P1ZQ' }, 'gstin')).toBe(
      settingsMessages.gstinChecksum,
    );
    expect(fieldError({ ...valid, gstin: '29AAKCN4821P1R' }, 'gstin')).toBe(
      settingsMessages.gstinFormat,
    );
  });

  it('rejects a GSTIN of another state than the registered one', () => {
    expect(fieldError({ ...valid, registeredState: 'Kerala' }, 'gstin')).toBe(
      `${settingsMessages.gstinState} (32 for Kerala)`,
    );
  });

  it('keeps invoice numbers within GST’s 16 characters: a prefix of at most 3', () => {
    expect(fieldError({ ...valid, invoicePrefix: 'NXTT' }, 'invoicePrefix')).toBe(
      settingsMessages.invoicePrefix,
    );
    expect(fieldError({ ...valid, invoicePrefix: 'N/X' }, 'invoicePrefix')).toBe(
      settingsMessages.invoicePrefix,
    );
  });

  it('takes the registered state only from the list of states and territories', () => {
    expect(fieldError({ ...valid, registeredState: 'Bangalore' }, 'registeredState')).toBe(
      settingsMessages.state,
    );
  });
});

describe('contact info that follows the settings', () => {
  it('shows the new e-mail and phone where the old ones were shown, and nothing else', () => {
    const updated = contactInfoToUpdate(
      fallbackSettings,
      { companyEmail: 'team@nexoratech.in', supportPhone: '+91 80 1111 2222' },
      fallbackContactInfo,
    );

    expect(updated.map((info) => [info.id, info.value])).toEqual([
      ['contact-email', 'team@nexoratech.in'],
      ['contact-phone', '+91 80 1111 2222'],
    ]);
  });

  it('shows the new careers address in the careers entry, and only there', () => {
    const updated = contactInfoToUpdate(
      fallbackSettings,
      { ...fallbackSettings, careersEmail: 'jobs@nexoratech.in' },
      fallbackContactInfo,
    );

    expect(updated.map((info) => [info.id, info.value])).toEqual([
      ['contact-careers-email', 'jobs@nexoratech.in'],
    ]);
  });

  it('keeps the careers entry apart from the general e-mail, even when they were the same', () => {
    const sameAddress = fallbackContactInfo.map((info) =>
      info.id === 'contact-careers-email' ? { ...info, value: 'hello@nexoratech.in' } : info,
    );
    const updated = contactInfoToUpdate(
      { ...fallbackSettings, careersEmail: 'hello@nexoratech.in' },
      {
        ...fallbackSettings,
        companyEmail: 'team@nexoratech.in',
        careersEmail: 'hello@nexoratech.in',
      },
      sameAddress,
    );

    expect(updated.map((info) => [info.id, info.value])).toEqual([
      ['contact-email', 'team@nexoratech.in'],
    ]);
  });

  it('changes nothing when the e-mail and phone stay the same', () => {
    expect(contactInfoToUpdate(fallbackSettings, fallbackSettings, fallbackContactInfo)).toEqual(
      [],
    );
  });
});
