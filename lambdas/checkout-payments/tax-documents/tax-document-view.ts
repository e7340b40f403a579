import type { DocumentBranding } from '#shared/checkout/document-branding';
import type { InvoiceTaxLine } from '#shared/checkout/invoice';

// What a GST document shows, whichever document it is (a tax invoice, a credit note) and however
// it is drawn (the HTML page, the PDF): one view, so the two renderings never disagree.

export interface TaxDocumentParty {
  /** Shown first: the person, or the company's legal name for a B2B recipient. */
  name: string;
  /** Address lines as printed, already joined per line. */
  addressLines: string[];
  state: string;
  stateCode: string;
  /** Absent for an unregistered recipient. */
  gstin?: string;
  /** E-mail and phone, for the recipient. */
  contactLines?: string[];
}

export interface TaxDocumentView {
  kind: 'tax-invoice' | 'credit-note';
  /** "Tax Invoice" or "Credit Note". */
  title: string;
  number: string;
  /** ISO instant; drawn as a date in IST. */
  issuedAt: string;
  /** A credit note names the invoice it reduces (rule 53(1A)). */
  against?: { invoiceNumber: string; invoiceIssuedAt: string };
  supplier: TaxDocumentParty;
  recipient: TaxDocumentParty;
  placeOfSupply: { state: string; stateCode: string };
  reverseCharge: false;
  /**
   * The one line supplied, as the item table prints it: quantity, rate (the value of one before
   * discount), discount and taxable value, in paise.
   */
  item: {
    description: string;
    sac: string;
    quantity: number;
    ratePaise: number;
    discountPaise: number;
    taxablePaise: number;
  };
  /** Fee, discount, taxable value, each tax line and the total, in the order printed. */
  amounts: { label: string; paise: number; strong?: boolean }[];
  taxes: InvoiceTaxLine[];
  totalPaise: number;
  amountInWords: string;
  /** Payment reference, reason for a credit note, and the like: printed under the amounts. */
  notes: string[];
  /** Logo at the head, signatory at the foot (decision 028); absent: neither is set. */
  branding?: DocumentBranding;
  /** A B2B document's e-invoice: its IRN, acknowledgement and signed QR code, or that the IRN is pending (decision 027). */
  eInvoice?: EInvoiceView;
}

export type EInvoiceView =
  | { status: 'pending' }
  | { status: 'registered'; irn: string; ackNo: string; ackDate: string; signedQrCode: string };
