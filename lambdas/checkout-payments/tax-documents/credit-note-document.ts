import { escapeHtml } from '#lambdas/mail/layout';
import { invoiceDateLabel } from './invoice-document';
import { documentAmount } from './tax-document-format';
import { irnTextLines } from './e-invoice-view';
import type { TaxDocumentParty, TaxDocumentView } from './tax-document-view';
import { itemTableHtml, signatureHtml } from './document-design-html';

// The credit note as the learner reads it, drawn from its view (as the PDF is): a self-contained,
// printable HTML page, stored when issued and never re-rendered, and a plain-text twin for mail.

const stateWithCode = (place: { state: string; stateCode: string }) =>
  `${place.state} (${place.stateCode})`;

/** The party's lines as printed: name, address, state, GSTIN or "unregistered", contact. */
const partyLines = (party: TaxDocumentParty) => [
  ...party.addressLines,
  `State: ${stateWithCode(party)}`,
  party.gstin ? `GSTIN: ${party.gstin}` : 'Unregistered',
  ...(party.contactLines ?? []),
];

export function renderCreditNoteText(view: TaxDocumentView): string {
  const against = view.against
    ? [
        `Against tax invoice ${view.against.invoiceNumber} of ${invoiceDateLabel(view.against.invoiceIssuedAt)}`,
      ]
    : [];
  return [
    `${view.title.toUpperCase()} ${view.number}`,
    `Date: ${invoiceDateLabel(view.issuedAt)}`,
    ...against,
    '',
    `Supplier: ${view.supplier.name}, ${partyLines(view.supplier).join(', ')}`,
    `Credited to: ${view.recipient.name}, ${partyLines(view.recipient).join(', ')}`,
    `Place of supply: ${stateWithCode(view.placeOfSupply)} · Reverse charge: No`,
    '',
    `${view.item.description} · SAC ${view.item.sac}`,
    ...view.amounts.map((row) => `${row.label}: ${documentAmount(row.paise)}`),
    view.amountInWords,
    '',
    ...view.notes,
    ...irnTextLines(view.eInvoice),
  ].join('\n');
}

const cell = (value: string, style = '') =>
  `<td style="padding:6px 8px;border:1px solid #d1d5db;${style}">${value}</td>`;

export function renderCreditNoteHtml(view: TaxDocumentView): string {
  const e = escapeHtml;
  const lines = (party: TaxDocumentParty) => partyLines(party).map(e).join('<br>');
  const rows = view.amounts
    .map((row) => {
      const weight = row.strong ? 'font-weight:bold;' : '';
      return `<tr>${cell(e(row.label), weight)}${cell(e(documentAmount(row.paise)), `text-align:right;${weight}`)}</tr>`;
    })
    .join('');
  const against = view.against
    ? `Against invoice: <strong>${e(view.against.invoiceNumber)}</strong><br>Invoice date: ${e(invoiceDateLabel(view.against.invoiceIssuedAt))}<br>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>${e(view.title)} ${e(view.number)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827;max-width:760px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}table{border-collapse:collapse;width:100%;margin:12px 0}
.meta td{padding:2px 12px 2px 0;vertical-align:top}.muted{color:#4b5563}
@media print{body{margin:0}}
</style></head>
<body>
<h1>${e(view.title)}</h1>
<p class="muted">Original for recipient</p>
<table class="meta"><tr>
<td><strong>${e(view.supplier.name)}</strong><br>${lines(view.supplier)}</td>
<td>Credit note number: <strong>${e(view.number)}</strong><br>Credit note date: ${e(invoiceDateLabel(view.issuedAt))}<br>${against}Place of supply: ${e(stateWithCode(view.placeOfSupply))}<br>Reverse charge: No</td>
</tr></table>
<p><strong>Credited to</strong><br>${e(view.recipient.name)}<br>${lines(view.recipient)}</p>
${itemTableHtml(view.item)}
<table>${rows}</table>
<p><strong>Amount in words:</strong> ${e(view.amountInWords)}</p>
${view.notes.map((note) => `<p class="muted">${e(note)}</p>`).join('\n')}
${irnTextLines(view.eInvoice)
  .map((line) => `<p><strong>${e(line)}</strong></p>`)
  .join('\n')}
${signatureHtml(view.supplier.name, view.branding?.signatory, 'This is a computer-generated document and needs no signature.')}
</body></html>
`;
}
