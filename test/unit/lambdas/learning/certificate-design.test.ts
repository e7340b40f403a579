import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '#lambdas/learning/certificate-pdf';
import { aCertificateView } from '#test/support/certificates';
import { aBranding, aSignatory, brandingImages } from '#test/support/document-branding';
import { pdfImageCount, pdfPagePicture, readQrCode } from '#test/support/pdf-images';
import { pdfPageLines } from '#test/support/pdf-text';

// The certificate's design (decision 028): a QR code of its check address beside the id, and the
// company's logo and signatory when Settings name them.

const branded = () => aCertificateView({ branding: aBranding() });

describe('a certificate', () => {
  it('prints a QR code that a phone reads as its check address', async () => {
    const pdf = await renderCertificatePdf(aCertificateView());
    const picture = await pdfPagePicture(pdf, 'unit-certificate-plain');
    expect(readQrCode(picture)).toBe('https://www.example.in/certificates/K7QM-4T2X-9RAD');
  });

  it('shows the logo and the signature, with the signatory’s name and designation', async () => {
    const pdf = await renderCertificatePdf(branded(), brandingImages());
    expect(await pdfImageCount(pdf)).toBe(2);
    const [lines] = await pdfPageLines(pdf);
    expect(lines).toEqual(expect.arrayContaining([aSignatory.name, aSignatory.designation]));
    const picture = await pdfPagePicture(pdf, 'unit-certificate-branded');
    expect(readQrCode(picture)).toBe(branded().verifyUrl);
  });

  it('names the signatory without a picture when only the name is set', async () => {
    const view = aCertificateView({ branding: { signatory: aSignatory } });
    const pdf = await renderCertificatePdf(view);
    expect(await pdfImageCount(pdf)).toBe(0);
    const [lines] = await pdfPageLines(pdf);
    expect(lines).toContain(aSignatory.designation);
  });

  it('gives the same bytes for the same certificate and pictures', async () => {
    const first = await renderCertificatePdf(branded(), brandingImages());
    const again = await renderCertificatePdf(branded(), brandingImages());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });
});
