import { describe, expect, it } from 'vitest';
import { taxInvoiceView } from '#lambdas/checkout-payments/tax-documents/tax-invoice-view';
import { renderPdf } from '#lambdas/documents/pdf-client';
import type { PdfRenderRequest } from '#lambdas/documents/pdf-render-event';
import { aCertificateView } from '#test/support/certificates';
import { pdftotext, saveDocumentPicture } from '#test/support/pdf-tools';
import { aCreditNoteView, aTaxInvoice } from '#test/support/tax-documents';

// Every document the PDF Lambda draws, for a learner who wrote their name in an Indian script:
// pdftotext finds the name as typed and the amounts with ₹ in lakh grouping, and a picture of
// each is left in .data/document-pictures/ for review (docs/decisions/026-fonts-for-every-
// indian-script.md).

const documents: {
  name: string;
  learnerName: string;
  showsMoney: boolean;
  request: () => PdfRenderRequest;
}[] = [
  {
    name: 'invoice',
    learnerName: 'प्रिया शर्मा',
    showsMoney: true,
    request: () => {
      const view = taxInvoiceView(aTaxInvoice('Karnataka'));
      view.recipient.name = 'प्रिया शर्मा';
      return { document: 'tax-document', view };
    },
  },
  {
    name: 'credit-note',
    learnerName: 'பிரியா சர்மா',
    showsMoney: true,
    request: () => {
      const view = aCreditNoteView();
      view.recipient.name = 'பிரியா சர்மா';
      return { document: 'tax-document', view };
    },
  },
  {
    name: 'certificate',
    learnerName: 'ಪ್ರಿಯಾ ಶರ್ಮಾ',
    showsMoney: false,
    request: () => ({
      document: 'certificate',
      view: aCertificateView({ learnerName: 'ಪ್ರಿಯಾ ಶರ್ಮಾ' }),
    }),
  },
];

describe('documents for a learner named in an Indian script', () => {
  for (const { name, learnerName, showsMoney, request } of documents) {
    it(`draw the ${name} with the name as typed`, async () => {
      const bytes = await renderPdf(request());
      await saveDocumentPicture(`document-${name}`, bytes);
      const text = await pdftotext(bytes);
      expect(text).toContain(learnerName);
      expect(text).not.toContain('?');
      expect(text).not.toContain('Rs.');
      expect(/₹\d{1,2}(,\d\d)*,\d{3}\.\d\d/.test(text)).toBe(showsMoney);
    });
  }
});
