import type { EInvoiceState } from '#shared/checkout/e-invoice';
import { irnPendingLabel } from '#shared/checkout/e-invoice';
import type { EInvoiceView } from './tax-document-view';

// What a B2B document shows of its e-invoice (decision 027), apart from the PDF's drawing
// (irn-block.ts) so that the HTML page and the mail never pull in the PDF library.

/** What a stored document's e-invoice state shows; nothing for a document not e-invoiced. */
export function eInvoiceViewOf(state: EInvoiceState | undefined): EInvoiceView | undefined {
  if (!state) return undefined;
  if (state.status === 'pending') return { status: 'pending' };
  const { irn, ackNo, ackDate, signedQrCode } = state;
  return { status: 'registered', irn, ackNo, ackDate, signedQrCode };
}

/** The block's lines as text: the mail's copy and the HTML page. */
export function irnTextLines(eInvoice: EInvoiceView | undefined): string[] {
  if (!eInvoice) return [];
  if (eInvoice.status === 'pending') {
    return [
      `E-invoice: ${irnPendingLabel} (the IRN is added once the Invoice Registration Portal registers it)`,
    ];
  }
  return [`IRN: ${eInvoice.irn}`, `Ack No.: ${eInvoice.ackNo} · Ack Date: ${eInvoice.ackDate}`];
}
