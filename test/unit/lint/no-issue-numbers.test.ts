import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The issue texts are not in the repository, so a comment or a doc that cites an issue by its
// number points nowhere. Cite what is here instead: a decision (docs/decisions/NNN-*.md), a
// section of docs/, or a file.

const root = join(import.meta.dirname, '..', '..', '..');

/** Ways of citing an issue by number: the word and a number, or a hash and a one- or two-digit number. */
const issueCitations = [/\bissues? #?\d+/gi, /(?<![\w&#|])#\d{1,2}(?![\w#])/g];

/** Tracked files that are not ours to word: installed packages, lock files, bench output. */
const notOurs =
  /(^|\/)(node_modules|bench)\/|(^|\/)(package-lock\.json|[^/]*\.lock|pnpm-lock\.yaml)$/;

/** Each line of `text` that cites an issue by number, as "line: text". */
function issueCitationsIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      issueCitations.some((pattern) => line.match(pattern) !== null)
        ? [`${index + 1}: ${line.trim()}`]
        : [],
    );
}

const trackedTextFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
    .split('\0')
    .filter((path) => path !== '' && !notOurs.test(path));

describe('citations of issue numbers', () => {
  it('are nowhere in the tracked text files', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => {
      const bytes = readFileSync(join(root, path));
      if (bytes.includes(0)) return []; // binary: fonts, images
      return issueCitationsIn(bytes.toString('utf8')).map((line) => `${path}:${line}`);
    });
    expect(found).toEqual([]);
  });

  it('recognises every form they took, and leaves other numbers and #s alone', () => {
    // Put together here so that this file does not cite an issue itself.
    const issue = (rest: string) => ['iss', 'ue', rest].join('');
    expect(issueCitationsIn(`// A learner's own page (${issue(' 15')}).`)).toEqual([
      `1: // A learner's own page (${issue(' 15')}).`,
    ]);
    expect(issueCitationsIn(`ok\n// ${'I'}${'ssue'} 7's targets`)).toHaveLength(1);
    expect(issueCitationsIn(`through PhonePe (${issue('s 5')} and 12).`)).toHaveLength(1);
    expect(issueCitationsIn(`since ${issue(' #' + '14')} the router`)).toHaveLength(1);
    expect(issueCitationsIn(['Checkout (#', '4) keeps'].join(''))).toHaveLength(1);
    expect(
      issueCitationsIn(
        [
          '.replace(/\'/g, "&#39;")',
          '/&(amp|lt|#39|nbsp);/g',
          "'PAGE_RENDER#POST#1'",
          "color: '#333'",
          'PKCS#1 v1.5',
          'the file’s issue date, 15 November',
          'parsed.error.issues.map((issue) => issue.path)',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
