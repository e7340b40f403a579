import { describe, expect, it } from 'vitest';
import { fallbackSettings } from '#shared/content/fallback/site';
import { newsletterConfirmHours } from '#shared/forms/newsletter-text';
import { newsletterLink } from '#lambdas/inbox/newsletter';
import {
  newsletterConfirmationMail,
  newsletterWelcomeMail,
  withUnsubscribeLink,
} from '#lambdas/inbox/newsletter-mails';
import { buildMimeMessage } from '#lambdas/mail/mime';

const links = {
  confirmUrl: 'https://nexoratech.in/newsletter/confirm?token=confirm-token',
  unsubscribeUrl: 'https://nexoratech.in/newsletter/unsubscribe?token=leave&x=<1>',
  oneClickUnsubscribeUrl: 'https://nexoratech.in/api/newsletter/unsubscribe?token=leave',
};

describe('newsletter links', () => {
  it('put the token in the query of the page or API address on the site', () => {
    expect(newsletterLink('/newsletter/confirm', 'a_b-c', 'https://nexoratech.in')).toBe(
      'https://nexoratech.in/newsletter/confirm?token=a_b-c',
    );
    expect(newsletterLink('/api/newsletter/unsubscribe', 'xyz', 'http://localhost:3000/')).toBe(
      'http://localhost:3000/api/newsletter/unsubscribe?token=xyz',
    );
  });
});

describe('the newsletter confirmation mail', () => {
  const mail = newsletterConfirmationMail('reader@example.com', links, fallbackSettings);

  it('goes to the address with the confirmation link as a button and in the text', () => {
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.replyTo).toBe(fallbackSettings.companyEmail);
    expect(mail.subject).toBe(
      `Please confirm your subscription to the ${fallbackSettings.companyName} newsletter`,
    );
    expect(mail.text).toContain(`Confirm my subscription:\n${links.confirmUrl}`);
    expect(mail.html).toContain(`href="${links.confirmUrl}"`);
    expect(mail.text).toContain(`${newsletterConfirmHours} hours`);
  });

  it('ends with the unsubscribe link, escaped in HTML, and offers one-click unsubscribe in its headers', () => {
    expect(mail.text.endsWith(`Unsubscribe here:\n${links.unsubscribeUrl}`)).toBe(true);
    expect(mail.html).toContain(
      'href="https://nexoratech.in/newsletter/unsubscribe?token=leave&amp;x=&lt;1&gt;"',
    );
    expect(mail.html!.trimEnd().endsWith('</body></html>')).toBe(true);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const raw = buildMimeMessage(mail, 'Nexora <no-reply@nexoratech.in>');
    expect(raw).toContain(`\r\nList-Unsubscribe: <${links.oneClickUnsubscribeUrl}>\r\n`);
    expect(raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
  });
});

describe('the newsletter welcome mail', () => {
  it('says the subscription is confirmed and carries the unsubscribe link too', () => {
    const mail = newsletterWelcomeMail('reader@example.com', links, fallbackSettings);
    expect(mail.subject).toBe(`Welcome to the ${fallbackSettings.companyName} newsletter`);
    expect(mail.text).toContain('Your subscription is confirmed.');
    expect(mail.text).toContain(links.unsubscribeUrl);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('keeps headers a mail had before the unsubscribe link was added', () => {
    const mail = withUnsubscribeLink(
      { to: ['a@example.com'], subject: 'x', text: 't', headers: { 'X-Kept': 'yes' } },
      links,
    );
    expect(mail.headers?.['X-Kept']).toBe('yes');
    expect(mail.html).toBeUndefined();
  });
});
