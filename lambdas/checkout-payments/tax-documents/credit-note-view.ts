import type { CreditNote } from '#shared/checkout/credit-note';
import type { EInvoiceState } from '#shared/checkout/e-invoice';
import { eInvoiceViewOf } from './e-invoice-view';
import { invoiceDateLabel } from './invoice-document';
import type { TaxDocumentView } from './tax-document-view';
import { invoiceRecipientParty } from './tax-invoice-view';

// A credit note as the one view its HTML page and its PDF are drawn from (rule 53(1A)): the
// supplier, the recipient as the invoice named them, the invoice it reduces, the taxable value
// and each tax credited, and why.

export function creditNoteAmountRows(note: CreditNote): TaxDocumentView['amounts'] {
  return [
    { label: 'Taxable value credited', paise: note.item.taxablePaise, strong: true },
    ...note.taxes.map((line) => ({
      label: `${line.tax} @ ${line.ratePercent}%`,
      paise: line.amountPaise,
    })),
    { label: 'Total credited (incl. GST)', paise: note.totalPaise, strong: true },
  ];
}

/** Why the note was issued, with the references an accountant matches it by. */
export function creditNoteNotes(note: CreditNote): string[] {
  const scope = note.scope === 'full' ? 'in full' : 'in part';
  return [
    `Reason: refund of the course fee ${scope}${note.reason ? ` (${note.reason})` : ''}.`,
    `Against tax invoice ${note.invoice.invoiceNumber} dated ${invoiceDateLabel(note.invoice.issuedAt)}.`,
    `Refund reference: ${note.providerRefundId ?? note.merchantRefundId} · Order: ${note.merchantTransactionId}`,
  ];
}

export function creditNoteView(note: CreditNote & { eInvoice?: EInvoiceState }): TaxDocumentView {
  const { supplier } = note;
  return {
    kind: 'credit-note',
    title: 'Credit Note',
    number: note.creditNoteNumber,
    issuedAt: note.issuedAt,
    against: { invoiceNumber: note.invoice.invoiceNumber, invoiceIssuedAt: note.invoice.issuedAt },
    supplier: {
      name: supplier.name,
      addressLines: supplier.address.split(/\r?\n/).filter((line) => line.trim()),
      state: supplier.state,
      stateCode: supplier.stateCode,
      gstin: supplier.gstin,
    },
    recipient: invoiceRecipientParty(note.recipient),
    placeOfSupply: note.placeOfSupply,
    reverseCharge: false,
    // The value credited is the line's rate: a refund reverses one supply, never a discount.
    item: {
      description: note.item.description,
      sac: note.item.sac,
      quantity: 1,
      ratePaise: note.item.taxablePaise,
      discountPaise: 0,
      taxablePaise: note.item.taxablePaise,
    },
    amounts: creditNoteAmountRows(note),
    taxes: note.taxes,
    totalPaise: note.totalPaise,
    amountInWords: note.amountInWords,
    notes: creditNoteNotes(note),
    ...(note.branding ? { branding: note.branding } : {}),
    ...(note.eInvoice ? { eInvoice: eInvoiceViewOf(note.eInvoice) } : {}),
  };
}
