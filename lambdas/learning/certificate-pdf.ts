import { PDFDocument } from 'pdf-lib';
import {
  PdfPageWriter,
  a4Landscape,
  setDocumentInfo,
  type TextStyle,
} from '#lambdas/lib/pdf-page-writer';
import type { DocumentImages } from '#lambdas/lib/document-branding';
import { drawSignatureBlock } from '#lambdas/lib/document-signature';
import type { CertificateView } from './certificate-view';

// A certificate of completion on one landscape A4 page: who, which course and batch, when, and
// the id with the address where anyone can check it (the PDF proves nothing by itself; the
// verification page does, and says so once a certificate is revoked). The company's logo heads
// it and its signatory signs it when Settings name them; a QR code beside the id opens the check.

const muted: TextStyle = { size: 13, muted: true };
const idNote: TextStyle = { size: 9, muted: true };

const logoBox = { width: 200, height: 56 };
const qrSize = 84;
/** The bottom band, inside the frames: signature on the left, id and QR code on the right. */
const footBaseline = 62;
const sideInset = 76;

/** Draws the certificate; `images` are the logo and signature its branding names, as read. */
export async function renderCertificatePdf(
  view: CertificateView,
  images: DocumentImages = {},
): Promise<Uint8Array> {
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

  await drawLogo(writer, images.logo);
  writer.centred(view.issuer.toUpperCase(), { size: 13, bold: true, muted: true });
  writer.y -= 16;
  writer.centred('CERTIFICATE OF COMPLETION', { size: 30, bold: true });
  writer.y -= 24;
  writer.centred('This certifies that', muted);
  writer.y -= 20; // room for the marks above an Indian script's letters at 30 pt
  writer.centred(view.learnerName, { size: 30, bold: true });
  writer.y -= 12;
  writer.centred('has completed the course', muted);
  writer.y -= 8;
  writer.centred(view.courseTitle, { size: 20, bold: true });
  writer.y -= 14;
  writer.centred(batchLine(view), { size: 12 });
  writer.centred(`Completed on ${view.completedOn}`, { size: 12 });

  await drawFoot(writer, view, images.signature);

  return document.save();
}

/** The logo centred at the top, the issuer's name under it; without one, the name alone. */
async function drawLogo(writer: PdfPageWriter, bytes: Uint8Array | undefined): Promise<void> {
  const logo = bytes && (await writer.embedImage(bytes));
  if (!logo) {
    writer.y -= 60;
    return;
  }
  const scale = Math.min(logoBox.width / logo.width, logoBox.height / logo.height);
  const [width, height] = [logo.width * scale, logo.height * scale];
  const top = writer.y - 4;
  writer.imageAt(logo, (writer.pageSize.width - width) / 2, top - height, width, height);
  writer.y = top - height - 24;
}

/**
 * The signatory on the left when Settings name one; on the right the id, where to check it, and
 * a QR code of that address, so a phone opens the check from the paper.
 */
async function drawFoot(
  writer: PdfPageWriter,
  view: CertificateView,
  signature: Uint8Array | undefined,
): Promise<void> {
  const { width } = writer.pageSize;
  const signatory = view.branding?.signatory;
  if (signatory) {
    writer.y = footBaseline + 88;
    await drawSignatureBlock(writer, {
      signatory,
      ...(signature ? { signature } : {}),
      captioned: false,
      align: { centre: sideInset + 100 },
    });
  }
  const qrLeft = width - sideInset - qrSize;
  writer.qrCode(view.verifyUrl, qrLeft, footBaseline - 10, qrSize);
  const textRight = qrLeft - 12;
  writer.y = footBaseline + 50;
  writer.textRightAt(`Certificate ID: ${view.id}`, textRight, { size: 12, bold: true });
  writer.y -= 17;
  writer.textRightAt('Scan the code, or check that it is genuine at', textRight, idNote);
  writer.y -= 12;
  writer.textRightAt(view.verifyUrl, textRight, idNote);
}

const batchLine = (view: CertificateView) =>
  view.batchStarted
    ? `Batch: ${view.batchName}, started on ${view.batchStarted}`
    : `Batch: ${view.batchName}`;
