import { expect, inject } from 'vitest';

// Pages as search engines and link previews read them: plain HTTP, no JavaScript, no redirects
// followed.

export interface RawPage {
  status: number;
  html: string;
  location: string | null;
}

export async function rawPage(path: string): Promise<RawPage> {
  const response = await fetch(`${inject('siteUrl')}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
  };
}

/**
 * The page's HTML once it answers 200 and `shows` holds: pages are rendered again within
 * seconds of a change (decision 008), so the test waits for that, never longer than 20 s.
 */
export async function liveHtml(path: string, shows: (html: string) => boolean): Promise<string> {
  let last: RawPage | undefined;
  await expect
    .poll(
      async () => {
        last = await rawPage(path);
        return last.status === 200 && shows(last.html);
      },
      { timeout: 20_000, interval: 100, message: `${path} did not show the change` },
    )
    .toBe(true);
  return last!.html;
}
