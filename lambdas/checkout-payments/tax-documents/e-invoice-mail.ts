import type { RegisteredEInvoice } from '#shared/checkout/e-invoice';
import type { SiteSettings } from '#shared/content/schemas';
import { mailedLinkLifeSentence } from '#shared/checkout/tax-document-download';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail } from '#lambdas/mail/layout';
import { creditNoteFileName, invoiceFileName } from './tax-document-format';

// To the buyer, when a B2B document first mailed "IRN pending" has been registered by the IRP
// (decision 027): the same document again, now with its IRN and QR code, which the company needs
// to claim the input tax credit.

export function eInvoiceRegisteredMail(input: {
  kind: 'tax-invoice' | 'credit-note';
  number: string;
  recipient: { name: string; email: string; legalName?: string };
  eInvoice: RegisteredEInvoice;
  /** Signed for the mail's life (decision 020). */
  documentUrl: string;
  pdf: Uint8Array;
  company: SiteSettings;
}): Mail {
  const { recipient, eInvoice, company } = input;
  const what = input.kind === 'credit-note' ? 'credit note' : 'tax invoice';
  const fileName =
    input.kind === 'credit-note' ? creditNoteFileName(input.number) : invoiceFileName(input.number);
  return {
    to: [recipient.email],
    replyTo: company.companyEmail,
    subject: `E-invoice registered: ${what} ${input.number}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${recipient.name},`,
          `The ${what} ${input.number}${recipient.legalName ? ` for ${recipient.legalName}` : ''} we sent you marked "IRN pending" is now registered on the Invoice Registration Portal. Here it is again with its IRN and signed QR code, for your input tax credit.`,
        ],
        details: [
          [what === 'credit note' ? 'Credit note number' : 'Invoice number', input.number],
          ['IRN', eInvoice.irn],
          ['Ack No.', eInvoice.ackNo],
          ['Ack Date', eInvoice.ackDate],
        ],
        closing: [
          `It is attached, and you can download it here: ${input.documentUrl}`,
          mailedLinkLifeSentence,
          'If you have a question, simply reply to this e-mail.',
        ],
      },
      company,
    ),
    attachments: [{ fileName, contentType: 'application/pdf', content: Buffer.from(input.pdf) }],
  };
}
