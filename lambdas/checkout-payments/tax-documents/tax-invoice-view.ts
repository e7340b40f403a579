import { billingAddressLines } from '#shared/checkout/billing-details';
import { gstStateCode } from '#shared/checkout/indian-states';
import type { EInvoiceState } from '#shared/checkout/e-invoice';
import type { TaxInvoice } from '#shared/checkout/invoice';
import { eInvoiceViewOf } from './e-invoice-view';
import type { TaxDocumentParty, TaxDocumentView } from './tax-document-view';

// A tax invoice as the one view its HTML page and its PDF are drawn from (rule 46): a company
// that pays is billed by its legal name, GSTIN and billing address; a learner by name and city.

export function invoiceAmountRows(invoice: TaxInvoice): TaxDocumentView['amounts'] {
  const { item } = invoice;
  const discountLabel = item.couponCode
    ? `Less: discount (coupon ${item.couponCode})`
    : 'Less: discount';
  return [
    { label: 'Course fee', paise: item.feePaise },
    ...(item.discountPaise ? [{ label: discountLabel, paise: item.discountPaise }] : []),
    { label: 'Taxable value', paise: item.taxablePaise, strong: true },
    ...invoice.taxes.map((line) => ({
      label: `${line.tax} @ ${line.ratePercent}%`,
      paise: line.amountPaise,
    })),
    { label: 'Total (incl. GST)', paise: invoice.totalPaise, strong: true },
  ];
}

/**
 * Rule 46(d)/(e): a company by legal name, GSTIN and billing address, to the learner's attention;
 * an individual unregistered, by name and city, or the full address when one was given.
 */
export function invoiceRecipientParty(recipient: TaxInvoice['recipient']): TaxDocumentParty {
  const address = recipient.billingAddress;
  const state = address?.state ?? recipient.state;
  const contact = `${recipient.email} · ${recipient.phone}`;
  return {
    name: recipient.gstin ? (recipient.legalName ?? recipient.name) : recipient.name,
    addressLines: address ? billingAddressLines(address) : [recipient.city],
    state,
    stateCode: gstStateCode(state) ?? '',
    ...(recipient.gstin ? { gstin: recipient.gstin } : {}),
    contactLines: recipient.gstin ? [`Attention: ${recipient.name} · ${contact}`] : [contact],
  };
}

export function taxInvoiceView(
  invoice: TaxInvoice & { eInvoice?: EInvoiceState },
): TaxDocumentView {
  const { supplier } = invoice;
  const paymentReference = invoice.providerTransactionId ?? invoice.merchantTransactionId;
  return {
    kind: 'tax-invoice',
    title: 'Tax Invoice',
    number: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    supplier: {
      name: supplier.name,
      addressLines: supplier.address.split(/\r?\n/).filter((line) => line.trim()),
      state: supplier.state,
      stateCode: supplier.stateCode,
      gstin: supplier.gstin,
    },
    recipient: invoiceRecipientParty(invoice.recipient),
    placeOfSupply: invoice.placeOfSupply,
    reverseCharge: false,
    item: {
      description: invoice.item.description,
      sac: invoice.item.sac,
      quantity: 1,
      ratePaise: invoice.item.feePaise,
      discountPaise: invoice.item.discountPaise,
      taxablePaise: invoice.item.taxablePaise,
    },
    amounts: invoiceAmountRows(invoice),
    taxes: invoice.taxes,
    totalPaise: invoice.totalPaise,
    amountInWords: invoice.amountInWords,
    notes: [`Payment reference: ${paymentReference} · Order: ${invoice.merchantTransactionId}`],
    ...(invoice.branding ? { branding: invoice.branding } : {}),
    ...(invoice.eInvoice ? { eInvoice: eInvoiceViewOf(invoice.eInvoice) } : {}),
  };
}
