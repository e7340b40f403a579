import { describe, expect, it } from 'vitest';
import { taxInvoiceView } from '#lambdas/checkout-payments/tax-documents/tax-invoice-view';
import {
  computerGeneratedNote,
  itemLineCells,
  renderTaxDocumentPdf,
} from '#lambdas/checkout-payments/tax-documents/tax-document-pdf';
import { documentAmount } from '#lambdas/checkout-payments/tax-documents/tax-document-format';
import { authorisedSignatory } from '#lambdas/lib/document-branding';
import { renderInvoiceHtml } from '#lambdas/checkout-payments/tax-documents/invoice-document';
import { renderCreditNoteHtml } from '#lambdas/checkout-payments/tax-documents/credit-note-document';
import { pdfImageCount, pdfPagePicture } from '#test/support/pdf-images';
import { pdfPageLines, pdfText } from '#test/support/pdf-text';
import { aCreditNoteView, aTaxInvoice } from '#test/support/tax-documents';
import { aBranding, aSignatory, brandingImages, logoPng } from '#test/support/document-branding';

// The design of invoices and credit notes (decision 028): the item line's rate column, the logo
// at the head, and the authorised signatory at the foot when Settings name one.

const brandedInvoice = () => ({
  ...taxInvoiceView(aTaxInvoice('Maharashtra')),
  branding: aBranding(),
});

describe('the item line of a tax invoice', () => {
  it('shows quantity 1, the fee as its rate, the discount and the taxable value, from paise', () => {
    const { item } = taxInvoiceView(aTaxInvoice('Maharashtra'));
    expect(item).toMatchObject({ quantity: 1, ratePaise: 2777700, discountPaise: 277770 });
    expect(itemLineCells(item)).toEqual({
      quantity: '1',
      rate: documentAmount(2777700),
      discount: documentAmount(277770),
      taxable: documentAmount(2499930),
    });
  });

  it('is drawn under its column headings, on one row with the SAC', async () => {
    const view = taxInvoiceView(aTaxInvoice('Maharashtra'));
    const lines = (await pdfPageLines(await renderTaxDocumentPdf(view)))[0]!;
    const header = lines.indexOf('Description of service');
    expect(lines.slice(header, header + 6)).toEqual([
      'Description of service',
      'SAC',
      'Qty',
      'Rate',
      'Discount',
      'Taxable value',
    ]);
    expect(lines.slice(header + 6, header + 11)).toEqual([
      '999293',
      '1',
      documentAmount(2777700),
      documentAmount(277770),
      documentAmount(2499930),
    ]);
  });

  it('on a credit note, rates the line at the taxable value credited, with no discount', () => {
    expect(itemLineCells(aCreditNoteView().item)).toEqual({
      quantity: '1',
      rate: documentAmount(1000000),
      discount: documentAmount(0),
      taxable: documentAmount(1000000),
    });
  });
});

describe('a tax document with the company’s logo and signatory', () => {
  it('ends with For <company>, the signatory’s name and designation and Authorised signatory', async () => {
    const lines = (
      await pdfPageLines(await renderTaxDocumentPdf(brandedInvoice(), brandingImages()))
    )[0]!;
    expect(lines.slice(-4)).toEqual([
      'For Nexora Technologies',
      aSignatory.name,
      aSignatory.designation,
      authorisedSignatory,
    ]);
    expect(lines).not.toContain(computerGeneratedNote);
  });

  it('places the logo and the signature as images, on one page', async () => {
    const pdf = await renderTaxDocumentPdf(brandedInvoice(), brandingImages());
    expect(await pdfImageCount(pdf)).toBe(2);
    expect(await pdfPageLines(pdf)).toHaveLength(1);
    await pdfPagePicture(pdf, 'unit-tax-invoice-branded');
  });

  it('is signed without a picture when none is set, and keeps the words', async () => {
    const view = { ...aCreditNoteView(), branding: { signatory: aSignatory } };
    const pdf = await renderTaxDocumentPdf(view, { logo: logoPng });
    expect(await pdfImageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain(`${aSignatory.name}\n${aSignatory.designation}\n${authorisedSignatory}`);
    await pdfPagePicture(pdf, 'unit-credit-note-branded');
  });

  it('leaves out a picture that is not a PNG or JPEG rather than failing the document', async () => {
    const broken = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const pdf = await renderTaxDocumentPdf(brandedInvoice(), { logo: broken, signature: broken });
    expect(await pdfImageCount(pdf)).toBe(0);
    expect(await pdfText(pdf)).toContain(authorisedSignatory);
  });

  it('without a signatory says it needs no signature, and draws no image', async () => {
    const pdf = await renderTaxDocumentPdf(taxInvoiceView(aTaxInvoice('Karnataka')));
    expect(await pdfText(pdf)).toContain(computerGeneratedNote);
    expect(await pdfText(pdf)).not.toContain(authorisedSignatory);
    expect(await pdfImageCount(pdf)).toBe(0);
  });

  it('gives the same bytes for the same document and pictures', async () => {
    const [first, again] = await Promise.all([
      renderTaxDocumentPdf(brandedInvoice(), brandingImages()),
      renderTaxDocumentPdf(brandedInvoice(), brandingImages()),
    ]);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });
});

describe('the HTML twin of a tax document', () => {
  it('is signed as the PDF is when a signatory is set, and says it needs none when not', () => {
    const signed = renderInvoiceHtml({ ...aTaxInvoice('Maharashtra'), branding: aBranding() });
    expect(signed).toContain('For Nexora Technologies');
    expect(signed).toContain(`<strong>${aSignatory.name}</strong><br>Director, Finance`);
    expect(signed).toContain(authorisedSignatory);
    expect(signed).not.toContain('needs no signature');
    expect(renderInvoiceHtml(aTaxInvoice('Maharashtra'))).toContain('needs no signature');
  });

  it('shows the item line’s quantity, rate, discount and taxable value', () => {
    const html = renderCreditNoteHtml(aCreditNoteView());
    expect(html).toContain('<strong>Rate</strong>');
    expect(html).toMatch(
      /999293<\/td>.*>1<\/td>.*₹10,000\.00<\/td>.*₹0\.00<\/td>.*₹10,000\.00<\/td>/,
    );
  });
});
