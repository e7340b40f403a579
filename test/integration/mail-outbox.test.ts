import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { sendMail } from '#lambdas/mail/mailer';

describe('the local mail outbox', () => {
  it('writes each message as an .eml file that /dev/outbox lists', async () => {
    const outbox = inject('outboxDir');
    const subject = `Outbox check ₹ ${Date.now()}`;
    await sendMail({
      to: ['learner@example.com'],
      subject,
      text: 'Hello from the outbox test.',
      html: '<p>Hello from the outbox test.</p>',
      attachments: [
        { fileName: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });

    const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    const contents = await Promise.all(files.map((name) => readFile(join(outbox, name), 'utf8')));
    const message = contents.find((text) =>
      text.includes(`=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`),
    );
    expect(message).toBeDefined();
    expect(message).toContain('To: learner@example.com');
    expect(message).toContain('filename="invite.ics"');

    const listing = await fetch(`${inject('siteUrl')}/dev/outbox`).then((r) => r.text());
    const name = files[contents.indexOf(message!)]!;
    expect(listing).toContain(name);
  });
});
