import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '#lambdas/learning/certificate-pdf';
import { a4Landscape } from '#lambdas/lib/pdf-page-writer';
import { aCertificateView } from '#test/support/certificates';
import { pdfPageLines } from '#test/support/pdf-text';

// The certificate of completion as drawn (decision 016): one landscape page with who, what, when,
// its id and where anyone checks it.

describe('renderCertificatePdf', () => {
  it('is one landscape A4 page titled with the id and course, dated when issued', async () => {
    const document = await PDFDocument.load(await renderCertificatePdf(aCertificateView()));
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([width, height]).toEqual([a4Landscape.width, a4Landscape.height]);
    expect(document.getTitle()).toBe('Certificate K7QM-4T2X-9RAD: Full Stack Web Development');
    expect(document.getAuthor()).toBe('Nexora Technologies');
    expect(document.getCreationDate()?.toISOString()).toBe('2027-05-15T11:30:00.000Z');
  });

  it("draws the learner's name, the course, the batch dates, the id and where to check it", async () => {
    const [lines] = await pdfPageLines(await renderCertificatePdf(aCertificateView()));
    expect(lines).toEqual([
      'NEXORA TECHNOLOGIES',
      'CERTIFICATE OF COMPLETION',
      'This certifies that',
      'Asha Rao',
      'has completed the course',
      'Full Stack Web Development',
      'Batch: February 2027 (Weekend), started on 6 February 2027',
      'Completed on 15 May 2027',
      'Certificate ID: K7QM-4T2X-9RAD',
      'Scan the code, or check that it is genuine at',
      'https://www.example.in/certificates/K7QM-4T2X-9RAD',
    ]);
  });

  it('leaves the start out for a batch that never had a date', async () => {
    const [lines] = await pdfPageLines(
      await renderCertificatePdf(aCertificateView({ batchStarted: undefined })),
    );
    expect(lines).toContain('Batch: February 2027 (Weekend)');
  });

  it('gives the same bytes for the same certificate, whenever it is drawn', async () => {
    const first = await renderCertificatePdf(aCertificateView());
    const again = await renderCertificatePdf(aCertificateView());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });
});
