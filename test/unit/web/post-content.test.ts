import { describe, expect, it } from 'vitest';
import { withScrollableBoxesFocusable } from '#web/features/blog/components/post-content';

describe('withScrollableBoxesFocusable', () => {
  it('lets the keyboard reach code blocks and tables, which scroll in their own box', () => {
    expect(
      withScrollableBoxesFocusable('<pre><code>x</code></pre><table class="t"><tr></tr></table>'),
    ).toBe('<pre tabindex="0"><code>x</code></pre><table tabindex="0" class="t"><tr></tr></table>');
  });

  it('leaves other tags alone, prefix or not', () => {
    const html = '<p>pre and table</p><preview></preview><tablet></tablet>';
    expect(withScrollableBoxesFocusable(html)).toBe(html);
  });
});
