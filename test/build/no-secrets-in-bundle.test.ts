import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, inject, it } from 'vitest';
import { checkoutConfig } from '#lambdas/lib/config';
import {
  phonePeSandboxSettings,
  readLocalSettings,
  type LocalSettings,
} from '#scripts/local/settings';
import { testAdmin } from '../support/local-stack-settings';
import { findSecrets, type KnownSecret } from '../support/secret-scan';

// Per docs/benchmarks.md: nothing the browser downloads holds a secret. The values are read from where the
// local stack gets them (scripts/local/settings.ts with .env, lambdas/lib/config.ts), so the
// scan follows them when they change; the cloud's keys live in Secrets Manager, never in code.

const webRoot = resolve('dist/web');

/** Files read as bytes: a secret in ASCII shows the same in latin1. */
const binaryExtensions = new Set(['.png', '.jpg', '.webp', '.ico', '.woff2', '.gif', '.avif']);

function knownSecrets(): KnownSecret[] {
  const local = readLocalSettings();
  const configured = phonePeSandboxSettings(local);
  const defaults = phonePeSandboxSettings({} as LocalSettings);
  const phonePeKeys = [
    'PHONEPE_CLIENT_SECRET',
    'PHONEPE_SALT_KEY',
    'PHONEPE_WEBHOOK_USERNAME',
    'PHONEPE_WEBHOOK_PASSWORD',
  ] as const;
  return [
    ...phonePeKeys.flatMap((name) => [
      { name, value: configured[name] },
      { name: `${name} (default)`, value: defaults[name] },
    ]),
    { name: 'INVOICE_LINK_SECRET', value: checkoutConfig().INVOICE_LINK_SECRET },
    { name: 'LOCAL_ADMIN_PASSWORD', value: local.LOCAL_ADMIN_PASSWORD },
    { name: "the test stack's admin password", value: testAdmin.password },
  ];
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the secret scanner', () => {
  const secrets: KnownSecret[] = [
    { name: 'SALT', value: 'Salt#Key/2026+x' },
    { name: 'SHORT', value: 'abc' },
  ];

  it('finds a known value however it is written, and names it without showing it', () => {
    expect(findSecrets('const k="Salt#Key/2026+x";', secrets)).toEqual(['SALT']);
    expect(findSecrets('u="/x?k=Salt%23Key%2F2026%2Bx"', secrets)).toEqual(['SALT']);
    expect(findSecrets(`atob("${btoa('Salt#Key/2026+x')}")`, secrets)).toEqual(['SALT']);
  });

  it('finds keys, key blocks, tokens and PHONEPE_ settings by their shape', () => {
    const token = ['eyJhbGciOiJIUzI1NiJ9', 'eyJzdWIiOiJhZG1pbiJ9', 'c2lnbmF0dXJlLXZhbHVl'].join(
      '.',
    );
    const bundle = [
      'var a="AKIAIOSFODNN7EXAMPLE";',
      '"-----BEGIN RSA PRIVATE KEY-----\\nMIIE"',
      'const e={PHONEPE_SALT_KEY:"0b7f-43a1-a5e2"};',
      `fetch(u,{headers:{authorization:"Bearer ${token}"}})`,
      'const c={clientSecret:"s3cr3t-value-1"};',
    ].join('\n');
    expect(findSecrets(bundle, secrets)).toEqual([
      'an AWS access key id',
      'a PEM block (a private key or certificate)',
      'a PHONEPE_ setting with a value',
      'a JSON Web Token',
      'a secret-named setting with a value',
    ]);
  });

  it('passes ordinary minified code, including password fields and short values', () => {
    const clean =
      'const m={EmptySignInPassword:`Password cannot be empty`};' +
      'function f(p){return p.password===""||p.abc}var PHONEPE="PhonePe";';
    expect(findSecrets(clean, secrets)).toEqual([]);
  });

  it('catches the local settings module if browser code ever imports it', async () => {
    const bundled = await build({
      entryPoints: ['scripts/local/settings.ts'],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      external: ['node:*'],
      logLevel: 'silent',
    });
    const text = bundled.outputFiles.map((file) => file.text).join('\n');
    expect(findSecrets(text, knownSecrets())).toEqual(
      expect.arrayContaining(['PHONEPE_SALT_KEY', 'PHONEPE_CLIENT_SECRET', 'LOCAL_ADMIN_PASSWORD']),
    );
  });
});

describe('the built web bundle', () => {
  it('holds no known secret and nothing shaped like a key in any file of dist/web', async () => {
    const secrets = knownSecrets();
    const files = await filesUnder(webRoot);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    expect(files.some((file) => file.endsWith('.html'))).toBe(true);

    const findings: string[] = [];
    for (const file of files) {
      const text = await readFile(file, binaryExtensions.has(extname(file)) ? 'latin1' : 'utf8');
      for (const what of findSecrets(text, secrets)) {
        findings.push(`${relative(webRoot, file)}: ${what}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('serves a runtime configuration that holds no secret either', async () => {
    const response = await fetch(`${inject('siteUrl')}/runtime-config.json`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(Object.keys(JSON.parse(text) as object).length).toBeGreaterThan(0);
    expect(findSecrets(text, knownSecrets())).toEqual([]);
  });
});
