// The file every page is rendered into: the web build writes it (web/build/app-shell.ts), the
// site renderer reads it (from the site bucket in the cloud, from dist/web locally), and the
// local site server answers it for the browser-only routes.
export const appShellFile = 'app-shell.html';
