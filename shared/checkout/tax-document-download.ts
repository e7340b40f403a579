import * as z from 'zod';

// The download links of tax invoices and credit notes: a signed token that names the document and
// its expiry (decision 020), and the form wanted. The PDF is the document (what a learner files
// and forwards); the HTML page shows the same view.

export const taxDocumentFormats = ['pdf', 'html'] as const;
export type TaxDocumentFormat = (typeof taxDocumentFormats)[number];

/**
 * How long a link works (decision 020): a mailed one for 30 days, long enough to open it from
 * the mail in the weeks after; one shown on a screen (My Learning, the admin's lists and CSV)
 * for a day, since each visit lists fresh links.
 */
export const documentLinkLives = {
  mail: { seconds: 30 * 24 * 60 * 60, words: '30 days' },
  screen: { seconds: 24 * 60 * 60, words: '1 day' },
} as const;
export type DocumentLinkLife = keyof typeof documentLinkLives;

const freshLink =
  'Please download your invoice and credit notes from My Learning (/my-learning), or ask us for a new link.';

export const taxDocumentMessages = {
  /** 403: altered, made up, or signed for another document. */
  linkInvalid: `This download link is not valid. ${freshLink}`,
  /** 410: a genuine link past its expiry. */
  linkExpired: `This download link has expired. ${freshLink}`,
  badFormat: 'Format must be pdf or html',
} as const;

/** The sentence a mail adds after a document's link. */
export const mailedLinkLifeSentence = `This link works for ${documentLinkLives.mail.words}; after that, download it from My Learning.`;

export const taxDocumentQuery = z.object({
  token: z.string().max(200).optional(),
  format: z.enum(taxDocumentFormats, { error: taxDocumentMessages.badFormat }).default('pdf'),
});
export type TaxDocumentQuery = z.output<typeof taxDocumentQuery>;
