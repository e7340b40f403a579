import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

// Reads the local SES outbox: each .eml decoded into headers, text, HTML and attachments.

export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  /** Decoded as UTF-8 text (for an .ics or HTML file). */
  content: string;
  /** The file's bytes (for a PDF). */
  bytes: Buffer;
}

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const divider = raw.indexOf('\r\n\r\n');
  const head = divider === -1 ? raw : raw.slice(0, divider);
  const body = divider === -1 ? '' : raw.slice(divider + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function leaves(part: MimePart): MimePart[] {
  const boundary = /boundary="([^"]+)"/.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

const bytesOf = (part: MimePart) =>
  /base64/i.test(part.headers['content-transfer-encoding'] ?? '')
    ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
    : Buffer.from(part.body, 'utf8');

const decode = (part: MimePart) => bytesOf(part).toString('utf8');

const decodeHeader = (value: string) =>
  value.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_, encoded: string) =>
    Buffer.from(encoded, 'base64').toString('utf8'),
  );

export function parseMail(file: string, raw: string): OutboxMail {
  const message = splitPart(raw);
  const mail: OutboxMail = {
    file,
    headers: message.headers,
    subject: decodeHeader(message.headers.subject ?? ''),
    text: '',
    html: '',
    attachments: [],
  };
  for (const part of leaves(message)) {
    const contentType = part.headers['content-type'] ?? 'text/plain';
    const fileName = /filename="([^"]+)"/.exec(part.headers['content-disposition'] ?? '')?.[1];
    if (fileName) {
      mail.attachments.push({ fileName, contentType, content: decode(part), bytes: bytesOf(part) });
    } else if (contentType.startsWith('text/html')) mail.html = decode(part);
    else if (contentType.startsWith('text/plain')) mail.text = decode(part);
  }
  return mail;
}

export async function readOutbox(): Promise<OutboxMail[]> {
  const directory = inject('outboxDir');
  const files = (await readdir(directory).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => parseMail(file, await readFile(join(directory, file), 'utf8'))),
  );
}

/** Mails addressed to (To) or answering to (Reply-To) this address. */
export async function mailsAbout(address: string): Promise<OutboxMail[]> {
  const mails = await readOutbox();
  return mails.filter(
    (mail) => mail.headers.to?.includes(address) || mail.headers['reply-to']?.includes(address),
  );
}
