import { describe, expect, it } from 'vitest';
import { excerpt, plainText, postSummary } from '#shared/content/excerpt';

describe('plainText', () => {
  it('drops tags, scripts and entities and collapses whitespace', () => {
    expect(plainText('<h2>Why</h2>\n<p>Fast &amp; <b>safe</b></p><script>alert(1)</script>')).toBe(
      'Why Fast & safe',
    );
  });
});

describe('excerpt', () => {
  it('keeps short text whole', () => {
    expect(excerpt('<p>Short.</p>')).toBe('Short.');
  });

  it('cuts long text at 150 characters and adds an ellipsis', () => {
    const text = excerpt(`<p>${'word '.repeat(60)}</p>`);
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(153);
  });
});

describe('postSummary', () => {
  it('prefers the written summary', () => {
    expect(postSummary({ summary: 'Written.', content: '<p>Body</p>' })).toBe('Written.');
  });

  it('falls back to the content when the summary is blank', () => {
    expect(postSummary({ summary: '  ', content: '<p>Body text</p>' })).toBe('Body text');
  });
});
