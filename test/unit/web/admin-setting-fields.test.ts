import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { bindSettings } from '#web/features/admin/tabs/operations/setting-fields';

interface Values {
  companyEmail: string;
  signatoryName?: string;
  eInvoicing: boolean;
}

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('the settings form’s field bindings', () => {
  it('give a text box its value and the problem found in it', () => {
    const field = bindSettings<Values>(
      { companyEmail: 'hello@example.com', eInvoicing: false },
      { companyEmail: 'Please enter a valid e-mail address' },
      () => undefined,
    );
    expect(field.text('companyEmail')).toMatchObject({
      value: 'hello@example.com',
      error: 'Please enter a valid e-mail address',
    });
  });

  it('show an unset text as an empty box', () => {
    const field = bindSettings<Values>(
      { companyEmail: '', eInvoicing: false },
      {},
      () => undefined,
    );
    expect(field.text('signatoryName').value).toBe('');
    expect(field.image('signatoryName').value).toBeUndefined();
  });

  it('send what is typed or picked to the form as a change of that field alone', () => {
    const changes: Partial<Values>[] = [];
    const field = bindSettings<Values>({ companyEmail: '', eInvoicing: false }, {}, (change) =>
      changes.push(change),
    );
    field.text('companyEmail').onChange(typed('new@example.com'));
    field.image('signatoryName').onChange('/media/sign.png');
    expect(changes).toEqual([
      { companyEmail: 'new@example.com' },
      { signatoryName: '/media/sign.png' },
    ]);
  });
});
