import { randomBytes } from 'node:crypto';

// Builds an RFC 5322 message. SES's raw send and the local outbox take the same bytes, so what a
// developer opens from .data/outbox is what a learner's mail client would get.

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: string | Buffer;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * Further headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058) on
   * the newsletter's mails. Names and values are ours, never a visitor's text.
   */
  headers?: Record<string, string>;
}

const base64Lines = (content: string | Buffer) =>
  Buffer.from(content)
    .toString('base64')
    .replace(/.{1,76}/g, '$&\r\n')
    .trimEnd();

/**
 * RFC 2047 encoded-word for headers that are not plain ASCII. Line breaks become spaces first:
 * subjects carry visitors' names, and a CRLF there would start a header of their choosing.
 */
export function encodeHeader(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(oneLine)
    ? oneLine
    : `=?UTF-8?B?${Buffer.from(oneLine).toString('base64')}?=`;
}

const boundary = (kind: string) => `=_${kind}_${randomBytes(12).toString('hex')}`;

function part(contentType: string, content: string | Buffer, extraHeaders: string[] = []): string {
  return [
    `Content-Type: ${contentType}`,
    'Content-Transfer-Encoding: base64',
    ...extraHeaders,
    '',
    base64Lines(content),
  ].join('\r\n');
}

function multipart(subtype: string, parts: string[]): string {
  const marker = boundary(subtype);
  return [
    `Content-Type: multipart/${subtype}; boundary="${marker}"`,
    '',
    ...parts.map((body) => `--${marker}\r\n${body}`),
    `--${marker}--`,
  ].join('\r\n');
}

export function buildMimeMessage(mail: Mail, from: string, date = new Date()): string {
  const textPart = part('text/plain; charset=UTF-8', mail.text);
  const bodyPart = mail.html
    ? multipart('alternative', [textPart, part('text/html; charset=UTF-8', mail.html)])
    : textPart;
  const attachments = (mail.attachments ?? []).map((attachment) =>
    part(`${attachment.contentType}; name="${attachment.fileName}"`, attachment.content, [
      `Content-Disposition: attachment; filename="${attachment.fileName}"`,
    ]),
  );
  const content = attachments.length ? multipart('mixed', [bodyPart, ...attachments]) : bodyPart;
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const headers = [
    `From: ${from}`,
    `To: ${mail.to.join(', ')}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${encodeHeader(value)}`),
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(16).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  return `${headers.join('\r\n')}\r\n${content}\r\n`;
}
