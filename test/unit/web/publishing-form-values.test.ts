import { describe, expect, it } from 'vitest';
import { pickOf, textsOf } from '#web/features/admin/tabs/publishing/form-values';

describe('the publishing forms’ text fields', () => {
  it('start as the stored item’s texts', () => {
    expect(textsOf({ title: 'Hello', slug: 'hello' }, ['title', 'slug'])).toEqual({
      title: 'Hello',
      slug: 'hello',
    });
  });

  it('start blank for a new item and for a field the item leaves unset', () => {
    expect(textsOf(undefined, ['title', 'sector'])).toEqual({ title: '', sector: '' });
    expect(textsOf({ title: 'Hello', sector: undefined }, ['title', 'sector'])).toEqual({
      title: 'Hello',
      sector: '',
    });
  });

  it('send back only the named fields, as typed', () => {
    const values = { title: ' Hello ', slug: 'hello', tags: 'a, b' };
    expect(pickOf(values, ['title', 'slug'])).toEqual({ title: ' Hello ', slug: 'hello' });
  });
});
