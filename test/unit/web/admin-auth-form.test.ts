import { describe, expect, it } from 'vitest';
import { fieldText } from '#web/features/admin/auth/auth-form';

describe('a submitted sign-in form’s fields', () => {
  it('read as the text typed', () => {
    const fields = new FormData();
    fields.set('email', ' admin@example.com ');
    expect(fieldText(fields, 'email')).toBe(' admin@example.com ');
  });

  it('read as empty text when the form has no such field', () => {
    expect(fieldText(new FormData(), 'code')).toBe('');
  });
});
