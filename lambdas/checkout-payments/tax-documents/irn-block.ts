import { irnPendingLabel } from '#shared/checkout/e-invoice';
import {
  contentWidth,
  margin,
  type PdfPageWriter,
  type TextStyle,
} from '#lambdas/lib/pdf-page-writer';
import type { TaxDocumentView } from './tax-document-view';

// The e-invoice block of a B2B tax invoice or credit note (decision 027): the IRN, the
// acknowledgement number and date, and the IRP's signed QR code, as rule 48(4) wants them on the
// document; or "IRN pending" while the IRP has not answered. The HTML page and the mail show
// the same from the view (e-invoice-view.ts).

const qrSize = 118;

const small: TextStyle = { size: 8.5 };

/** Draws the block across the page under the amounts: the QR code on the right, the IRN beside it. */
export function drawIrnBlock(writer: PdfPageWriter, view: TaxDocumentView): void {
  const { eInvoice } = view;
  if (!eInvoice) return;
  writer.y -= 8;
  if (eInvoice.status === 'pending') {
    writer.paragraph(`E-invoice: ${irnPendingLabel}`, margin, contentWidth, { bold: true });
    writer.paragraph(
      'The IRN and its QR code are added once the Invoice Registration Portal registers this document.',
      margin,
      contentWidth,
      { ...small, muted: true },
    );
    return;
  }
  writer.ensureSpace(qrSize + 8);
  const top = writer.y;
  writer.qrCode(eInvoice.signedQrCode, margin + contentWidth - qrSize, top - qrSize, qrSize);
  const textWidth = contentWidth - qrSize - 16;
  writer.paragraph('E-invoice', margin, textWidth, { size: 9, bold: true, muted: true });
  writer.paragraph(`IRN: ${eInvoice.irn}`, margin, textWidth, small);
  writer.paragraph(`Ack No.: ${eInvoice.ackNo}`, margin, textWidth, small);
  writer.paragraph(`Ack Date: ${eInvoice.ackDate}`, margin, textWidth, small);
  writer.y = Math.min(writer.y, top - qrSize - 4);
}
