import { PDFDocument } from 'pdf-lib';
import {
  PdfPageWriter,
  a4Landscape,
  setDocumentInfo,
  type TextStyle,
} from '#lambdas/lib/pdf-page-writer';
import type { CertificateView } from './certificate-view';

// A certificate of completion on one landscape A4 page: who, which course and batch, when, and
// the id with the address where anyone can check it (the PDF proves nothing by itself; the
// verification page does, and says so once a certificate is revoked).

const muted: TextStyle = { size: 13, muted: true };

export async function renderCertificatePdf(view: CertificateView): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  setDocumentInfo(document, {
    title: `Certificate ${view.id}: ${view.courseTitle}`,
    author: view.issuer,
    subject: `${view.learnerName} completed ${view.courseTitle}`,
    issuedAt: view.issuedAt,
  });
  const writer = await PdfPageWriter.create(document, a4Landscape);
  writer.frame(18, 2.5);
  writer.frame(26, 0.6);

  writer.y -= 60;
  writer.centred(view.issuer.toUpperCase(), { size: 13, bold: true, muted: true });
  writer.y -= 16;
  writer.centred('CERTIFICATE OF COMPLETION', { size: 30, bold: true });
  writer.y -= 34;
  writer.centred('This certifies that', muted);
  writer.y -= 10;
  writer.centred(view.learnerName, { size: 30, bold: true });
  writer.y -= 12;
  writer.centred('has completed the course', muted);
  writer.y -= 8;
  writer.centred(view.courseTitle, { size: 20, bold: true });
  writer.y -= 14;
  writer.centred(batchLine(view), { size: 12 });
  writer.centred(`Completed on ${view.completedOn}`, { size: 12 });

  writer.y = 96;
  writer.centred(`Certificate ID: ${view.id}`, { size: 12, bold: true });
  writer.centred(`Check that it is genuine at ${view.verifyUrl}`, { size: 10, muted: true });

  return document.save();
}

const batchLine = (view: CertificateView) =>
  view.batchStarted
    ? `Batch: ${view.batchName}, started on ${view.batchStarted}`
    : `Batch: ${view.batchName}`;
