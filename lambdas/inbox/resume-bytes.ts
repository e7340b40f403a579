import type { ResumeContentType } from '#shared/forms/uploads';

// What a résumé's first bytes must be for its type (docs/product.md §5): the browser declares a type and
// the upload is signed for it, but nothing stops other bytes being PUT under that name. PDF
// starts "%PDF-"; a .doc is an OLE2 compound file; a .docx is a ZIP archive.

const signatures: Record<ResumeContentType, number[][]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'application/msword': [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    [0x50, 0x4b, 0x03, 0x04],
  ],
};

/** How many leading bytes the check reads. */
export const resumeSignatureBytes = 8;

export function startsLikeResume(contentType: ResumeContentType, head: Uint8Array): boolean {
  return signatures[contentType].some((signature) =>
    signature.every((byte, index) => head[index] === byte),
  );
}
