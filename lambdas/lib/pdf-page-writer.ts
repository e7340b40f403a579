import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import {
  PDFOperator,
  PDFOperatorNames as Ops,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
} from 'pdf-lib';
import qrcode from 'qrcode-generator';
import { documentFonts, type DocumentFonts, type ShapedLine } from './pdf-fonts/document-fonts';
import { EmbeddedFonts, utf16Hex, widthInThousandths } from './pdf-fonts/embedded-fonts';

// Draws lines of text top to bottom on A4 pages, wrapping long text and starting a new page
// when the current one is full, so a document's layout only says what goes where. The PDF
// Lambda's drawers share it (lambdas/documents/pdf-documents.ts).

export interface PageSize {
  width: number;
  height: number;
}

export const a4: PageSize = { width: 595.28, height: 841.89 };
/** A4 turned on its side, as certificates are. */
export const a4Landscape: PageSize = { width: a4.height, height: a4.width };
export const margin = 40;
/** The width between the margins of a portrait A4 page. */
export const contentWidth = a4.width - 2 * margin;

const ink = rgb(0.07, 0.09, 0.15);
const muted = rgb(0.29, 0.33, 0.39);
const ruleColour = rgb(0.82, 0.84, 0.86);
const frameColour = rgb(0.11, 0.31, 0.85);

/**
 * The file's own title, author and dates. The dates are the document's issue date, never the
 * moment of drawing, so the same document always gives the same bytes.
 */
export function setDocumentInfo(
  document: PDFDocument,
  info: { title: string; author: string; subject: string; issuedAt: string },
): void {
  const issuedAt = new Date(info.issuedAt);
  document.setTitle(info.title, { showInWindowTitleBar: true });
  document.setAuthor(info.author);
  document.setSubject(info.subject);
  document.setCreator(info.author);
  document.setProducer('pdf-lib');
  document.setLanguage('en-IN');
  document.setCreationDate(issuedAt);
  document.setModificationDate(issuedAt);
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
}

export class PdfPageWriter {
  private page: PDFPage;
  /** The baseline of the next line, from the page's bottom edge. */
  y: number;

  private constructor(
    private readonly document: PDFDocument,
    private readonly fonts: DocumentFonts,
    private readonly embedded: EmbeddedFonts,
    readonly pageSize: PageSize,
  ) {
    this.page = document.addPage([pageSize.width, pageSize.height]);
    this.y = pageSize.height - margin;
  }

  /**
   * A writer on a new page of `document`, with the Noto fonts (docs/decisions/026-fonts-for-
   * every-indian-script.md): the fonts a document draws are embedded, as subsets of the glyphs it
   * uses, when the document is saved.
   */
  static async create(document: PDFDocument, pageSize = a4): Promise<PdfPageWriter> {
    const fonts = await documentFonts();
    return new PdfPageWriter(document, fonts, embeddedFontsOf(document, fonts), pageSize);
  }

  /** The width between the side margins. */
  get contentWidth(): number {
    return this.pageSize.width - 2 * margin;
  }

  /** The text shaped in the style's weight: runs by script, each with its font's glyphs. */
  private shaped(text: string, style: TextStyle): ShapedLine {
    return this.fonts.shapeLine(this.printable(text), style.bold ? 700 : 400);
  }

  /**
   * The text as one line draws it: line breaks and tabs become a space. Every letter of Latin
   * and the Indian scripts is drawn as typed, "₹" too; a character no font carries is drawn as
   * an empty box (and still copied as typed).
   */
  printable(text: string, _style: TextStyle = {}): string {
    return text.replace(/[\r\n\t]+/g, ' ');
  }

  /** The width HarfBuzz's advances give the text at the style's size. */
  widthOf(text: string, style: TextStyle = {}): number {
    return this.shaped(text, style).widthAt(style.size ?? 10);
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * 1.4;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  ensureSpace(height: number): void {
    if (this.y - height >= margin) return;
    this.page = this.document.addPage([this.pageSize.width, this.pageSize.height]);
    this.y = this.pageSize.height - margin;
  }

  /**
   * Draws one line at x on the current baseline, without moving down: each run's glyphs where
   * HarfBuzz placed them, inside a span whose /ActualText is the line as typed, so copying or
   * searching the PDF finds the text itself, whatever the glyphs' order.
   */
  textAt(text: string, x: number, style: TextStyle = {}): void {
    const line = this.printable(text);
    if (!line) return;
    const size = style.size ?? 10;
    // The span inside the text object, so a reader ending it still knows the font and place.
    const operators: PDFOperator[] = [
      pushGraphicsState(),
      setFillingColor(style.muted ? muted : ink),
      beginText(),
      PDFOperator.of(Ops.BeginMarkedContentSequence, [
        '/Span',
        `<< /ActualText <FEFF${utf16Hex(line)}> >>`,
      ]),
    ];
    let pen = x;
    for (const run of this.shaped(line, style).runs) {
      operators.push(
        setFontAndSize(this.embedded.use(this.page, run), size),
        setTextMatrix(1, 0, 0, 1, pen, this.y),
        ...glyphOperators(run, size),
      );
      pen += (run.advance * size) / run.face.unitsPerEm;
    }
    operators.push(PDFOperator.of(Ops.EndMarkedContent), endText(), popGraphicsState());
    this.page.pushOperators(...operators);
  }

  /** Draws one line ending at `right`, for amounts. */
  textRightAt(text: string, right: number, style: TextStyle = {}): void {
    this.textAt(text, right - this.widthOf(text, style), style);
  }

  /** Draws text centred on the page, wrapped between the margins, moving down line by line. */
  centred(text: string, style: TextStyle = {}): void {
    for (const line of this.wrap(text, this.contentWidth, style)) {
      this.ensureSpace(this.lineHeight(style));
      this.textAt(line, (this.pageSize.width - this.widthOf(line, style)) / 2, style);
      this.y -= this.lineHeight(style);
    }
  }

  /** Splits text into lines no wider than `width`, breaking at spaces, else inside a word. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.widthOf(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word wider than the column (a long e-mail address) is cut where it must be, between
      // letters as a reader sees them (a conjunct or an accented letter stays whole).
      let letters = graphemes(line);
      while (this.widthOf(line, style) > width && letters.length > 1) {
        let cut = letters.length - 1;
        while (cut > 1 && this.widthOf(letters.slice(0, cut).join(''), style) > width) cut -= 1;
        lines.push(letters.slice(0, cut).join(''));
        letters = letters.slice(cut);
        line = letters.join('');
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  /** Draws wrapped text from x, `width` wide, moving down line by line; returns the lines drawn. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}): number {
    const lines = this.wrap(text, width, style);
    for (const line of lines) {
      this.ensureSpace(this.lineHeight(style));
      this.textAt(line, x, style);
      this.y -= this.lineHeight(style);
    }
    return lines.length;
  }

  /** A thin horizontal line across the content, `gap` points below the last line. */
  rule(gap = 4): void {
    this.y -= gap;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: this.pageSize.width - margin, y: this.y },
      thickness: 0.6,
      color: ruleColour,
    });
    this.y -= 14;
  }

  /** A filled band behind a table's header row of the given height. */
  band(height: number): void {
    this.page.drawRectangle({
      x: margin,
      y: this.y - height * 0.3,
      width: this.contentWidth,
      height,
      color: rgb(0.95, 0.96, 0.97),
    });
  }

  /** A frame `inset` points inside the page's edge, drawn once on the current page. */
  frame(inset: number, thickness: number): void {
    const { width, height } = this.pageSize;
    this.page.drawRectangle({
      x: inset,
      y: inset,
      width: width - 2 * inset,
      height: height - 2 * inset,
      borderColor: frameColour,
      borderWidth: thickness,
    });
  }

  /**
   * A QR code of `text`, `size` points square with its bottom-left corner at (x, y), drawn as
   * vector squares (sharp at any zoom, no image to embed) inside the white quiet zone scanners
   * need. Error correction M, as printed documents' codes use.
   */
  qrCode(text: string, x: number, y: number, size: number): void {
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    const quietZone = 4;
    const count = code.getModuleCount();
    const cell = size / (count + 2 * quietZone);
    this.page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
    for (let row = 0; row < count; row += 1) {
      for (let column = 0; column < count; column += 1) {
        if (!code.isDark(row, column)) continue;
        this.page.drawRectangle({
          x: x + (column + quietZone) * cell,
          y: y + size - (row + quietZone + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
      }
    }
  }

  /** Writes on the last page's foot, below everything else. */
  footer(text: string, style: TextStyle = {}): void {
    const y = this.y;
    this.y = margin - 12;
    this.textAt(text, margin, style);
    this.y = y;
  }

  /**
   * Embeds a PNG or JPEG, known by its first bytes; undefined for anything else or a file pdf-lib
   * cannot read, so a bad logo or signature leaves a document without it rather than failing it.
   */
  async embedImage(bytes: Uint8Array): Promise<PDFImage | undefined> {
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    try {
      if (isPng) return await this.document.embedPng(bytes);
      if (isJpeg) return await this.document.embedJpg(bytes);
    } catch {
      return undefined;
    }
    return undefined;
  }

  /**
   * Draws an embedded image on the current page, its bottom-left corner at (x, y), as large as
   * fits in `maxWidth` × `maxHeight` without changing its proportions; answers the size drawn.
   */
  imageAt(
    image: PDFImage,
    x: number,
    y: number,
    maxWidth: number,
    maxHeight: number,
  ): { width: number; height: number } {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
    const size = { width: image.width * scale, height: image.height * scale };
    this.page.drawImage(image, { x, y, ...size });
    return size;
  }
}

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (text: string) =>
  [...graphemeSegmenter.segment(text)].map((part) => part.segment);

const embeddedFontsByDocument = new WeakMap<PDFDocument, EmbeddedFonts>();

/**
 * The document's embedded fonts, one set however many writers draw on it. Saving the document
 * first writes them, subset to the glyphs drawn by then: the drawers only call save().
 */
function embeddedFontsOf(document: PDFDocument, fonts: DocumentFonts): EmbeddedFonts {
  let embedded = embeddedFontsByDocument.get(document);
  if (!embedded) {
    const fontsOfDocument = new EmbeddedFonts(document, fonts);
    const save = document.save.bind(document);
    document.save = async (options) => {
      await fontsOfDocument.embed();
      return save(options);
    };
    embedded = fontsOfDocument;
    embeddedFontsByDocument.set(document, embedded);
  }
  return embedded;
}

const pdfNumber = (value: number) => {
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded === 0 ? 0 : rounded);
};

/**
 * A run's glyphs as TJ arrays: each glyph's id, with the shifts that move it from where its own
 * width (/W) would leave it to where HarfBuzz placed it; a mark raised or lowered gets its own
 * text rise.
 */
function glyphOperators(run: ShapedLine['runs'][number], size: number): PDFOperator[] {
  const operators: PDFOperator[] = [];
  const perThousand = 1000 / run.face.unitsPerEm;
  let parts: string[] = [];
  let shift = 0;
  let rise = 0;
  const flush = () => {
    if (parts.length)
      operators.push(PDFOperator.of(Ops.ShowTextAdjusted, [`[${parts.join(' ')}]`]));
    parts = [];
  };
  for (const glyph of run.glyphs) {
    if (glyph.yOffset !== rise) {
      flush();
      rise = glyph.yOffset;
      operators.push(
        PDFOperator.of(Ops.SetTextRise, [pdfNumber((rise * size) / run.face.unitsPerEm)]),
      );
    }
    // TJ's numbers move the pen left by thousandths of the size: a shift right is negative.
    shift -= glyph.xOffset * perThousand;
    if (Math.abs(shift) >= 0.0005) parts.push(pdfNumber(shift));
    parts.push(`<${glyph.id.toString(16).toUpperCase().padStart(4, '0')}>`);
    shift =
      glyph.xOffset * perThousand +
      widthInThousandths(run.face, glyph.id) -
      glyph.advance * perThousand;
  }
  flush();
  if (rise !== 0) operators.push(PDFOperator.of(Ops.SetTextRise, ['0']));
  return operators;
}
