import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

// What a PDF really draws: each page's content streams inflated and their text-showing operators
// (Tj) read back, one entry per line drawn. Searching the saved bytes would find nothing, since
// pdf-lib Flate-compresses every content stream.

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

/** The lines of text each page draws, in drawing order. */
export async function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const operators = streamsOf(page.node.Contents(), document)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
      winAnsi(hexBytes(match[1]!)),
    );
  });
}

/** Every line the document draws, all pages, joined with newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageLines(bytes)).flat().join('\n');
}
