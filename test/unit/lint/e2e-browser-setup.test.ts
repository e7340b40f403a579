import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every e2e file gets its one Chromium from useChromium() (test/support/browser.ts), which
// launches it before the file's hooks and closes it, with every context left open, after them.
// A file that launched or closed a browser itself would bring back the copied setup, or a
// second browser.

const root = join(import.meta.dirname, '..', '..', '..');
const e2e = join(root, 'test', 'e2e');

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));

const ownBrowserSetup = [
  { what: 'launches Chromium itself', pattern: /\blaunchChromium\b|\.launch(Persistent\w*)?\(/ },
  { what: 'closes a browser itself', pattern: /\bbrowser\??\.close\(/ },
  {
    what: "imports playwright-core's browser launchers",
    pattern: /import\s*\{[^}]*\b(chromium|firefox|webkit)\b[^}]*\}\s*from\s*'playwright(-core)?'/,
  },
];

/** What in `source` sets a browser up or tears it down by hand. */
function ownSetupIn(source: string): string[] {
  const found = ownBrowserSetup
    .filter(({ pattern }) => pattern.test(source))
    .map(({ what }) => what);
  const uses = source.match(/\buseChromium\(\)/g)?.length ?? 0;
  if (uses > 1) found.push(`calls useChromium() ${uses} times (one browser per file)`);
  return found;
}

describe('the e2e files’ browser setup', () => {
  it('is useChromium() in every file: none launches or closes a browser itself', () => {
    const files = sourcesUnder(e2e);
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) =>
      ownSetupIn(readFileSync(file, 'utf8')).map((what) => `${relative(root, file)} ${what}`),
    );
    expect(problems).toEqual([]);
  });

  it('recognises the setup it replaced', () => {
    expect(ownSetupIn('browser = await launchChromium();\nawait browser?.close();')).toEqual([
      'launches Chromium itself',
      'closes a browser itself',
    ]);
    expect(
      ownSetupIn("import { chromium } from 'playwright-core';\nconst b = await chromium.launch();"),
    ).toEqual(['launches Chromium itself', "imports playwright-core's browser launchers"]);
    expect(ownSetupIn('const a = useChromium();\nconst b = useChromium();')).toEqual([
      'calls useChromium() 2 times (one browser per file)',
    ]);
    expect(ownSetupIn('const chromium = useChromium();\nawait context.close();')).toEqual([]);
  });
});

// A listener's body read (response.text() and the like) that nobody awaits rejects once the page
// closes, and Vitest counts that unhandled rejection against the whole run. So every read a
// listener starts handles its own failure.

/** The text of each listener on answers (`.on('response', ...)` and the like) in `source`, from
 * its opening to its closing parenthesis. A console message's text() is not a read. */
function listenerCalls(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/\.on\((?=['"](response|requestfinished)['"])/g)) {
    const start = match.index + match[0].length - 1;
    let depth = 0;
    for (let at = start; at < source.length; at += 1) {
      if (source[at] === '(') depth += 1;
      if (source[at] === ')') depth -= 1;
      if (depth === 0) {
        calls.push(source.slice(start, at + 1));
        break;
      }
    }
  }
  return calls;
}

const bodyRead = /\.(text|json|body)\(\)/;

/** The listeners in `source` that start a body read without handling its rejection. */
function unguardedReadsIn(source: string): string[] {
  return listenerCalls(source).filter((call) => bodyRead.test(call) && !call.includes('.catch('));
}

describe('the e2e files’ page listeners', () => {
  it('handle the failure of every body read they start', () => {
    const problems = sourcesUnder(e2e).flatMap((file) =>
      unguardedReadsIn(readFileSync(file, 'utf8')).map(
        (call) => `${relative(root, file)}: ${call.slice(0, 80)}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('recognises a read left to reject', () => {
    expect(
      unguardedReadsIn("page.on('response', (r) => { reads.push(r.text().then(use)); });"),
    ).toHaveLength(1);
    expect(
      unguardedReadsIn(
        "page.on('response', (r) => { const read = r.json(); read.catch(() => undefined); });",
      ),
    ).toEqual([]);
    expect(unguardedReadsIn("page.on('response', (r) => { seen.push(r.url()); });")).toEqual([]);
    expect(unguardedReadsIn("page.on('console', (m) => errors.push(m.text()));")).toEqual([]);
  });
});
