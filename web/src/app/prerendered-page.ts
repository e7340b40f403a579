// How a prerendered page hands its state to the browser: the root element names the path it
// was rendered for, and a JSON script carries the content it was rendered with.
export const prerenderedContentId = 'prerendered-content';
export const prerenderedPathAttribute = 'data-prerendered-path';

/** '/about/' and '/about' are one page. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** JSON safe inside a <script> element: no '</script>' or HTML comment can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The slug a section's not-found page is rendered for (/blog/_not-found): no item ever has it,
 * as slugs are lower-case letters, digits and dashes and project ids digits.
 */
export const missingItemSlug = '_not-found';

/**
 * The content to hydrate the HTML in #root with, or undefined when it is not this path's page
 * (the app shell, the site's 404 page) and the app renders afresh. Besides the path's own page,
 * a section's not-found page served for an unknown item of that section ('/blog/nope') is this
 * path's page too: it shows the same not-found state for any slug, so its content moves to the
 * item's own keys ('blog-post:_not-found' → 'blog-post:nope') and nothing changes on hydration
 * (docs/decisions/003-prerender-and-hydrate.md).
 */
export function hydrationContent(
  renderedFor: string | null,
  path: string,
  embedded: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (renderedFor === null) return undefined;
  if (renderedFor === path) return embedded;
  const missing = `/${missingItemSlug}`;
  if (!renderedFor.endsWith(missing)) return undefined;
  const section = renderedFor.slice(0, -missingItemSlug.length);
  const item = path.startsWith(section) ? path.slice(section.length) : '';
  if (!item || item.includes('/')) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(item);
  } catch {
    return undefined;
  }
  const placeholder = `:${missingItemSlug}`;
  return Object.fromEntries(
    Object.entries(embedded).map(([key, value]) => [
      key.endsWith(placeholder) ? `${key.slice(0, -missingItemSlug.length)}${slug}` : key,
      value,
    ]),
  );
}
