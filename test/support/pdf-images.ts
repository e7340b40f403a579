import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { documentPicturesDir, withPdfFile } from './pdf-tools';
import { decodePng } from './png';

// What a PDF shows beyond its text: the images its pages place (a logo, a signature), and the
// page as a picture (poppler's pdftoppm), saved for a person to look at and read back for the
// QR code it prints.

/** How many image XObjects the pages' resources hold, all pages together. */
export async function pdfImageCount(bytes: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(bytes);
  let count = 0;
  for (const page of document.getPages()) {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const ref of objects?.values() ?? []) {
      const object = document.context.lookup(ref);
      const subtype =
        object instanceof PDFRawStream ? object.dict.get(PDFName.of('Subtype')) : undefined;
      if (subtype === PDFName.of('Image')) count += 1;
    }
  }
  return count;
}

const run = promisify(execFile);

/** The first page drawn as a PNG by pdftoppm at `dpi`, also saved as `{name}.png` for review. */
export function pdfPagePicture(pdf: Uint8Array, name: string, dpi = 110): Promise<Uint8Array> {
  return withPdfFile(pdf, async (file) => {
    const prefix = join(dirname(file), 'page');
    await run('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', file, prefix]);
    const png = new Uint8Array(await readFile(`${prefix}.png`));
    await mkdir(documentPicturesDir, { recursive: true });
    await writeFile(join(documentPicturesDir, `${name}.png`), png);
    return png;
  });
}

/** The text of the QR code a picture shows, or undefined when none can be read. */
export function readQrCode(png: Uint8Array): string | undefined {
  const { width, height, pixels } = decodePng(png);
  return jsQR(new Uint8ClampedArray(pixels), width, height)?.data;
}
