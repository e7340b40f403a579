import { describe, expect, it } from 'vitest';
import { careersEmailOf, isCareersContact } from '#shared/content/careers-email';
import { fallbackContactInfo, fallbackSettings } from '#shared/content/fallback/site';
import { siteSettingsSchema, type ContactInfo } from '#shared/content/schemas';

const settings = { companyEmail: 'hello@nexoratech.in' };
const entry = (label: string, value: string, type: ContactInfo['type'] = 'email'): ContactInfo => ({
  id: label,
  type,
  label,
  value,
  sortOrder: 1,
});

describe('the careers address', () => {
  it('is the one set in the admin Settings tab, before any contact-info entry', () => {
    expect(
      careersEmailOf([entry('Careers', 'jobs@nexoratech.in')], {
        ...settings,
        careersEmail: 'talent@nexoratech.in',
      }),
    ).toBe('talent@nexoratech.in');
    expect(careersEmailOf([], { ...settings, careersEmail: 'talent@nexoratech.in' })).toBe(
      'talent@nexoratech.in',
    );
  });

  it('is the seeded careers address, which the seeded careers entry shows too', () => {
    expect(careersEmailOf(fallbackContactInfo, fallbackSettings)).toBe('careers@nexoratech.in');
    expect(fallbackContactInfo.find(isCareersContact)?.value).toBe(fallbackSettings.careersEmail);
  });

  it('is the e-mail the site lists for careers when settings stored before it have none', () => {
    expect(
      careersEmailOf(
        [entry('Email us', 'hello@nexoratech.in'), entry('Careers', 'jobs@nexoratech.in')],
        settings,
      ),
    ).toBe('jobs@nexoratech.in');
  });

  it('is the general address when the site lists no careers e-mail', () => {
    expect(careersEmailOf([entry('Email us', 'sales@nexoratech.in')], settings)).toBe(
      'hello@nexoratech.in',
    );
    expect(careersEmailOf([entry('Careers desk', '+91 80 1234 5678', 'phone')], settings)).toBe(
      'hello@nexoratech.in',
    );
    expect(careersEmailOf([], settings)).toBe('hello@nexoratech.in');
  });
});

describe('the stored site settings', () => {
  it('still parse when stored before the careers address existed', () => {
    const before: Record<string, unknown> = { ...fallbackSettings };
    delete before.careersEmail;
    expect(siteSettingsSchema.parse(before).careersEmail).toBeUndefined();
    expect(siteSettingsSchema.parse(fallbackSettings).careersEmail).toBe('careers@nexoratech.in');
    expect(
      siteSettingsSchema.safeParse({ ...fallbackSettings, careersEmail: 'not an address' }).success,
    ).toBe(false);
  });
});
