import { bookingTimeZone } from '#shared/booking-slots';
import type { CreditNote } from '#shared/checkout/credit-note';
import type { EInvoiceDocumentType } from '#shared/checkout/e-invoice';
import { gstStateCode } from '#shared/checkout/indian-states';
import type { InvoiceTaxLine, TaxInvoice } from '#shared/checkout/invoice';
import { gstRatePercent } from '#shared/checkout/pricing';

// The e-invoice as the IRP takes it: NIC's schema INV-01 (version 1.1), built from our stored
// invoice or credit note by a pure function (decision 027). Amounts go out in rupees with two
// decimals from our integer paise; the one course is one service line (IsServc Y, SAC as HSN).

export interface IrnParty {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
}

export interface IrnItem {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y';
  HsnCd: string;
  Qty: number;
  Unit: 'OTH';
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
}

export interface IrnPayload {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: EInvoiceDocumentType; No: string; Dt: string };
  SellerDtls: IrnParty;
  BuyerDtls: IrnParty & { Pos: string };
  ItemList: IrnItem[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    Discount: number;
    TotInvVal: number;
  };
  /** A credit note names the invoice it reduces. */
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
}

/** Why a document cannot be put in the IRP's form (our data, not the IRP's answer). */
export class IrnPayloadError extends Error {}

/** 2949882 paise → 29498.82 rupees, two decimals at most. */
export const rupeesOf = (paise: number): number => Math.round(paise) / 100;

const date = new Intl.DateTimeFormat('en-GB', {
  timeZone: bookingTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** The IRP's dates are dd/mm/yyyy, in IST like our documents. */
export const irnDate = (instant: string): string => date.format(new Date(instant));

const clip = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * The supplier's one-string address in the IRP's parts: the PIN code (the last six-digit number),
 * the locality (the part before the "State PIN" part) and the rest as one or two lines.
 */
export function supplierAddressParts(
  address: string,
): Pick<IrnParty, 'Addr1' | 'Addr2' | 'Loc' | 'Pin'> {
  const pins = address.match(/\b[1-9]\d{5}\b/g);
  const pin = pins?.at(-1);
  if (!pin) throw new IrnPayloadError('The company address in Settings has no 6-digit PIN code');
  const parts = address
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const pinPart = parts.findLastIndex((part) => part.includes(pin));
  const before = parts.slice(0, pinPart);
  const locality = before.pop() ?? parts[pinPart]!.replace(pin, '').trim();
  const lines = before.length ? before.join(', ') : locality;
  return {
    Addr1: clip(lines, 100),
    ...(lines.length > 100 ? { Addr2: clip(lines.slice(100), 100) } : {}),
    Loc: clip(locality, 50),
    Pin: Number(pin),
  };
}

function taxOf(taxes: InvoiceTaxLine[], tax: InvoiceTaxLine['tax']): number {
  return taxes.filter((line) => line.tax === tax).reduce((sum, line) => sum + line.amountPaise, 0);
}

interface IrnDocument {
  type: EInvoiceDocumentType;
  number: string;
  issuedAt: string;
  supplier: TaxInvoice['supplier'];
  recipient: TaxInvoice['recipient'];
  placeOfSupply: TaxInvoice['placeOfSupply'];
  description: string;
  sac: string;
  /** The line before discount, the discount and the taxable value, in paise. */
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  taxes: InvoiceTaxLine[];
  totalPaise: number;
  against?: { invoiceNumber: string; issuedAt: string };
}

function buyerOf(document: IrnDocument): IrnPayload['BuyerDtls'] {
  const { recipient } = document;
  const address = recipient.billingAddress;
  if (!recipient.gstin || !address) {
    throw new IrnPayloadError(`${document.number} has no recipient GSTIN and address: not B2B`);
  }
  const lines = [address.line1, address.line2].filter(Boolean).join(', ');
  return {
    Gstin: recipient.gstin,
    LglNm: clip(recipient.legalName ?? recipient.name, 100),
    Addr1: clip(address.line1, 100),
    ...(address.line2 ? { Addr2: clip(address.line2, 100) } : {}),
    Loc: clip(address.city, 50) || clip(lines, 50),
    Pin: Number(address.pinCode),
    // The buyer's state is its GSTIN's; the place of supply goes in Pos.
    Stcd: recipient.gstin.slice(0, 2),
    Pos: document.placeOfSupply.stateCode,
  };
}

function payloadOf(document: IrnDocument): IrnPayload {
  const { supplier, taxes } = document;
  const cgst = taxOf(taxes, 'CGST');
  const sgst = taxOf(taxes, 'SGST');
  const igst = taxOf(taxes, 'IGST');
  const item: IrnItem = {
    SlNo: '1',
    PrdDesc: clip(document.description, 300),
    IsServc: 'Y',
    HsnCd: document.sac,
    Qty: 1,
    Unit: 'OTH',
    UnitPrice: rupeesOf(document.grossPaise),
    TotAmt: rupeesOf(document.grossPaise),
    Discount: rupeesOf(document.discountPaise),
    AssAmt: rupeesOf(document.taxablePaise),
    GstRt: gstRatePercent,
    IgstAmt: rupeesOf(igst),
    CgstAmt: rupeesOf(cgst),
    SgstAmt: rupeesOf(sgst),
    TotItemVal: rupeesOf(document.totalPaise),
  };
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: document.type, No: document.number, Dt: irnDate(document.issuedAt) },
    SellerDtls: {
      Gstin: supplier.gstin,
      LglNm: clip(supplier.name, 100),
      ...supplierAddressParts(supplier.address),
      Stcd: gstStateCode(supplier.state) ?? supplier.gstin.slice(0, 2),
    },
    BuyerDtls: buyerOf(document),
    ItemList: [item],
    ValDtls: {
      AssVal: rupeesOf(document.taxablePaise),
      CgstVal: rupeesOf(cgst),
      SgstVal: rupeesOf(sgst),
      IgstVal: rupeesOf(igst),
      // The discount is already out of the item's assessable value; none on the invoice as a whole.
      Discount: 0,
      TotInvVal: rupeesOf(document.totalPaise),
    },
    ...(document.against
      ? {
          RefDtls: {
            PrecDocDtls: [
              { InvNo: document.against.invoiceNumber, InvDt: irnDate(document.against.issuedAt) },
            ],
          },
        }
      : {}),
  };
}

/** A B2B tax invoice as the IRP's INV document. */
export function irnPayloadOfInvoice(invoice: TaxInvoice): IrnPayload {
  return payloadOf({
    type: 'INV',
    number: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupply: invoice.placeOfSupply,
    description: invoice.item.description,
    sac: invoice.item.sac,
    grossPaise: invoice.item.feePaise,
    discountPaise: invoice.item.discountPaise,
    taxablePaise: invoice.item.taxablePaise,
    taxes: invoice.taxes,
    totalPaise: invoice.totalPaise,
  });
}

/** A credit note against a B2B invoice as the IRP's CRN document, naming that invoice. */
export function irnPayloadOfCreditNote(note: CreditNote): IrnPayload {
  return payloadOf({
    type: 'CRN',
    number: note.creditNoteNumber,
    issuedAt: note.issuedAt,
    supplier: note.supplier,
    recipient: note.recipient,
    placeOfSupply: note.placeOfSupply,
    description: note.item.description,
    sac: note.item.sac,
    grossPaise: note.item.taxablePaise,
    discountPaise: 0,
    taxablePaise: note.item.taxablePaise,
    taxes: note.taxes,
    totalPaise: note.totalPaise,
    against: { invoiceNumber: note.invoice.invoiceNumber, issuedAt: note.invoice.issuedAt },
  });
}
