import { bookingTimeZone } from '#shared/booking-slots';
import { billingAddressLines } from '#shared/checkout/billing-details';
import { escapeHtml } from '#lambdas/mail/layout';
import type { TaxInvoice } from '#shared/checkout/invoice';
import type { EInvoiceState } from '#shared/checkout/e-invoice';
import { eInvoiceViewOf, irnTextLines } from './e-invoice-view';
import { documentAmount } from './tax-document-format';
import { invoiceAmountRows, taxInvoiceView } from './tax-invoice-view';
import { itemTableHtml, signatureHtml } from './document-design-html';

// The invoice as the learner reads it: a self-contained, printable HTML page (the download and
// the e-mail attachment) and a plain-text twin for the mail body.

const invoiceDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: bookingTimeZone,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
export const invoiceDateLabel = (instant: string) => invoiceDate.format(new Date(instant));

const stateWithCode = (place: { state: string; stateCode: string }) =>
  `${place.state} (${place.stateCode})`;

/**
 * Rule 46(d)/(e): a company is billed by legal name, GSTIN and address, to the learner's
 * attention; an individual is unregistered, with a full address when one was given.
 */
function recipientTextLines({ recipient }: TaxInvoice): string[] {
  const address = recipient.billingAddress && billingAddressLines(recipient.billingAddress);
  if (recipient.gstin) {
    return [
      `Billed to: ${recipient.legalName ?? recipient.name} · GSTIN: ${recipient.gstin}`,
      ...(address ? [`Address: ${address.join(', ')}`] : []),
      `Attention: ${recipient.name}`,
    ];
  }
  if (!address) {
    return [`Billed to: ${recipient.name}, ${recipient.city}, ${recipient.state} (unregistered)`];
  }
  return [`Billed to: ${recipient.name} (unregistered)`, `Address: ${address.join(', ')}`];
}

function recipientHtml({ recipient }: TaxInvoice): string {
  const e = escapeHtml;
  const address = recipient.billingAddress
    ? billingAddressLines(recipient.billingAddress)
    : [`${recipient.city}, ${recipient.state}`];
  const contact = `${e(recipient.email)} · ${e(recipient.phone)}`;
  if (recipient.gstin) {
    return `<p><strong>Billed to</strong><br><strong>${e(recipient.legalName ?? recipient.name)}</strong><br>GSTIN: ${e(recipient.gstin)}<br>${address.map(e).join('<br>')}<br>Attention: ${e(recipient.name)} · ${contact}</p>`;
  }
  return `<p><strong>Billed to</strong> (unregistered)<br>${e(recipient.name)}<br>${address.map(e).join('<br>')}<br>${contact}</p>`;
}

/** A B2B invoice's e-invoice, as it stands. */
type WithEInvoice = TaxInvoice & { eInvoice?: EInvoiceState };

export function renderInvoiceText(invoice: WithEInvoice): string {
  const { supplier } = invoice;
  return [
    `TAX INVOICE ${invoice.invoiceNumber}`,
    `Date: ${invoiceDateLabel(invoice.issuedAt)}`,
    '',
    `Supplier: ${supplier.name}, ${supplier.address}`,
    `GSTIN: ${supplier.gstin} · State: ${stateWithCode(supplier)}`,
    '',
    ...recipientTextLines(invoice),
    `Place of supply: ${stateWithCode(invoice.placeOfSupply)} · Reverse charge: No`,
    '',
    `${invoice.item.description} · SAC ${invoice.item.sac}`,
    ...invoiceAmountRows(invoice).map((row) => `${row.label}: ${documentAmount(row.paise)}`),
    invoice.amountInWords,
    '',
    `Payment reference: ${invoice.providerTransactionId ?? invoice.merchantTransactionId}`,
    ...irnTextLines(eInvoiceViewOf(invoice.eInvoice)),
  ].join('\n');
}

const cell = (value: string, style = '') =>
  `<td style="padding:6px 8px;border:1px solid #d1d5db;${style}">${value}</td>`;

export function renderInvoiceHtml(invoice: WithEInvoice): string {
  const { supplier } = invoice;
  const e = escapeHtml;
  const rows = invoiceAmountRows(invoice)
    .map((row) => {
      const weight = row.strong ? 'font-weight:bold;' : '';
      return `<tr>${cell(e(row.label), weight)}${cell(e(documentAmount(row.paise)), `text-align:right;${weight}`)}</tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Tax Invoice ${e(invoice.invoiceNumber)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827;max-width:760px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}table{border-collapse:collapse;width:100%;margin:12px 0}
.meta td{padding:2px 12px 2px 0;vertical-align:top}.muted{color:#4b5563}
@media print{body{margin:0}}
</style></head>
<body>
<h1>Tax Invoice</h1>
<p class="muted">Original for recipient</p>
<table class="meta"><tr>
<td><strong>${e(supplier.name)}</strong><br>${e(supplier.address)}<br>GSTIN: ${e(supplier.gstin)}<br>State: ${e(stateWithCode(supplier))}</td>
<td>Invoice number: <strong>${e(invoice.invoiceNumber)}</strong><br>Invoice date: ${e(invoiceDateLabel(invoice.issuedAt))}<br>Place of supply: ${e(stateWithCode(invoice.placeOfSupply))}<br>Reverse charge: No</td>
</tr></table>
${recipientHtml(invoice)}
${itemTableHtml(taxInvoiceView(invoice).item)}
<table>${rows}</table>
<p><strong>Amount in words:</strong> ${e(invoice.amountInWords)}</p>
<p class="muted">Payment reference: ${e(invoice.providerTransactionId ?? invoice.merchantTransactionId)} · Order: ${e(invoice.merchantTransactionId)}</p>
${irnTextLines(eInvoiceViewOf(invoice.eInvoice))
  .map((line) => `<p><strong>${e(line)}</strong></p>`)
  .join('\n')}
${signatureHtml(supplier.name, invoice.branding?.signatory, 'This is a computer-generated invoice and needs no signature.')}
</body></html>
`;
}
