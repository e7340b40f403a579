import { formatInr } from '#shared/checkout/money';
import type { SiteSettings } from '#shared/content/schemas';
import type { StoredCreditNote } from '#lambdas/data/credit-notes';
import { creditNoteFileName } from './tax-document-format';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail } from '#lambdas/mail/layout';
import { mailedLinkLifeSentence } from '#shared/checkout/tax-document-download';

// To the learner, once a refund reached their bank: the money's way back and the GST credit note.

export function creditNoteMail(input: {
  note: StoredCreditNote;
  courseTitle: string;
  /** The credit note as plain text, quoted in the mail. */
  noteText: string;
  /** Signed for the mail's life (decision 020). */
  creditNoteUrl: string;
  /** The credit note as PDF (lambdas/documents/pdf-client.ts). */
  creditNotePdf: Uint8Array;
  /** The enrolment's certificate, which the refund revoked (decision 016). */
  revokedCertificateId?: string;
  company: SiteSettings;
}): Mail {
  const { note, company } = input;
  const refunded = formatInr(note.totalPaise);
  return {
    to: [note.recipient.email],
    replyTo: company.companyEmail,
    subject: `Credit note ${note.creditNoteNumber} for your refund`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${note.recipient.name},`,
          `We have refunded ${refunded} for ${input.courseTitle}. PhonePe has completed the refund; the money reaches your account in 5–7 working days, as PhonePe does, by the way you paid.`,
          `Here is the GST credit note for it, which reduces your tax invoice ${note.invoice.invoiceNumber}.`,
          ...(input.revokedCertificateId
            ? [
                `As our terms say, a refunded course carries no certificate: your certificate ${input.revokedCertificateId} is revoked, its check now says so, and it can no longer be downloaded.`,
              ]
            : []),
        ],
        details: [
          ['Course', input.courseTitle],
          ['Amount refunded', `${refunded} (incl. GST)`],
          ['Credit note number', note.creditNoteNumber],
          ['Original invoice', note.invoice.invoiceNumber],
          ['Refund reference', note.providerRefundId ?? note.merchantRefundId],
        ],
        quote: { heading: 'Your credit note', text: input.noteText },
        closing: [
          `Your GST credit note is attached, and you can download it here: ${input.creditNoteUrl}`,
          mailedLinkLifeSentence,
          'If you have a question, simply reply to this e-mail.',
        ],
      },
      company,
    ),
    attachments: [
      {
        fileName: creditNoteFileName(note.creditNoteNumber),
        contentType: 'application/pdf',
        content: Buffer.from(input.creditNotePdf),
      },
    ],
  };
}
