import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

// Poppler's command-line tools (Debian's poppler-utils, installed by .ci/run): pdftotext reads a
// PDF as a reader's copy and search would, and pdftoppm draws its pages, for a person to look at.

const run = promisify(execFile);

/** Where the tests leave a picture of each document they draw, for review (ignored by git). */
export const documentPicturesDir = resolve('test-results', 'documents');

/** Runs `use` on the bytes written to a throw-away file, which is removed after. */
export async function withPdfFile<T>(
  bytes: Uint8Array,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'techsite-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The document's text as pdftotext extracts it (UTF-8, in reading order). */
export const pdftotext = (bytes: Uint8Array): Promise<string> =>
  withPdfFile(bytes, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout;
  });

/**
 * Saves each page as `<name>-<page>.png` at 60 dpi in documentPicturesDir, for review; answers
 * the first page's file.
 */
export const saveDocumentPicture = (name: string, bytes: Uint8Array): Promise<string> =>
  withPdfFile(bytes, async (file) => {
    await mkdir(documentPicturesDir, { recursive: true });
    const prefix = join(documentPicturesDir, name);
    await run('pdftoppm', ['-png', '-r', '60', file, prefix]);
    return `${prefix}-1.png`;
  });
