import type { SiteSettings } from '#shared/content/schemas';
import { formatDateTime } from '#shared/format-date';

// Every mail is plain text plus a simple HTML twin with the same words: short paragraphs, an
// optional list of details, and the company's signature.

export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A label and its value; details without a value are left out. */
export type MailDetail = [label: string, value: string | number | undefined];

export interface MailContent {
  paragraphs: string[];
  details?: MailDetail[];
  /** A longer text the sender wrote (a message, a cover letter), kept as written. */
  quote?: { heading: string; text: string };
  /** One link the reader is asked to open: a button in HTML, the address in text. */
  action?: { label: string; url: string };
  closing?: string[];
}

/** e.g. '22 Nov 2026, 3:45 pm IST', for "received at" lines. */
export const formatIst = (instant: string | Date): string => `${formatDateTime(instant)} IST`;

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/** An address in running text, without what ends the sentence after it ('…/invoice.', '(…/x)'). */
function addressIn(match: string): string {
  let url = match.replace(/[.,;:!?]+$/, '');
  while (url.endsWith(')') && url.split(')').length > url.split('(').length) {
    url = url.slice(0, -1).replace(/[.,;:!?]+$/, '');
  }
  return url;
}

/**
 * Text for the HTML part: escaped, its line breaks kept, and every web address in it a link, so
 * a reader can open an invoice or credit note from any mail client (the text part keeps the bare
 * address, which clients link themselves).
 */
export function htmlText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = addressIn(match[0]);
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" style="color:#2563eb">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  html += escapeHtml(text.slice(last));
  return html.replace(/\n/g, '<br>');
}

const htmlParagraph = (text: string) => `<p style="margin:0 0 16px">${htmlText(text)}</p>`;

export function composeMail(
  content: MailContent,
  company: Pick<SiteSettings, 'companyName' | 'supportPhone'>,
): { text: string; html: string } {
  const details = (content.details ?? []).filter(
    (detail): detail is [string, string | number] => detail[1] !== undefined && detail[1] !== '',
  );
  const signature = [`${company.companyName}`, company.supportPhone];
  const text = [
    ...content.paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(content.quote ? [`${content.quote.heading}:\n${content.quote.text}`] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.closing ?? []),
    signature.join('\n'),
  ].join('\n\n');

  const detailRows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0">${htmlText(String(value))}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    ...content.paragraphs.map(htmlParagraph),
    ...(detailRows
      ? [`<table style="border-collapse:collapse;margin:0 0 16px">${detailRows}</table>`]
      : []),
    ...(content.quote
      ? [
          `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(content.quote.heading)}</p>`,
          `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #2563eb;background:#f3f4f6">${htmlText(content.quote.text)}</blockquote>`,
        ]
      : []),
    ...(content.action
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#2563eb;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
        ]
      : []),
    ...(content.closing ?? []).map(htmlParagraph),
    htmlParagraph(signature.join('\n')),
    '</body></html>',
  ].join('\n');
  return { text, html };
}
