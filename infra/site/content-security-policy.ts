import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '../../scripts/local/security-headers';

// The response headers every page gets from CloudFront: the local server's set
// (scripts/local/security-headers.ts) plus HSTS and a Content-Security-Policy.

/**
 * The sha256 sources of the inline scripts that run (the theme script of web/index.html, copied
 * into every built page). JSON-LD and the embedded prerendered content are data blocks, which the
 * browser never executes, so CSP does not apply to them.
 */
export function inlineScriptHashes(htmlFiles: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attributes = match[1] ?? '';
      const body = match[2] ?? '';
      if (/\bsrc=/.test(attributes) || /\btype="application\/(ld\+)?json"/.test(attributes))
        continue;
      if (!body.trim()) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

export interface ContentSecurityPolicyOptions {
  scriptHashes: string[];
  /** Origins the browser calls besides the site: Cognito, the upload buckets. */
  connectSources: string[];
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${options.scriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
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

/** The built pages if there are any, else the template they are built from. */
export function pagesToHash(repositoryRoot: string, siteContentDir?: string): string[] {
  const template = join(repositoryRoot, 'web', 'index.html');
  if (!siteContentDir) return [template];
  const built = ['index.html', 'app-shell.html', '404.html'].map((page) =>
    join(siteContentDir, page),
  );
  return built.some((page) => existsSync(page)) ? built : [template];
}

/** The local server's headers, which the policy must send too. */
export const localSecurityHeaders = securityHeaders;
