import { PDFDocument } from 'pdf-lib';
import type { TaxDocumentParty, TaxDocumentView } from './tax-document-view';
import {
  PdfPageWriter,
  a4,
  contentWidth,
  margin,
  setDocumentInfo,
  type TextStyle,
} from '#lambdas/lib/pdf-page-writer';
import { documentAmount, documentDate } from './tax-document-format';
import type { DocumentImages } from '#lambdas/lib/document-branding';
import {
  drawSignatureBlock,
  signatureBlockHeight,
  type SignatureBlock,
} from '#lambdas/lib/document-signature';
import { drawIrnBlock } from './irn-block';

// A tax invoice or credit note as an A4 PDF laid out as Indian GST documents are (CGST Rules,
// rule 46 for invoices, rule 53 for credit notes): supplier and document details at the head,
// recipient, place of supply, the service with its SAC, the tax split, the total in words; the
// company's logo at the head and its authorised signatory at the foot when Settings name them.

const columnGap = 20;
const halfWidth = (contentWidth - columnGap) / 2;
const rightColumn = margin + halfWidth + columnGap;
const amountColumnWidth = 130;
const small: TextStyle = { size: 8.5, muted: true };

export const computerGeneratedNote =
  'This is a computer-generated document and needs no signature.';

const stateWithCode = (place: { state: string; stateCode: string }) =>
  `${place.state} (state code ${place.stateCode})`;

/** Draws the document; `images` are the logo and signature its branding names, as read. */
export async function renderTaxDocumentPdf(
  view: TaxDocumentView,
  images: DocumentImages = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  setDocumentInfo(document, {
    title: `${view.title} ${view.number}`,
    author: view.supplier.name,
    subject: view.item.description,
    issuedAt: view.issuedAt,
  });
  const writer = await PdfPageWriter.create(document);

  await drawHeading(writer, view, images.logo);
  twoColumns(
    writer,
    (x, width) => drawSupplier(writer, view.supplier, x, width),
    (x, width) => drawDocumentDetails(writer, view, x, width),
  );
  writer.rule();
  drawRecipient(writer, view.recipient);
  writer.rule();
  drawItem(writer, view);
  drawAmounts(writer, view);
  writer.y -= 6;
  writer.paragraph(`Amount in words: ${view.amountInWords}`, margin, contentWidth, { bold: true });
  writer.y -= 4;
  for (const note of view.notes) writer.paragraph(note, margin, contentWidth, small);
  drawIrnBlock(writer, view);
  const signatory = view.branding?.signatory;
  if (signatory) {
    const block: SignatureBlock = {
      signatory,
      ...(images.signature ? { signature: images.signature } : {}),
      forCompany: view.supplier.name,
      captioned: true,
      align: { right: margin + contentWidth },
    };
    writer.y -= 18;
    writer.ensureSpace(signatureBlockHeight(writer, block));
    await drawSignatureBlock(writer, block);
  } else {
    // Without a signatory the document says why it carries no signature.
    writer.footer(computerGeneratedNote, small);
  }

  return document.save();
}

const logoBox = { width: 180, height: 52 };

/**
 * The title, and "Original for recipient" as rule 48 asks; with a logo, the logo on the left and
 * the title on the right, as a letterhead.
 */
async function drawHeading(
  writer: PdfPageWriter,
  view: TaxDocumentView,
  logoBytes: Uint8Array | undefined,
): Promise<void> {
  const title = { size: 18, bold: true };
  const logo = logoBytes && (await writer.embedImage(logoBytes));
  if (!logo) {
    writer.textAt(view.title.toUpperCase(), margin, title);
    writer.textRightAt('Original for recipient', a4.width - margin, small);
    writer.y -= writer.lineHeight(title);
    return;
  }
  const top = writer.y + 14;
  const drawn = writer.imageAt(logo, margin, top - logoBox.height, logoBox.width, logoBox.height);
  const logoBottom = top - drawn.height;
  writer.textRightAt(view.title.toUpperCase(), a4.width - margin, title);
  writer.y -= writer.lineHeight(title);
  writer.textRightAt('Original for recipient', a4.width - margin, small);
  writer.y = Math.min(writer.y - writer.lineHeight(small), logoBottom - 22);
}

/** Draws two blocks side by side from the same line, then continues below the longer. */
function twoColumns(
  writer: PdfPageWriter,
  left: (x: number, width: number) => void,
  right: (x: number, width: number) => void,
): void {
  const top = writer.y;
  left(margin, halfWidth);
  const leftBottom = writer.y;
  writer.y = top;
  right(rightColumn, halfWidth);
  writer.y = Math.min(writer.y, leftBottom);
}

function drawSupplier(writer: PdfPageWriter, supplier: TaxDocumentParty, x: number, width: number) {
  writer.paragraph(supplier.name, x, width, { size: 12, bold: true });
  for (const line of supplier.addressLines) writer.paragraph(line, x, width);
  writer.paragraph(`GSTIN: ${supplier.gstin ?? 'Unregistered'}`, x, width, { bold: true });
  writer.paragraph(`State: ${stateWithCode(supplier)}`, x, width);
}

function drawDocumentDetails(
  writer: PdfPageWriter,
  view: TaxDocumentView,
  x: number,
  width: number,
) {
  const isCreditNote = view.kind === 'credit-note';
  const rows: [string, string][] = [
    [isCreditNote ? 'Credit note no.' : 'Invoice no.', view.number],
    [isCreditNote ? 'Credit note date' : 'Invoice date', documentDate(view.issuedAt)],
  ];
  if (view.against) {
    rows.push(['Against invoice', view.against.invoiceNumber]);
    rows.push(['Invoice date', documentDate(view.against.invoiceIssuedAt)]);
  }
  rows.push(['Place of supply', stateWithCode(view.placeOfSupply)]);
  rows.push(['Reverse charge', view.reverseCharge ? 'Yes' : 'No']);
  const labelWidth = 95;
  for (const [label, value] of rows) {
    const top = writer.y;
    writer.paragraph(label, x, labelWidth, { muted: true });
    const labelBottom = writer.y;
    writer.y = top;
    writer.paragraph(value, x + labelWidth, width - labelWidth, { bold: label.endsWith('no.') });
    writer.y = Math.min(writer.y, labelBottom);
  }
}

function drawRecipient(writer: PdfPageWriter, recipient: TaxDocumentParty): void {
  writer.paragraph('Billed to', margin, contentWidth, { size: 9, bold: true, muted: true });
  writer.paragraph(recipient.name, margin, contentWidth, { size: 11, bold: true });
  for (const line of recipient.addressLines) writer.paragraph(line, margin, contentWidth);
  writer.paragraph(`State: ${stateWithCode(recipient)}`, margin, contentWidth);
  writer.paragraph(`GSTIN: ${recipient.gstin ?? 'Unregistered'}`, margin, contentWidth, {
    bold: Boolean(recipient.gstin),
  });
  for (const line of recipient.contactLines ?? []) {
    writer.paragraph(line, margin, contentWidth, { muted: true });
  }
}

/** The item line's figures as printed: quantity, rate, discount and taxable value. */
export function itemLineCells(item: TaxDocumentView['item']): {
  quantity: string;
  rate: string;
  discount: string;
  taxable: string;
} {
  return {
    quantity: String(item.quantity),
    rate: documentAmount(item.ratePaise),
    discount: documentAmount(item.discountPaise),
    taxable: documentAmount(item.taxablePaise),
  };
}

/** The item table's figure columns by their right edges, taxable value at the content's edge. */
const figureColumns = (() => {
  const taxable = margin + contentWidth - 4;
  const discount = taxable - 84;
  const rate = discount - 72;
  const quantity = rate - 76;
  return { taxable, discount, rate, quantity, sac: quantity - 56 };
})();

/**
 * The one service supplied as an Indian GST invoice's item table: description, SAC, quantity,
 * rate, discount and taxable value; the tax split follows in the amounts below.
 */
function drawItem(writer: PdfPageWriter, view: TaxDocumentView): void {
  const columns = figureColumns;
  const header = { size: 9, bold: true };
  const cells = itemLineCells(view.item);
  writer.ensureSpace(60);
  writer.band(writer.lineHeight(header) + 4);
  writer.textAt('Description of service', margin + 4, header);
  writer.textAt('SAC', columns.sac, header);
  writer.textRightAt('Qty', columns.quantity, header);
  writer.textRightAt('Rate', columns.rate, header);
  writer.textRightAt('Discount', columns.discount, header);
  writer.textRightAt('Taxable value', columns.taxable, header);
  writer.y -= writer.lineHeight(header) + 4;
  const top = writer.y;
  writer.textAt(view.item.sac, columns.sac);
  writer.textRightAt(cells.quantity, columns.quantity);
  writer.textRightAt(cells.rate, columns.rate);
  writer.textRightAt(cells.discount, columns.discount);
  writer.textRightAt(cells.taxable, columns.taxable);
  writer.y = top;
  writer.paragraph(view.item.description, margin + 4, columns.sac - margin - 14);
  writer.rule(0);
}

/** Fee, discount, taxable value, each tax and the total, amounts right-aligned. */
function drawAmounts(writer: PdfPageWriter, view: TaxDocumentView): void {
  const amountRight = margin + contentWidth - 4;
  const labelX = margin + contentWidth * 0.35;
  const labelWidth = amountRight - amountColumnWidth - labelX;
  for (const row of view.amounts) {
    const style: TextStyle = row.strong ? { bold: true } : {};
    writer.ensureSpace(writer.lineHeight(style));
    const top = writer.y;
    writer.textRightAt(documentAmount(row.paise), amountRight, style);
    writer.paragraph(row.label, labelX, labelWidth, style);
    writer.y = Math.min(writer.y, top - writer.lineHeight(style));
  }
}
