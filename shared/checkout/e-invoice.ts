// A B2B document's e-invoice (decision 027): when the supplier must e-invoice, each tax invoice
// to a registered company, and each credit note against one, is reported to the Invoice
// Registration Portal (IRP), which answers with its IRN, acknowledgement and signed QR code.
// Until it has answered, the document is "IRN pending" and the scheduled job retries it.

export type EInvoiceDocumentType = 'INV' | 'CRN';

export interface RegisteredEInvoice {
  status: 'registered';
  /** The Invoice Reference Number: 64 hex characters, the IRP's hash of the document's identity. */
  irn: string;
  ackNo: string;
  /** The acknowledgement's date and time as the IRP gives it (IST), "yyyy-MM-dd HH:mm:ss". */
  ackDate: string;
  /** The IRP's signed QR code payload (a JWT), printed as a QR code on the document. */
  signedQrCode: string;
  registeredAt: string;
}

export interface PendingEInvoice {
  status: 'pending';
  /** When the document was issued and first due to be reported. */
  since: string;
  /** Attempts that failed so far, and the IRP's last refusal or the failure, for the admin. */
  attempts: number;
  lastError?: string;
}

export type EInvoiceState = RegisteredEInvoice | PendingEInvoice;

/** What the document and the admin show while the IRP has not answered. */
export const irnPendingLabel = 'IRN pending';

/**
 * A document is e-invoiced when the supplier must e-invoice and the recipient is a registered
 * business (B2B, a GSTIN); B2C documents never are.
 */
export const needsEInvoice = (
  supplier: { eInvoicing?: boolean },
  recipient: { gstin?: string },
): boolean => supplier.eInvoicing === true && Boolean(recipient.gstin);
