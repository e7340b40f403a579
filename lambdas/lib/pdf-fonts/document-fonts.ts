import type * as HarfBuzz from 'harfbuzzjs';
import {
  documentAssetsDir,
  documentFontFamilies,
  documentFontFile,
  documentFontWeights,
  subsetWasmAsset,
  type DocumentFontFamily,
  type DocumentFontWeight,
} from '#shared/operations/document-font-assets';
import { readBundledAsset } from '#lambdas/lib/bundled-asset';
import { FontSubsetter } from './font-subset';
import { scriptTags, textRuns } from './text-runs';
import { sfntFromWoff } from './woff';

// The documents' fonts, read once per container (a Lambda's cold start, a test file's first
// document), and HarfBuzz, which shapes each run of text with them: conjuncts, vowel signs
// placed before their consonant, marks stacked, kerning (docs/decisions/026-fonts-for-every-
// indian-script.md). A font is decoded only when a document first draws its script.

/** One glyph as HarfBuzz placed it, in font units; `text` is what it stands for, if anything. */
export interface ShapedGlyph {
  id: number;
  advance: number;
  xOffset: number;
  yOffset: number;
  text: string;
}

export interface ShapedRun {
  face: FontFace;
  glyphs: ShapedGlyph[];
  /** The run's width in font units. */
  advance: number;
}

export interface ShapedLine {
  runs: ShapedRun[];
  /** The line's width at `size` points. */
  widthAt(size: number): number;
}

export interface FontMetrics {
  ascent: number;
  descent: number;
  capHeight: number;
  boundingBox: [number, number, number, number];
}

const weightNames: Record<DocumentFontWeight, string> = { 400: 'Regular', 700: 'Bold' };
const familyNames: Record<DocumentFontFamily, string> = {
  latin: 'NotoSans',
  'latin-ext': 'NotoSansLatinExt',
  devanagari: 'NotoSansDevanagari',
  bengali: 'NotoSansBengali',
  gurmukhi: 'NotoSansGurmukhi',
  gujarati: 'NotoSansGujarati',
  oriya: 'NotoSansOriya',
  tamil: 'NotoSansTamil',
  telugu: 'NotoSansTelugu',
  kannada: 'NotoSansKannada',
  malayalam: 'NotoSansMalayalam',
};

/** A font of one family and weight, decoded and ready for HarfBuzz. */
export class FontFace {
  readonly key: string;
  readonly postScriptName: string;
  readonly unitsPerEm: number;
  private readonly font: HarfBuzz.Font;
  private readonly unicodes: Set<number>;

  constructor(
    private readonly hb: typeof HarfBuzz,
    readonly family: DocumentFontFamily,
    readonly weight: DocumentFontWeight,
    readonly sfnt: Uint8Array,
  ) {
    this.key = `${family}-${weight}`;
    this.postScriptName = `${familyNames[family]}-${weightNames[weight]}`;
    const face = new hb.Face(new hb.Blob(sfnt));
    this.unitsPerEm = face.upem;
    this.unicodes = new Set(face.collectUnicodes());
    this.font = new hb.Font(face);
  }

  covers(codePoint: number): boolean {
    return this.unicodes.has(codePoint);
  }

  /** A glyph's own advance, in font units: the width the PDF's /W array gives it. */
  advanceOf(glyphId: number): number {
    return this.font.glyphHAdvance(glyphId);
  }

  metrics(): FontMetrics {
    const { ascender, descender } = this.font.hExtents();
    const head = new DataView(this.font.face.referenceTable('head')!.buffer);
    return {
      ascent: ascender,
      descent: descender,
      capHeight: this.font.getMetricPositionWithFallback(this.hb.MetricsTag.CAP_HEIGHT),
      boundingBox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    };
  }

  shape(text: string): ShapedRun {
    const { hb } = this;
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript(scriptTags[this.family]);
    buffer.guessSegmentProperties();
    hb.shape(this.font, buffer);
    const placed = buffer.getGlyphInfosAndPositions();
    // A cluster's text runs to the next cluster's start; its first glyph stands for it all.
    const starts = [...new Set(placed.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
    const seen = new Set<number>();
    const glyphs = placed.map((glyph): ShapedGlyph => {
      const end = starts.find((start) => start > glyph.cluster) ?? text.length;
      const first = !seen.has(glyph.cluster);
      seen.add(glyph.cluster);
      return {
        id: glyph.codepoint,
        advance: glyph.xAdvance ?? 0,
        xOffset: glyph.xOffset ?? 0,
        yOffset: glyph.yOffset ?? 0,
        text: first ? text.slice(glyph.cluster, end) : '',
      };
    });
    return { face: this, glyphs, advance: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) };
  }
}

const shapedLineLimit = 5000;

export class DocumentFonts {
  private readonly faces = new Map<string, FontFace>();
  private readonly shapedLines = new Map<string, ShapedLine>();
  private subsetting: Promise<FontSubsetter> | undefined;

  constructor(
    private readonly hb: typeof HarfBuzz,
    private readonly woffFiles: Map<string, Uint8Array>,
  ) {}

  face(family: DocumentFontFamily, weight: DocumentFontWeight): FontFace {
    const key = `${family}-${weight}`;
    let face = this.faces.get(key);
    if (!face) {
      const woff = this.woffFiles.get(documentFontFile(family, weight))!;
      face = new FontFace(this.hb, family, weight, sfntFromWoff(woff));
      this.faces.set(key, face);
    }
    return face;
  }

  /** The line cut into runs by script and shaped, each run with its font. */
  shapeLine(text: string, weight: DocumentFontWeight): ShapedLine {
    const key = `${weight}\u0000${text}`;
    const known = this.shapedLines.get(key);
    if (known) return known;
    const runs = textRuns(text, (family, codePoint) =>
      this.face(family, weight).covers(codePoint),
    ).map((run) => this.face(run.family, weight).shape(run.text));
    const line: ShapedLine = {
      runs,
      widthAt: (size) =>
        runs.reduce((width, run) => width + (run.advance * size) / run.face.unitsPerEm, 0),
    };
    if (this.shapedLines.size >= shapedLineLimit) this.shapedLines.clear();
    this.shapedLines.set(key, line);
    return line;
  }

  /** hb-subset, started the first time a document is saved. */
  subsetter(): Promise<FontSubsetter> {
    this.subsetting ??= readBundledAsset(documentAssetsDir, subsetWasmAsset).then((wasm) =>
      FontSubsetter.create(wasm),
    );
    return this.subsetting;
  }
}

let loading: Promise<DocumentFonts> | undefined;

/** The fonts and HarfBuzz, loaded once per container; a failed load is tried again next time. */
export function documentFonts(): Promise<DocumentFonts> {
  loading ??= loadDocumentFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadDocumentFonts(): Promise<DocumentFonts> {
  // Imported here, not at the top: harfbuzzjs instantiates its WebAssembly as it is imported.
  const [hb, ...woffs] = await Promise.all([
    import('harfbuzzjs'),
    ...documentFontFamilies.flatMap((family) =>
      documentFontWeights.map(async (weight) => {
        const file = documentFontFile(family, weight);
        return [file, await readBundledAsset(documentAssetsDir, file)] as const;
      }),
    ),
  ]);
  const fonts = new DocumentFonts(hb, new Map(woffs));
  // hb-subset compiles while the first document is drawn; a failure surfaces at its save.
  fonts.subsetter().catch(() => undefined);
  return fonts;
}
