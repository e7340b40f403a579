import { indianScripts, type DocumentFontFamily } from '#shared/operations/document-font-assets';

// A line of text cut into runs that each one font draws: a letter of an Indian script goes to
// that script's Noto Sans family; everything else (digits, spaces, punctuation, ₹) stays with the
// run before it when that run's font has it, and otherwise goes to the first Latin font that has
// it; combining marks and joiners always stay with the letter before them, so HarfBuzz shapes
// the two together.

/** HarfBuzz's ISO 15924 tag for each script, so a run is shaped as that script. */
export const scriptTags: Record<DocumentFontFamily, string> = {
  latin: 'Latn',
  'latin-ext': 'Latn',
  devanagari: 'Deva',
  bengali: 'Beng',
  gurmukhi: 'Guru',
  gujarati: 'Gujr',
  oriya: 'Orya',
  tamil: 'Taml',
  telugu: 'Telu',
  kannada: 'Knda',
  malayalam: 'Mlym',
};

const scriptPatterns = indianScripts.map(
  (script) => [script, new RegExp(`\\p{Script=${scriptTags[script]}}`, 'u')] as const,
);

/** Combining marks, the zero-width (non-)joiners and variation selectors, one character each. */
const joinsPrevious = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;

/** The Latin fonts, in the order they are tried for a character no script claims. */
const latinFamilies = ['latin', 'latin-ext'] as const satisfies DocumentFontFamily[];

export interface TextRun {
  family: DocumentFontFamily;
  text: string;
}

/** The runs of `text`; `covers` says whether a family's font has a character. */
export function textRuns(
  text: string,
  covers: (family: DocumentFontFamily, codePoint: number) => boolean,
): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const script = scriptPatterns.find(([, pattern]) => pattern.test(char))?.[0];
    let family: DocumentFontFamily;
    if (script) family = script;
    else if (current && (joinsPrevious.test(char) || covers(current.family, codePoint))) {
      family = current.family;
    } else {
      // A character no font has is drawn as the Latin font's empty box, as a browser does.
      family = latinFamilies.find((latin) => covers(latin, codePoint)) ?? 'latin';
    }
    if (current?.family === family) current.text += char;
    else {
      current = { family, text: char };
      runs.push(current);
    }
  }
  return runs;
}
