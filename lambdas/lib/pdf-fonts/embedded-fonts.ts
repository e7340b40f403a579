import { createHash } from 'node:crypto';
import { PDFName, PDFString, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';
import type { DocumentFonts, FontFace, ShapedRun } from './document-fonts';

// Each font a document draws with, embedded once as a Type 0 font over a TrueType CIDFont
// (Identity-H: the two bytes shown are the glyph id HarfBuzz chose), cut down to the glyphs the
// document uses when it is saved, with a ToUnicode map so a reader that ignores the spans'
// /ActualText still copies sensible text.

interface UsedFont {
  face: FontFace;
  resourceName: PDFName;
  refs: Record<'font' | 'cidFont' | 'descriptor' | 'file' | 'toUnicode', PDFRef>;
  /** Every glyph drawn, with the text it stands for ('' for a second glyph of a cluster). */
  glyphs: Map<number, string>;
}

/** A glyph's advance as the /W array states it, in thousandths of the font size. */
export const widthInThousandths = (face: FontFace, glyphId: number) =>
  (face.advanceOf(glyphId) * 1000) / face.unitsPerEm;

export class EmbeddedFonts {
  private readonly used = new Map<string, UsedFont>();

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: DocumentFonts,
  ) {}

  /** The run's font as named in `page`'s resources, noting the glyphs it draws. */
  use(page: PDFPage, run: ShapedRun): PDFName {
    const font = this.usedFont(run.face);
    for (const glyph of run.glyphs) {
      if (!font.glyphs.get(glyph.id)) font.glyphs.set(glyph.id, glyph.text);
    }
    page.node.setFontDictionary(font.resourceName, font.refs.font);
    return font.resourceName;
  }

  /** Writes every font used so far; saving twice writes them again over the same objects. */
  async embed(): Promise<void> {
    if (this.used.size === 0) return;
    const subsetter = await this.fonts.subsetter();
    for (const font of this.used.values()) {
      const glyphIds = [...font.glyphs.keys()].sort((a, b) => a - b);
      const bytes = subsetter.subset(font.face.key, font.face.sfnt, glyphIds);
      this.write(font, glyphIds, bytes);
    }
  }

  private usedFont(face: FontFace): UsedFont {
    let font = this.used.get(face.key);
    if (!font) {
      const { context } = this.document;
      font = {
        face,
        resourceName: PDFName.of(`F${this.used.size + 1}`),
        refs: {
          font: context.nextRef(),
          cidFont: context.nextRef(),
          descriptor: context.nextRef(),
          file: context.nextRef(),
          toUnicode: context.nextRef(),
        },
        glyphs: new Map(),
      };
      this.used.set(face.key, font);
    }
    return font;
  }

  private write(font: UsedFont, glyphIds: number[], bytes: Uint8Array): void {
    const { context } = this.document;
    const { face, refs } = font;
    const baseFont = `${subsetTag(face.key, glyphIds)}+${face.postScriptName}`;
    const perThousand = (value: number) => Math.round((value * 1000) / face.unitsPerEm);
    const metrics = face.metrics();

    context.assign(refs.file, context.flateStream(bytes, { Length1: bytes.length }));
    context.assign(
      refs.descriptor,
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        // Symbolic: the glyphs are named by id, not by a standard Latin encoding.
        Flags: 4,
        FontBBox: metrics.boundingBox.map(perThousand),
        ItalicAngle: 0,
        Ascent: perThousand(metrics.ascent),
        Descent: perThousand(metrics.descent),
        CapHeight: perThousand(metrics.capHeight),
        StemV: face.weight === 700 ? 120 : 80,
        FontFile2: refs.file,
      }),
    );
    context.assign(
      refs.cidFont,
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: refs.descriptor,
        W: glyphWidths(face, glyphIds),
        CIDToGIDMap: 'Identity',
      }),
    );
    context.assign(refs.toUnicode, context.flateStream(toUnicodeCMap(font.glyphs)));
    context.assign(
      refs.font,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [refs.cidFont],
        ToUnicode: refs.toUnicode,
      }),
    );
  }
}

/**
 * The six capitals a subset's name starts with (PDF 32000 §9.6.4), from the font and the glyphs
 * it keeps rather than at random, so the same document always gives the same bytes.
 */
function subsetTag(key: string, glyphIds: number[]): string {
  const digest = createHash('sha256')
    .update(`${key}:${glyphIds.join(',')}`)
    .digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

/** /W as runs of consecutive glyph ids: `first [w w w]`. */
function glyphWidths(face: FontFace, glyphIds: number[]): (number | number[])[] {
  const widths: (number | number[])[] = [];
  let previous = -2;
  let group: number[] = [];
  for (const glyphId of glyphIds) {
    if (glyphId !== previous + 1) {
      group = [];
      widths.push(glyphId, group);
    }
    group.push(Math.round(widthInThousandths(face, glyphId) * 1000) / 1000);
    previous = glyphId;
  }
  return widths;
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

/** The UTF-16BE hex of a string, as PDF strings and CMaps write Unicode. */
export const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, index) => hex4(text.charCodeAt(index))).join('');

function toUnicodeCMap(glyphs: Map<number, string>): string {
  const entries = [...glyphs]
    .filter(([, text]) => text)
    .sort(([a], [b]) => a - b)
    .map(([glyphId, text]) => `<${hex4(glyphId)}> <${utf16Hex(text)}>`);
  const blocks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
