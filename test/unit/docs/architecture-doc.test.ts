import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAreas, lambdaEntry } from '#lambdas/api-routes';
import { routePatterns } from '#web/app/paths';
import { appShellPatterns } from '#web/server/public-pages';

// docs/architecture.md is how a newcomer finds the code for a route: its tables must say what
// the code does, and every file it names must exist.

const root = join(import.meta.dirname, '..', '..', '..');
const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');

/** The rows of the table under a `## N.` heading, as cells without their backticks. */
function tableRows(section: string): string[][] {
  const start = doc.indexOf(`\n## ${section}`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

const firstCode = (cell: string) => /`([^`]+)`/.exec(cell)?.[1] ?? cell;

describe('docs/architecture.md', () => {
  it('lists every API route with its methods and handler file, and no other', () => {
    const fromCode = new Map<string, { methods: Set<string>; file: string }>();
    for (const area of apiAreas) {
      for (const key of area.routeKeys) {
        const [method = '', path = ''] = key.split(' ');
        const row = fromCode.get(path) ?? { methods: new Set(), file: lambdaEntry(area.name) };
        row.methods.add(method);
        fromCode.set(path, row);
      }
    }
    const fromDoc = new Map(
      tableRows('4. ').map(([path = '', methods = '', file = '']) => [
        firstCode(path),
        { methods: new Set(methods.split(', ')), file: firstCode(file) },
      ]),
    );
    expect(fromDoc).toEqual(fromCode);
  });

  it('lists every page route, and marks as browser-only exactly the app-shell routes', () => {
    const rows = tableRows('5. ').map(([route = '', served = '', page = '']) => ({
      route: firstCode(route),
      served,
      page: firstCode(page),
    }));
    expect(rows.map((row) => row.route).sort()).toEqual(Object.values(routePatterns).sort());
    expect(rows.filter((row) => row.served === 'browser').map((row) => row.route)).toEqual(
      expect.arrayContaining([...appShellPatterns]),
    );
    expect(rows.filter((row) => row.served === 'browser')).toHaveLength(appShellPatterns.length);
    for (const { page } of rows) expect(existsSync(join(root, page)), page).toBe(true);
  });

  it('names only files and folders that exist', () => {
    const named = [...doc.matchAll(/`((?:web|lambdas|shared|infra|scripts|test|docs)\/[^`\s]*)`/g)]
      .map((match) => match[1]!)
      .filter((path) => !path.includes('<'));
    expect(named.length).toBeGreaterThan(40);
    for (const path of named) expect(existsSync(join(root, path)), path).toBe(true);
  });
});
