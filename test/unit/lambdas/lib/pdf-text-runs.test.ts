import { beforeAll, describe, expect, it } from 'vitest';
import { documentFonts, type DocumentFonts } from '#lambdas/lib/pdf-fonts/document-fonts';
import { textRuns } from '#lambdas/lib/pdf-fonts/text-runs';
import type { DocumentFontFamily } from '#shared/operations/document-font-assets';

// How a line is cut into runs that one font each draws, with the real fonts' coverage, and what
// HarfBuzz makes of a run (docs/decisions/026-fonts-for-every-indian-script.md).

let fonts: DocumentFonts;
beforeAll(async () => {
  fonts = await documentFonts();
});

const runsOf = (text: string) =>
  textRuns(text, (family: DocumentFontFamily, codePoint: number) =>
    fonts.face(family, 400).covers(codePoint),
  );

describe('text runs', () => {
  it('give each script its own font, spaces staying with the script before them', () => {
    expect(runsOf('Asha प्रिया शर्मा Rao')).toEqual([
      { family: 'latin', text: 'Asha ' },
      { family: 'devanagari', text: 'प्रिया शर्मा ' },
      { family: 'latin', text: 'Rao' },
    ]);
  });

  it('send digits after an Indian script to Latin when its font has none, and ₹ to latin-ext', () => {
    expect(runsOf('பிரியா 25 ₹1,000')).toEqual([
      { family: 'tamil', text: 'பிரியா ' },
      { family: 'latin', text: '25 ' },
      { family: 'latin-ext', text: '₹' },
      { family: 'latin', text: '1,000' },
    ]);
  });

  it('keep a combining mark with its letter, even where that font lacks the mark', () => {
    expect(runsOf('Łe\u0301')).toEqual([
      { family: 'latin-ext', text: 'Ł' },
      { family: 'latin', text: 'e\u0301' },
    ]);
  });
});

describe('shaping', () => {
  it('draws the vowel sign ि before the consonant it follows in the text', () => {
    const [run] = fonts.shapeLine('कि', 400).runs;
    const [consonant] = fonts.face('devanagari', 400).shape('क').glyphs;
    const drawn = run!.glyphs.map((glyph) => glyph.id);
    expect(drawn).toHaveLength(2);
    expect(drawn[1]).toBe(consonant!.id);
    expect(drawn[0]).not.toBe(consonant!.id);
  });

  it('joins a conjunct into fewer glyphs than its letters, and measures it as drawn', () => {
    const conjunct = fonts.shapeLine('प्र', 400);
    expect(conjunct.runs[0]!.glyphs.length).toBeLessThan(3);
    expect(conjunct.widthAt(10)).toBeLessThan(fonts.shapeLine('प र', 400).widthAt(10));
  });
});
