import { readFileSync } from 'node:fs';
import type { DocumentBranding } from '#shared/checkout/document-branding';
import type { DocumentImages } from '#lambdas/lib/document-branding';

// A company's logo and signatory as Settings hold them, for the tests of the documents that
// print them: two small PNGs (a logo with its wordmark, a signature) kept in test/fixtures.

export const logoPng = new Uint8Array(readFileSync('test/fixtures/documents/logo.png'));
export const signaturePng = new Uint8Array(readFileSync('test/fixtures/documents/signature.png'));

export const aSignatory = { name: 'Meera Iyer', designation: 'Director, Finance' };

export const aBranding = (): DocumentBranding => ({
  logoKey: 'branding/1795341845123.png',
  signatory: { ...aSignatory, signatureKey: 'branding/1795341845124.png' },
});

export const brandingImages = (): DocumentImages => ({ logo: logoPng, signature: signaturePng });
