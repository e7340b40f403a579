import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

// Where rendered pages are kept: the site bucket in the cloud (s3-page-store.ts), a folder the
// local site server serves under `npm start`. Files are named as the site serves them
// (index.html, blog/my-post.html, sitemap.xml, og/blog/my-post.png).

export interface PageStore {
  /**
   * Names the store (its bucket or folder): the renderer's turns at writing a file
   * (writeInTurn, lambdas/data/page-renders.ts) are kept per store, so renders into two
   * stores never hold each other back.
   */
  readonly name: string;
  /** The app shell the web build made: every page is rendered into it. */
  readTemplate(): Promise<string>;
  /**
   * A file of the web build as the site serves it (a picture under images/), for a share card;
   * undefined when there is none.
   */
  readStaticFile(file: string): Promise<Uint8Array | undefined>;
  put(file: string, body: string, contentType: string): Promise<void>;
  /** Writes a page's share card (a PNG), kept with the version of what it shows. */
  putShareCard(file: string, png: Uint8Array, version: string): Promise<void>;
  /** The version the share card at `file` was drawn from; undefined when there is none. */
  shareCardVersion(file: string): Promise<string | undefined>;
  /** The file answers 301 to `location` (a path on the site) instead of a page. */
  putRedirect(file: string, location: string): Promise<void>;
  remove(file: string): Promise<void>;
  /** Every page file the renderer keeps (not the template), redirects included. */
  listPages(): Promise<string[]>;
  isRedirect(file: string): Promise<boolean>;
}

export const htmlContentType = 'text/html; charset=utf-8';
export const shareCardContentType = 'image/png';

/** Beside a redirected page's file, locally: holds the path it moved to. */
export const redirectSuffix = '.redirect';

/** Beside a share card's file, locally: holds the version it was drawn from. */
const versionSuffix = '.version';

export function folderPageStore(options: { pagesDir: string; templateFile: string }): PageStore {
  const { pagesDir, templateFile } = options;
  const pathOf = (file: string) => join(pagesDir, file);
  const webRoot = resolve(dirname(templateFile));
  const write = async (file: string, body: string | Uint8Array) => {
    await mkdir(dirname(pathOf(file)), { recursive: true });
    // Written whole, then renamed: the site server never sends half a page.
    const temporary = `${pathOf(file)}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, pathOf(file));
  };
  return {
    name: `folder:${resolve(pagesDir)}`,
    readTemplate: () => readFile(templateFile, 'utf8'),
    async readStaticFile(file) {
      const path = resolve(webRoot, file);
      if (!path.startsWith(webRoot + sep)) return undefined;
      return readFile(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
        throw error;
      });
    },
    async put(file, body) {
      await write(file, body);
      await rm(pathOf(file) + redirectSuffix, { force: true });
    },
    async putShareCard(file, png, version) {
      await write(file, png);
      await write(file + versionSuffix, version);
    },
    async shareCardVersion(file) {
      return readFile(pathOf(file) + versionSuffix, 'utf8').catch(() => undefined);
    },
    async putRedirect(file, location) {
      await write(file + redirectSuffix, location);
      await rm(pathOf(file), { force: true });
    },
    async remove(file) {
      await rm(pathOf(file), { force: true });
      await rm(pathOf(file) + redirectSuffix, { force: true });
      await rm(pathOf(file) + versionSuffix, { force: true });
    },
    async listPages() {
      const entries = await readdir(pagesDir, { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(pagesDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .map((file) =>
          file.endsWith(redirectSuffix) ? file.slice(0, -redirectSuffix.length) : file,
        )
        .filter((file) => file.endsWith('.html'));
    },
    async isRedirect(file) {
      return readFile(pathOf(file) + redirectSuffix).then(
        () => true,
        () => false,
      );
    },
  };
}
