import { describe, expect, it } from 'vitest';
import { certificateIdPattern } from '#shared/learning/certificates';
import { newCertificateId } from '#lambdas/learning/certificates';

describe('newCertificateId', () => {
  it('reads as three groups of Crockford base32, without I, L, O or U, and does not repeat', () => {
    const ids = Array.from({ length: 2000 }, newCertificateId);
    for (const id of ids) expect(id).toMatch(certificateIdPattern);
    expect(ids.join('')).not.toMatch(/[ILOU]/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
