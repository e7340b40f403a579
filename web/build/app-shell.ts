import type { Plugin } from 'vite';
import { appShellFile } from '#shared/operations/site-files';
import { attributesOf } from './html-tags';

// The app shell every page is rendered into (lambdas/publishing/renderer), made for a first paint near
// the network's limit on a slow phone (decision 003):
// - the stylesheet is inlined, so painting waits for no second request;
// - the entry script and its module preloads are taken out of the head and handed to the
//   `#app-start` script of index.html, which starts them once the page has painted, so that on
//   a slow link they do not share the bandwidth with what the first paint needs.
// The built index.html is kept as app-shell.html, and the name index.html is left to the
// rendered home page.

const startScriptOpening = '<script id="app-start">';

/**
 * The built index.html as the app shell: `stylesheets` holds the built CSS files by their path
 * in the build (e.g. assets/index-abc.css).
 */
export function shellForFirstPaint(html: string, stylesheets: Record<string, string>): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  let shell = html.replace(/<script\b[^>]*><\/script>\s*|<link\b[^>]*>\s*/g, (tag) => {
    const attributes = attributesOf(tag);
    if (tag.startsWith('<script')) {
      if (attributes.type !== 'module' || !attributes.src) return tag;
      entries.push(attributes.src);
      return '';
    }
    if (attributes.rel === 'modulepreload' && attributes.href) {
      preloads.push(attributes.href);
      return '';
    }
    if (attributes.rel !== 'stylesheet' || !attributes.href?.startsWith('/')) return tag;
    const css = stylesheets[attributes.href.slice(1)];
    if (css === undefined) throw new Error(`The build has no stylesheet ${attributes.href}`);
    if (/<\/style/i.test(css))
      throw new Error(`${attributes.href} cannot be inlined: it ends <style>`);
    return `<style>${css.trim()}</style>\n    `;
  });
  if (entries.length !== 1) {
    throw new Error(`The app shell should load one entry script, not ${entries.length}`);
  }
  if (!shell.includes(startScriptOpening)) {
    throw new Error(`index.html has no ${startScriptOpening} to start the app after painting`);
  }
  const start = `<script id="app-start" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}">`;
  shell = shell.replace(startScriptOpening, start);
  return shell;
}

/** Vite plugin: writes the built index.html as the app shell, made by shellForFirstPaint. */
export const appShellOutput: Plugin = {
  name: 'app-shell-output',
  apply: 'build',
  // After Vite's own HTML plugin has emitted index.html and its tags.
  enforce: 'post',
  generateBundle(_options, bundle) {
    const shell = bundle['index.html'];
    if (!shell || shell.type !== 'asset') throw new Error('The web build made no index.html');
    const stylesheets: Record<string, string> = {};
    for (const output of Object.values(bundle)) {
      if (output.type === 'asset' && output.fileName.endsWith('.css')) {
        stylesheets[output.fileName] = String(output.source);
      }
    }
    shell.source = shellForFirstPaint(String(shell.source), stylesheets);
    shell.fileName = appShellFile;
  },
};
