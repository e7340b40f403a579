import { describe, expect, it } from 'vitest';
import { careersEmailOf } from '#shared/content/careers-email';
import type { ContactInfo } from '#shared/content/schemas';

const settings = { companyEmail: 'hello@nexoratech.in' };
const entry = (label: string, value: string, type: ContactInfo['type'] = 'email'): ContactInfo => ({
  id: label,
  type,
  label,
  value,
  sortOrder: 1,
});

describe('the careers address', () => {
  it('is the e-mail the site lists for careers', () => {
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
