// The file every page is rendered into: the web build writes it (web/build/app-shell.ts), the
// site renderer reads it (from the site bucket in the cloud, from dist/web locally), and the
// local site server answers it for the browser-only routes.
export const appShellFile = 'app-shell.html';

/**
 * Where a page's share card is kept and served (docs/decisions/018-share-cards.md), as its HTML
 * file is named: '/' → og/index.png, '/blog/my-post' → og/blog/my-post.png.
 */
export function shareCardFileFor(path: string): string {
  return `${shareCardFolder}/${path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '')}.png`;
}

/** The folder of the site (bucket and local folder) that holds the share cards. */
export const shareCardFolder = 'og';
