import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '#shared/operations/security-headers';
import { appShellFile } from '#shared/operations/site-files';

// The response headers every page gets from CloudFront: the local server's set
// (shared/operations/security-headers.ts) plus HSTS and a Content-Security-Policy.

const sha256Source = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/**
 * The sha256 sources of the inline scripts that run and the inline styles that apply: the app
 * shell's theme, early-input and app-start scripts and its inlined stylesheet, which every
 * rendered page carries. JSON-LD and the embedded rendered content are data blocks, which the
 * browser never executes, so CSP does not apply to them.
 */
export function inlineHashes(htmlFiles: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles) {
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attributes = match[1] ?? '';
      const body = match[2] ?? '';
      if (/\bsrc=/.test(attributes) || /\btype="application\/(ld\+)?json"/.test(attributes))
        continue;
      if (!body.trim()) continue;
      scripts.add(sha256Source(body));
    }
    for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)) {
      styles.add(sha256Source(match[1] ?? ''));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export interface ContentSecurityPolicyOptions {
  scriptHashes: string[];
  styleHashes: string[];
  /** Origins the browser calls besides the site: Cognito, the upload buckets. */
  connectSources: string[];
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${options.scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${options.styleHashes.join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${options.connectSources.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * The built app shell, which every page is rendered into (lambdas/publishing/renderer), else the
 * template it is built from.
 */
export function pagesToHash(repositoryRoot: string, siteContentDir?: string): string[] {
  const appShell = siteContentDir && join(siteContentDir, appShellFile);
  return appShell && existsSync(appShell)
    ? [appShell]
    : [join(repositoryRoot, 'web', 'index.html')];
}

/** The local server's headers, which the policy must send too. */
export const localSecurityHeaders = securityHeaders;
