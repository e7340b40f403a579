import { describe, expect, it } from 'vitest';
import { buildMimeMessage, encodeHeader } from '#lambdas/mail/mime';

describe('encodeHeader', () => {
  it('leaves ASCII alone and encodes rupee signs', () => {
    expect(encodeHeader('Your invoice')).toBe('Your invoice');
    expect(encodeHeader('Paid ₹29,499')).toBe(
      `=?UTF-8?B?${Buffer.from('Paid ₹29,499').toString('base64')}?=`,
    );
  });

  it("turns line breaks into spaces, so a visitor's name cannot add a header", () => {
    expect(encodeHeader('New enquiry from Asha\r\nBcc: everyone@example.com')).toBe(
      'New enquiry from Asha Bcc: everyone@example.com',
    );
  });
});

describe('buildMimeMessage', () => {
  it('carries text, HTML and an attachment a mail client can decode', () => {
    const message = buildMimeMessage(
      {
        to: ['learner@example.com'],
        subject: 'Booking confirmed',
        text: 'See you on Monday.',
        html: '<p>See you on Monday.</p>',
        attachments: [
          { fileName: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
        ],
      },
      'Nexora <no-reply@nexoratech.in>',
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(message).toMatch(/^From: Nexora <no-reply@nexoratech.in>\r\n/);
    expect(message).toContain('Date: Sun, 22 Nov 2026 10:00:00 GMT');
    expect(message).toContain('Content-Type: multipart/mixed');
    expect(message).toContain('Content-Disposition: attachment; filename="invite.ics"');
    expect(message).toMatch(/@nexoratech\.in>/);
  });

  it('sends a plain-text-only message without multipart wrappers', () => {
    const message = buildMimeMessage(
      { to: ['a@b.in'], subject: 'Hi', text: 'Only text' },
      'no-reply@nexoratech.in',
    );
    expect(message).not.toContain('multipart');
    const body = message.split('\r\n\r\n')[1]!.replace(/\r\n/g, '');
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe('Only text');
  });
});
