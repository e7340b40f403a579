import * as z from 'zod';

// The download links of tax invoices and credit notes: a signed token, and the form wanted. The
// PDF is the document (what a learner files and forwards); the HTML page shows the same view.

export const taxDocumentFormats = ['pdf', 'html'] as const;
export type TaxDocumentFormat = (typeof taxDocumentFormats)[number];

export const taxDocumentMessages = {
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  badFormat: 'Format must be pdf or html',
} as const;

export const taxDocumentQuery = z.object({
  token: z.string().max(200).optional(),
  format: z.enum(taxDocumentFormats, { error: taxDocumentMessages.badFormat }).default('pdf'),
});
export type TaxDocumentQuery = z.output<typeof taxDocumentQuery>;
