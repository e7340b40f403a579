import { describe, expect, it } from 'vitest';
import { startsLikeResume } from '#lambdas/inbox/resume-bytes';

// Per docs/product.md §5: a résumé's bytes must be what its type says.

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('startsLikeResume', () => {
  it('knows a PDF, a .doc and a .docx by their first bytes', () => {
    expect(startsLikeResume('application/pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(
      startsLikeResume(
        'application/msword',
        new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      ),
    ).toBe(true);
    expect(startsLikeResume(docx, bytes('PK\x03\x04\x14\x00'))).toBe(true);
  });

  it('refuses other bytes under a résumé type, an HTML page or a script among them', () => {
    expect(startsLikeResume('application/pdf', bytes('<html><script>'))).toBe(false);
    expect(startsLikeResume('application/pdf', bytes('PK\x03\x04'))).toBe(false);
    expect(startsLikeResume(docx, bytes('%PDF-1.7'))).toBe(false);
    expect(startsLikeResume('application/msword', bytes('MZ\x90\x00'))).toBe(false);
    expect(startsLikeResume('application/pdf', new Uint8Array())).toBe(false);
  });
});
