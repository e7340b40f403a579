import { describe, expect, it } from 'vitest';
import {
  cleanUrlsFunctionCode,
  viewerAddressFunctionCode,
} from '../../infra/site/clean-urls-function';
import { isAppShellPath } from '#web/server/public-pages';

// The functions' own code, run here as CloudFront would run it on a viewer request.

type Request = { uri: string; headers: Record<string, { value: string }> };
type Handler = (event: { request: Request; viewer: { ip: string } }) => Request;

const load = (code: string) => new Function(`${code}\nreturn handler;`)() as Handler;
const cleanUrls = load(cleanUrlsFunctionCode());
const rewrite = (uri: string) =>
  cleanUrls({ request: { uri, headers: {} }, viewer: { ip: '203.0.113.9' } }).uri;

describe('the clean-URL function', () => {
  it('serves the home page for /', () => {
    expect(rewrite('/')).toBe('/index.html');
  });

  it('serves a prerendered page for a clean URL, with or without a trailing slash', () => {
    expect(rewrite('/about')).toBe('/about.html');
    expect(rewrite('/about/')).toBe('/about.html');
    expect(rewrite('/blog/core-web-vitals-practical-checklist')).toBe(
      '/blog/core-web-vitals-practical-checklist.html',
    );
  });

  it('serves the app shell for browser-only routes', () => {
    expect(rewrite('/learning/react-masterclass/enroll')).toBe('/app-shell.html');
    expect(rewrite('/payment/success')).toBe('/app-shell.html');
    expect(rewrite('/admin')).toBe('/app-shell.html');
    expect(rewrite('/admin/login')).toBe('/app-shell.html');
  });

  it('agrees with the local server on which paths are app-shell routes', () => {
    for (const path of [
      '/admin',
      '/admin/reset-password',
      '/learning/x/enroll',
      '/learning/x',
      '/about',
    ]) {
      expect(rewrite(path) === '/app-shell.html', path).toBe(isAppShellPath(path));
    }
  });

  it('leaves assets and files with an extension alone', () => {
    expect(rewrite('/assets/index-gWWvmS2Y.js')).toBe('/assets/index-gWWvmS2Y.js');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
    expect(rewrite('/images/blog/post.svg')).toBe('/images/blog/post.svg');
  });
});

describe('the viewer-address function', () => {
  it("replaces whatever the caller sent with the viewer's IP", () => {
    const handler = load(viewerAddressFunctionCode());
    const request = handler({
      request: { uri: '/api/contact', headers: { 'x-viewer-address': { value: '10.0.0.1' } } },
      viewer: { ip: '203.0.113.9' },
    });
    expect(request.headers['x-viewer-address']).toEqual({ value: '203.0.113.9' });
  });
});
