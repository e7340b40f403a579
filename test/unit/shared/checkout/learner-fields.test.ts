import { describe, expect, it } from 'vitest';
import { indianStateNames } from '#shared/checkout/indian-states';
import { learnerSchema, normalizeIndianMobile } from '#shared/checkout/learner-fields';

describe('normalizeIndianMobile', () => {
  it('accepts 10 digits starting 6 to 9, ignoring spaces, dashes and a +91 prefix', () => {
    expect(normalizeIndianMobile('98765 43210')).toBe('9876543210');
    expect(normalizeIndianMobile('+91 98765-43210')).toBe('9876543210');
    expect(normalizeIndianMobile('09876543210')).toBe('9876543210');
  });

  it('rejects numbers starting 0 to 5 and wrong lengths', () => {
    expect(normalizeIndianMobile('5876543210')).toBeUndefined();
    expect(normalizeIndianMobile('987654321')).toBeUndefined();
    expect(normalizeIndianMobile('98765432101')).toBeUndefined();
  });
});

describe('learnerSchema', () => {
  const valid = {
    name: 'Asha Rao',
    email: 'Asha@Example.com',
    phone: '9876543210',
    city: 'Mysuru',
    state: 'Karnataka',
  };

  it('parses a valid learner, lower-casing the e-mail', () => {
    expect(learnerSchema.parse(valid)).toEqual({ ...valid, email: 'asha@example.com' });
  });

  it("answers each field with the spec's message", () => {
    const result = learnerSchema.safeParse({
      name: ' ',
      email: 'nope',
      phone: '12345',
      city: '',
      state: 'Atlantis',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Name is required',
      email: 'Valid email address is required',
      phone: 'Valid Indian phone number is required (10 digits)',
      city: 'City is required',
      state: 'State is required',
    });
  });

  it('offers all 28 states and 8 union territories', () => {
    expect(indianStateNames).toHaveLength(36);
    expect(new Set(indianStateNames).size).toBe(36);
  });
});
