import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { consentStorageKey, type ConsentCategory, type CookieConsent } from '#web/lib/consent';

// Debian's Chromium, never a downloaded browser. The flags keep it off the closed network.
const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);

function launchChromium(): Promise<Browser> {
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

type ContextOptions = Parameters<Browser['newContext']>[0];
type ConsentChoice = Partial<Pick<CookieConsent, ConsentCategory>>;

/** The one Chromium of a test file, and the contexts opened in it. */
export interface FileBrowser {
  /** The browser itself, there from the file's first beforeAll until after its last afterAll. */
  readonly browser: Browser;
  /** A context without any cookie choice made (the banner shows). */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A context whose visitor already made the cookie choice: see newContextWithConsent. */
  newContextWithConsent(options?: ContextOptions, choice?: ConsentChoice): Promise<BrowserContext>;
  /** A page in a new context with the cookie choice made: see newPageWithConsent. */
  newPage(options?: ContextOptions, page?: PageOptions): Promise<OpenedPage>;
}

/** `timeout`: the page's default for every step, so a test fails on the step that went wrong. */
export interface PageOptions {
  timeout?: number;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console and page errors, as collectPageErrors collects them. */
  errors: string[];
}

/**
 * Launches one Chromium for the test file (call it at the file's top, before its own hooks) and
 * closes it after the file, with every context still open in it, however it was opened (the
 * admin pages of admin-browser.ts too). Its hooks come first and last (vitest runs afterAll
 * hooks in reverse, sequence.hooks 'stack'), so the file's own beforeAll may open pages, and its
 * afterAll still has the browser for its clean-up.
 */
export function useChromium(): FileBrowser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(async () => {
    if (!launched) return;
    await Promise.all(launched.contexts().map((context) => context.close()));
    await launched.close();
    launched = undefined;
  });
  const browser = () => {
    if (!launched) throw new Error('useChromium(): the browser is open only in tests and hooks');
    return launched;
  };
  return {
    get browser() {
      return browser();
    },
    newContext: (options) => browser().newContext(options),
    newContextWithConsent: (options, choice) => newContextWithConsent(browser(), options, choice),
    newPage: (options, page) => newPageWithConsent(browser(), options, page),
  };
}

/** Collects console errors and page errors, so a test can fail on any (hydration ones too). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A context whose visitor already made the cookie choice (optional cookies rejected, unless
 * `choice` accepts some), so no banner covers the page under test.
 */
export async function newContextWithConsent(
  browser: Browser,
  options: ContextOptions = {},
  choice: ConsentChoice = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const consent = {
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
    ...choice,
  };
  await context.addInitScript(
    ({ key, consent }) =>
      localStorage.setItem(
        key,
        JSON.stringify({ ...consent, timestamp: new Date().toISOString() }),
      ),
    { key: consentStorageKey, consent },
  );
  return context;
}

/** Runs in the page: React marks each element it has hydrated with a `__reactProps$…` key. */
export function elementHydrated(selector: string): boolean {
  const element = document.querySelector(selector);
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Waits until React has hydrated the element `selector` finds (lazily loaded parts too). */
export async function waitForHydrated(page: Page, selector: string, timeout?: number) {
  await page.waitForFunction(elementHydrated, selector, timeout ? { timeout } : {});
}

/** A page in a new context whose visitor already made the cookie choice, collecting its errors. */
export async function newPageWithConsent(
  browser: Browser,
  options: ContextOptions = {},
  { timeout }: PageOptions = {},
): Promise<OpenedPage> {
  const context = await newContextWithConsent(browser, options);
  const page = await context.newPage();
  if (timeout !== undefined) page.setDefaultTimeout(timeout);
  return { context, page, errors: collectPageErrors(page) };
}
