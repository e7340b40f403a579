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
