import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '#shared/content/sanitize-html';

describe('sanitizePostHtml', () => {
  it('keeps headings, paragraphs, lists, quotes and links', () => {
    const html =
      '<h2>Why</h2><p>Fast <strong>and</strong> safe</p><ul><li>One</li></ul><blockquote>Q</blockquote>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('removes scripts, styles and event handlers', () => {
    const dirty =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{}</style><img src="https://x.test/a.png" onerror="steal()">';
    const clean = sanitizePostHtml(dirty);
    expect(clean).not.toMatch(/script|style|onclick|onerror|steal/);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="https://x.test/a.png" />');
  });

  it('drops javascript: links but keeps the text', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
