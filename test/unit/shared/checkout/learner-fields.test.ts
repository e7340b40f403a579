import { describe, expect, it } from 'vitest';
import { indianStateNames } from '#shared/checkout/indian-states';
import { learnerSchema } from '#shared/checkout/learner-fields';

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

  it('stores a mobile written with 0091, +91, 91 or 0 as its 10 digits', () => {
    for (const phone of ['0091 98450 12345', '+91 98450-12345', '91 9845012345', '098450 12345']) {
      expect(learnerSchema.parse({ ...valid, phone }).phone).toBe('9845012345');
    }
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
