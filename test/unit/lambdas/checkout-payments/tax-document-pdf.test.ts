import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { taxInvoiceView } from '#lambdas/checkout-payments/tax-documents/tax-invoice-view';
import { a4 } from '#lambdas/lib/pdf-page-writer';
import {
  computerGeneratedNote,
  renderTaxDocumentPdf,
} from '#lambdas/checkout-payments/tax-documents/tax-document-pdf';
import {
  creditNoteFileName,
  documentAmount,
  documentDate,
  invoiceFileName,
} from '#lambdas/checkout-payments/tax-documents/tax-document-format';
import { pdfPageLines, pdfText } from '#test/support/pdf-text';
import { aCreditNoteView, aTaxInvoice } from '#test/support/tax-documents';

const invoiceView = () => taxInvoiceView(aTaxInvoice('Maharashtra'));

describe('renderTaxDocumentPdf, a tax invoice', () => {
  it('is one A4 page titled with the invoice number, by the supplier, dated when issued', async () => {
    const document = await PDFDocument.load(await renderTaxDocumentPdf(invoiceView()));
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([width, height]).toEqual([a4.width, a4.height]);
    expect(document.getTitle()).toBe('Tax Invoice NXT/26-27/000123');
    expect(document.getAuthor()).toBe('Nexora Technologies');
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-25T10:06:00.000Z');
  });

  it('draws what rule 46 asks: number, date, GSTIN, state codes, SAC, reverse charge', async () => {
    const lines = (await pdfPageLines(await renderTaxDocumentPdf(invoiceView())))[0]!;
    expect(lines[0]).toBe('TAX INVOICE');
    expect(lines).toEqual(
      expect.arrayContaining([
        'NXT/26-27/000123',
        '25 Nov 2026',
        'GSTIN: 29AAKCN4821P1ZR',
        'State: Karnataka (state code 29)',
        'Billed to',
        'Asha Rao',
        'GSTIN: Unregistered',
        'Maharashtra (state code 27)',
        'Reverse charge',
        'No',
        '999293',
      ]),
    );
  });

  it('draws every amount row in rupees with Indian grouping, the total and it in words', async () => {
    const view = invoiceView();
    const text = await pdfText(await renderTaxDocumentPdf(view));
    for (const row of view.amounts) {
      expect(text).toContain(row.label);
      expect(text).toContain(documentAmount(row.paise));
    }
    expect(text).toContain('₹29,499.17');
    expect(text).toContain(`Amount in words: ${view.amountInWords}`);
    expect(text).toContain('Payment reference: OM2611221004051234567890123');
    expect(text).toContain(computerGeneratedNote);
  });

  it('shows a company recipient’s GSTIN', async () => {
    const view = invoiceView();
    view.recipient = {
      ...view.recipient,
      name: 'Umbrella Analytics LLP',
      gstin: '27AAPFU0939F1ZV',
    };
    const text = await pdfText(await renderTaxDocumentPdf(view));
    expect(text).toContain('Umbrella Analytics LLP');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).not.toContain('GSTIN: Unregistered');
  });

  it('wraps a long description within the page and keeps every word', async () => {
    const view = invoiceView();
    view.item.description = Array.from({ length: 40 }, (_, index) => `module${index}`).join(' ');
    const lines = (await pdfPageLines(await renderTaxDocumentPdf(view))).flat();
    const descriptionLines = lines.filter((line) => line.startsWith('module'));
    expect(descriptionLines.length).toBeGreaterThan(2);
    expect(descriptionLines.join(' ')).toBe(view.item.description);
  });

  it('draws a name that mixes scripts, and the rupee sign, as typed', async () => {
    const view = invoiceView();
    view.recipient.name = 'Zoë अनन्या Iyer';
    view.notes = ['Fee ₹25,000 paid'];
    const text = await pdfText(await renderTaxDocumentPdf(view));
    expect(text).toContain('Zoë अनन्या Iyer');
    expect(text).toContain('Fee ₹25,000 paid');
  });

  it('starts a second page when the notes do not fit on one', async () => {
    const view = invoiceView();
    view.notes = Array.from({ length: 80 }, (_, index) => `Note ${index + 1}`);
    const pages = await pdfPageLines(await renderTaxDocumentPdf(view));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Note 80');
    expect(pages.flat().filter((line) => line.startsWith('Note '))).toHaveLength(80);
  });

  it('renders the same bytes for the same view', async () => {
    const [first, second] = await Promise.all([
      renderTaxDocumentPdf(invoiceView()),
      renderTaxDocumentPdf(invoiceView()),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe('renderTaxDocumentPdf, a credit note', () => {
  it('is titled CREDIT NOTE and names the invoice it reduces, with that invoice’s date', async () => {
    const bytes = await renderTaxDocumentPdf(aCreditNoteView());
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Credit Note NXC/26-27/000007');
    const lines = (await pdfPageLines(bytes))[0]!;
    expect(lines[0]).toBe('CREDIT NOTE');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Credit note no.',
        'NXC/26-27/000007',
        '01 Dec 2026',
        'Against invoice',
        'NXT/26-27/000123',
        '25 Nov 2026',
        'CGST @ 9%',
        'SGST @ 9%',
        '₹11,800.00',
      ]),
    );
  });
});

describe('tax document formats', () => {
  it('write amounts with the rupee sign, paise and lakh grouping', () => {
    expect(documentAmount(11799882)).toBe('₹1,17,998.82');
    expect(documentAmount(1234567800)).toBe('₹1,23,45,678.00');
    expect(documentAmount(2500000)).toBe('₹25,000.00');
    expect(documentAmount(5)).toBe('₹0.05');
  });

  it('date a document in IST, so 23:00 UTC is already the next day', () => {
    expect(documentDate('2026-11-24T23:00:00Z')).toBe('25 Nov 2026');
  });

  it('name the files without the number’s slashes', () => {
    expect(invoiceFileName('NXT/26-27/000123')).toBe('Invoice-NXT-26-27-000123.pdf');
    expect(creditNoteFileName('NXC/26-27/000007')).toBe('Credit-Note-NXC-26-27-000007.pdf');
  });
});
