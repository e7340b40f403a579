import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

// What a PDF really draws: each page's content streams inflated and each line's text read back,
// one entry per line drawn. The page writer draws a line as glyph ids inside a span whose
// /ActualText is the line as typed (lambdas/lib/pdf-page-writer.ts), so that is what is read;
// text shown with a standard font (Tj, WinAnsi) is read as well. Searching the saved bytes would
// find nothing, since pdf-lib Flate-compresses every content stream.

/** WinAnsi differs from Latin-1 in 0x80–0x9F; these are the ones a document may use. */
const winAnsiExtras: Record<number, string> = {
  0x80: '€',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const winAnsi = (bytes: number[]) =>
  bytes.map((byte) => winAnsiExtras[byte] ?? String.fromCharCode(byte)).join('');

const utf16 = (bytes: number[]) => {
  const units: number[] = [];
  // The first two bytes are the byte-order mark, FE FF.
  for (let index = 2; index + 1 < bytes.length; index += 2) {
    units.push(bytes[index]! * 256 + bytes[index + 1]!);
  }
  return String.fromCharCode(...units);
};

function hexBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < hex.length; index += 2) {
    bytes.push(parseInt(hex.slice(index, index + 2).padEnd(2, '0'), 16));
  }
  return bytes;
}

function streamsOf(contents: PDFObject | undefined, document: PDFDocument): PDFRawStream[] {
  const resolved = contents && document.context.lookup(contents);
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) {
    return resolved.asArray().flatMap((entry) => streamsOf(entry, document));
  }
  return [];
}

/** Each page's content, its streams inflated: the operators that draw it, as text. */
export async function pdfPageOperators(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) =>
    streamsOf(page.node.Contents(), document)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n'),
  );
}

/** The lines of text each page draws, in drawing order. */
export async function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  return (await pdfPageOperators(bytes)).map((operators) => {
    return [...operators.matchAll(/\/ActualText\s*<([0-9A-Fa-f]*)>|<([0-9A-Fa-f]*)>\s*Tj/g)].map(
      ([, actualText, shown]) =>
        actualText === undefined ? winAnsi(hexBytes(shown!)) : utf16(hexBytes(actualText)),
    );
  });
}

/** Every line the document draws, all pages, joined with newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageLines(bytes)).flat().join('\n');
}
