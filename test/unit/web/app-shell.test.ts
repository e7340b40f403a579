import { describe, expect, it } from 'vitest';
import { shellForFirstPaint } from '../../../web/build/app-shell';

// The app shell every page is rendered into: painted from the HTML alone, its scripts started
// by #app-start once it has painted (decision 003).

const built = `<!doctype html>
<html lang="en">
  <head>
    <script>theme()</script>
    <title>Nexora</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-r.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
    <script id="app-start">start()</script>
  </body>
</html>`;

describe('the app shell', () => {
  const shell = shellForFirstPaint(built, { 'assets/index-c.css': '.hero{color:#111}\n' });

  it('carries its stylesheet inline, so the first paint waits for no other request', () => {
    expect(shell).toContain('<style>.hero{color:#111}</style>');
    expect(shell).not.toContain('rel="stylesheet"');
  });

  it('hands the entry script and its preloads to #app-start instead of loading them in the head', () => {
    expect(shell).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(shell).toContain(
      '<script id="app-start" data-entry="/assets/index-a.js" data-preload="/assets/runtime-r.js /assets/vendor-b.js">start()</script>',
    );
  });

  it('keeps the inline scripts and the icon as they were', () => {
    expect(shell).toContain('<script>theme()</script>');
    expect(shell).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('refuses a build it cannot make into the shell', () => {
    expect(() => shellForFirstPaint(built, {})).toThrow('no stylesheet /assets/index-c.css');
    const noStart = built.replace('<script id="app-start">start()</script>', '');
    expect(() => shellForFirstPaint(noStart, { 'assets/index-c.css': '' })).toThrow('app-start');
    const twoEntries = built.replace(
      '</head>',
      '<script type="module" src="/assets/other.js"></script></head>',
    );
    expect(() => shellForFirstPaint(twoEntries, { 'assets/index-c.css': '' })).toThrow(
      'one entry script, not 2',
    );
  });
});
