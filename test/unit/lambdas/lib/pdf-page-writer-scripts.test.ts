import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfPageWriter, margin, setDocumentInfo } from '#lambdas/lib/pdf-page-writer';
import { pdfPageLines, pdfPageOperators } from '#test/support/pdf-text';
import { pdftotext, saveDocumentPicture } from '#test/support/pdf-tools';

// A name in each Indian script, and Latin beyond English, drawn by the page writer with the Noto
// fonts and shaped by HarfBuzz, comes back out of the PDF exactly as typed when poppler's
// pdftotext reads it (as copy and search do); a picture of each is left for review
// (docs/decisions/026-fonts-for-every-indian-script.md).

const names = {
  devanagari: 'प्रिया शर्मा',
  tamil: 'பிரியா சர்மா',
  bengali: 'প্রিয়া শর্মা',
  telugu: 'ప్రియా శర్మ',
  kannada: 'ಪ್ರಿಯಾ ಶರ್ಮಾ',
  malayalam: 'പ്രിയ ശർമ്മ',
  gujarati: 'પ્રિયા શર્મા',
  gurmukhi: 'ਪ੍ਰਿਆ ਸ਼ਰਮਾ',
  odia: 'ପ୍ରିୟା ଶର୍ମା',
  latin: 'Zoë Łukasz',
};

/** pdftotext's lines, without the blank ones and the form feed that ends each page. */
const linesOf = (text: string) => text.split(/[\n\f]/).filter(Boolean);

async function drawLines(lines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  setDocumentInfo(document, {
    title: 'Names',
    author: 'Nexora Technologies',
    subject: 'Names in every script',
    issuedAt: '2026-11-25T10:06:00.000Z',
  });
  const writer = await PdfPageWriter.create(document);
  for (const line of lines) {
    writer.paragraph(line, margin, writer.contentWidth, { size: 14 });
    writer.paragraph(line, margin, writer.contentWidth, { size: 14, bold: true });
  }
  return document.save();
}

/** The glyph ids a PDF's pages show: .notdef (0) would be the empty box of a missing letter. */
async function glyphIdsShown(bytes: Uint8Array): Promise<number[]> {
  const operators = (await pdfPageOperators(bytes)).join('\n');
  return [...operators.matchAll(/\[([^\]]*)\]\s*TJ/g)].flatMap(([, array]) =>
    [...array!.matchAll(/<([0-9A-F]{4})>/g)].map(([, id]) => parseInt(id!, 16)),
  );
}

describe('text in every Indian script', () => {
  for (const [script, name] of Object.entries(names)) {
    it(`draws a name in ${script} that pdftotext reads back as typed`, async () => {
      const bytes = await drawLines([name]);
      await saveDocumentPicture(`name-${script}`, bytes);
      expect(linesOf(await pdftotext(bytes))).toEqual([name, name]);
      const glyphs = await glyphIdsShown(bytes);
      expect(glyphs.length).toBeGreaterThan(3);
      expect(glyphs).not.toContain(0);
    });
  }

  it('draws a line that mixes scripts, digits and the rupee sign as one line of text', async () => {
    const line = 'Paid by प्रिया शर्मा (பிரியா) on 25 Nov: ₹1,17,998.82';
    const bytes = await drawLines([line]);
    expect(linesOf(await pdftotext(bytes))).toEqual([line, line]);
    expect((await pdfPageLines(bytes))[0]).toEqual([line, line]);
    expect(await glyphIdsShown(bytes)).not.toContain(0);
  });

  it('gives the same bytes for the same document', async () => {
    const lines = Object.values(names);
    const [first, second] = [await drawLines(lines), await drawLines(lines)];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('embeds each font once, as a subset named by a tag that follows from its glyphs', async () => {
    const bytes = await drawLines([names.devanagari, names.latin]);
    const document = await PDFDocument.load(bytes);
    const baseFonts = document.context
      .enumerateIndirectObjects()
      .map(([, object]) => object.toString())
      .filter((text) => text.includes('/Subtype /Type0'))
      .map((text) => /\/BaseFont \/(\S+)/.exec(text)![1]!);
    const byName = (font: string) => font.slice(font.indexOf('+'));
    expect(baseFonts.sort((a, b) => byName(a).localeCompare(byName(b)))).toEqual([
      expect.stringMatching(/^[A-Z]{6}\+NotoSans-Bold$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSans-Regular$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSansDevanagari-Bold$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSansDevanagari-Regular$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSansLatinExt-Bold$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSansLatinExt-Regular$/),
    ]);
    // Subsets: the whole of these eight fonts is well over a megabyte.
    expect(bytes.length).toBeLessThan(60_000);
  });
});
