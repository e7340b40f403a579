import type { DocumentSignatory } from '#shared/checkout/document-branding';
import { authorisedSignatory } from '#lambdas/lib/document-branding';
import { escapeHtml } from '#lambdas/mail/layout';
import { documentAmount } from './tax-document-format';
import type { TaxDocumentView } from './tax-document-view';

// The HTML twin of what the PDF draws by design (decision 028): the item table with quantity,
// rate, discount and taxable value, and the foot signed by the authorised signatory. The HTML
// page is stored as issued, so it shows no pictures; the PDF carries the logo and signature.

const cell = (value: string, style = '') =>
  `<td style="padding:6px 8px;border:1px solid #d1d5db;${style}">${value}</td>`;
const figure = (value: string) => cell(value, 'text-align:right;');

/** The item table: description, SAC, quantity, rate, discount and taxable value. */
export function itemTableHtml(item: TaxDocumentView['item']): string {
  const e = escapeHtml;
  const headings = ['Description', 'SAC', 'Qty', 'Rate', 'Discount', 'Taxable value']
    .map((heading) => cell(`<strong>${heading}</strong>`))
    .join('');
  const figures = [
    String(item.quantity),
    documentAmount(item.ratePaise),
    documentAmount(item.discountPaise),
    documentAmount(item.taxablePaise),
  ]
    .map((value) => figure(e(value)))
    .join('');
  return `<table><tr>${headings}</tr>
<tr>${cell(e(item.description))}${cell(e(item.sac))}${figures}</tr></table>`;
}

/** "For <company>", the signatory and "Authorised signatory"; without one, `unsignedNote`. */
export function signatureHtml(
  company: string,
  signatory: DocumentSignatory | undefined,
  unsignedNote: string,
): string {
  const e = escapeHtml;
  if (!signatory) return `<p class="muted">${e(unsignedNote)}</p>`;
  return `<p style="text-align:right;margin-top:32px"><strong>For ${e(company)}</strong><br><br><strong>${e(signatory.name)}</strong><br>${e(signatory.designation)}<br><span class="muted">${authorisedSignatory}</span></p>`;
}
