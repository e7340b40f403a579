import { gstRatePercent, taxSplit, type TaxSplit } from './pricing';
import type { RefundAttempt } from './refund';
import { amountInWords } from './amount-in-words';
import { financialYearOf, invoiceNumber, type InvoiceTaxLine, type TaxInvoice } from './invoice';
import type { DocumentBranding } from './document-branding';

// The GST credit note of a completed refund (CGST Act s.34; CGST Rules, rule 53): its own
// series per financial year, naming the invoice it reduces, reversing the taxable value and the
// same tax split as that invoice, for the whole invoice or the part refunded.

/**
 * The credit notes' series: CN/26-27/000001, 15 characters (rule 53 allows 16, as rule 46(b)).
 * Invoice prefixes may not be CN (shared/admin/settings.ts), so the two series never meet.
 */
export const creditNotePrefix = 'CN';

export interface CreditNote {
  creditNoteNumber: string;
  financialYear: string;
  issuedAt: string;
  enrollmentId: string;
  merchantTransactionId: string;
  /** The refund it records; also the credit note's id in its enrollment and in its link. */
  merchantRefundId: string;
  providerRefundId?: string;
  /** The invoice it reduces (rule 53(1A)(g)). */
  invoice: { invoiceNumber: string; issuedAt: string; totalPaise: number };
  supplier: TaxInvoice['supplier'];
  recipient: TaxInvoice['recipient'];
  placeOfSupply: TaxInvoice['placeOfSupply'];
  item: { description: string; sac: string; taxablePaise: number };
  taxes: InvoiceTaxLine[];
  totalTaxPaise: number;
  /** The amount refunded: the taxable value plus the taxes. */
  totalPaise: number;
  amountInWords: string;
  /** The whole invoice reversed, or the part of it that was refunded. */
  scope: 'full' | 'partial';
  reason?: string;
  /** The logo and signatory as set when the note was issued: whoever signs for the company then. */
  branding?: DocumentBranding;
}

export interface CreditNoteInput {
  invoice: TaxInvoice;
  refund: Pick<
    RefundAttempt,
    'merchantRefundId' | 'enrollmentId' | 'amountPaise' | 'providerRefundId' | 'reason'
  >;
  serial: number;
  issuedAt: Date;
  prefix: string;
  branding?: DocumentBranding;
}

const gstOf = (split: TaxSplit) =>
  split.kind === 'intra-state' ? split.cgstPaise + split.sgstPaise : split.igstPaise;

interface Reversal {
  taxablePaise: number;
  taxes: InvoiceTaxLine[];
}

/**
 * The taxable value and taxes of a refund of `refundedPaise` (GST included): they add up to it
 * exactly, with the invoice's split (CGST = SGST, or IGST). The taxable value is the smallest
 * whose GST reaches the refund; within a state GST moves in steps of 2 paise, so where no taxable
 * value lands on the refund exactly, the taxable value takes the paisa left over.
 */
export function reversalOf(invoice: TaxInvoice, refundedPaise: number): Reversal {
  if (refundedPaise === invoice.totalPaise) {
    return { taxablePaise: invoice.item.taxablePaise, taxes: invoice.taxes };
  }
  const withinState = !invoice.taxes.some((line) => line.tax === 'IGST');
  const estimate = Math.floor((refundedPaise * 100) / (100 + gstRatePercent));
  let taxable = Math.max(0, estimate - 2);
  while (taxable + gstOf(taxSplit(taxable, withinState)) < refundedPaise) taxable += 1;
  const split = taxSplit(taxable, withinState);
  const amountOf = (tax: InvoiceTaxLine['tax']) =>
    split.kind === 'inter-state'
      ? split.igstPaise
      : tax === 'CGST'
        ? split.cgstPaise
        : split.sgstPaise;
  return {
    taxablePaise: refundedPaise - gstOf(split),
    taxes: invoice.taxes.map((line) => ({ ...line, amountPaise: amountOf(line.tax) })),
  };
}

export function creditNoteNumber(prefix: string, financialYear: string, serial: number): string {
  return invoiceNumber(prefix, financialYear, serial);
}

export function buildCreditNote({
  invoice,
  refund,
  serial,
  issuedAt,
  prefix,
  branding,
}: CreditNoteInput): CreditNote {
  const refunded = refund.amountPaise;
  if (refund.enrollmentId !== invoice.enrollmentId) {
    throw new Error(`Refund ${refund.merchantRefundId} is not of invoice ${invoice.invoiceNumber}`);
  }
  if (!Number.isInteger(refunded) || refunded < 1 || refunded > invoice.totalPaise) {
    throw new RangeError(
      `A refund of ${refunded} paise cannot be credited against invoice ${invoice.invoiceNumber} of ${invoice.totalPaise}`,
    );
  }
  const { taxablePaise, taxes } = reversalOf(invoice, refunded);
  const financialYear = financialYearOf(issuedAt);
  return {
    creditNoteNumber: creditNoteNumber(prefix, financialYear, serial),
    financialYear,
    issuedAt: issuedAt.toISOString(),
    enrollmentId: invoice.enrollmentId,
    merchantTransactionId: invoice.merchantTransactionId,
    merchantRefundId: refund.merchantRefundId,
    providerRefundId: refund.providerRefundId,
    invoice: {
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      totalPaise: invoice.totalPaise,
    },
    supplier: { ...invoice.supplier },
    // Spread, so whatever the invoice named (a company's GSTIN and address too) carries over.
    recipient: { ...invoice.recipient },
    placeOfSupply: { ...invoice.placeOfSupply },
    item: { description: invoice.item.description, sac: invoice.item.sac, taxablePaise },
    taxes,
    totalTaxPaise: refunded - taxablePaise,
    totalPaise: refunded,
    amountInWords: amountInWords(refunded),
    scope: refunded === invoice.totalPaise ? 'full' : 'partial',
    reason: refund.reason,
    ...(branding && Object.keys(branding).length ? { branding } : {}),
  };
}
