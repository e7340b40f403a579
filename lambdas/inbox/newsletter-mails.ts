import type { SiteSettings } from '#shared/content/schemas';
import { newsletterConfirmHours } from '#shared/forms/newsletter-text';
import { composeMail, escapeHtml } from '#lambdas/mail/layout';
import { oneClickUnsubscribeHeaders } from '#lambdas/mail/list-unsubscribe';
import type { Mail } from '#lambdas/mail/mime';

// The newsletter's own mails (docs/product.md §4 Newsletter subscriber). Each carries its
// unsubscribe link in the text, the HTML and the List-Unsubscribe headers, so a mail client
// offers it too.

export interface NewsletterLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
  /** The API address a mail client POSTs to for a one-click unsubscribe (RFC 8058). */
  oneClickUnsubscribeUrl: string;
}

const unsubscribeNote = 'Do not want these e-mails? Unsubscribe here:';

/** The unsubscribe link after the signature, and the headers that offer it in the inbox. */
export function withUnsubscribeLink(
  mail: Mail,
  links: Pick<NewsletterLinks, 'unsubscribeUrl' | 'oneClickUnsubscribeUrl'>,
): Mail {
  const url = escapeHtml(links.unsubscribeUrl);
  return {
    ...mail,
    text: `${mail.text}\n\n${unsubscribeNote}\n${links.unsubscribeUrl}`,
    html: mail.html?.replace(
      '</body>',
      `<p style="margin:24px 0 0;font-size:13px;color:#555">Do not want these e-mails? <a href="${url}" style="color:#2563eb">Unsubscribe</a>.</p>\n</body>`,
    ),
    headers: { ...mail.headers, ...oneClickUnsubscribeHeaders(links.oneClickUnsubscribeUrl) },
  };
}

/**
 * To the address a visitor typed, before it is proven theirs: only our own words and the links,
 * nothing they typed (a name), since the address may be a stranger's.
 */
export function newsletterConfirmationMail(
  email: string,
  links: NewsletterLinks,
  company: SiteSettings,
): Mail {
  return withUnsubscribeLink(
    {
      to: [email],
      replyTo: company.companyEmail,
      subject: `Please confirm your subscription to the ${company.companyName} newsletter`,
      ...composeMail(
        {
          paragraphs: [
            `This e-mail address was signed up for the ${company.companyName} newsletter on our website. Please confirm that you want to receive it.`,
          ],
          action: { label: 'Confirm my subscription', url: links.confirmUrl },
          closing: [
            `The link works for ${newsletterConfirmHours} hours. If you did not sign up, ignore this e-mail: you will not be subscribed.`,
          ],
        },
        company,
      ),
    },
    links,
  );
}

/** After the address is confirmed: what the reader will get, and how to leave. */
export function newsletterWelcomeMail(
  email: string,
  links: Pick<NewsletterLinks, 'unsubscribeUrl' | 'oneClickUnsubscribeUrl'>,
  company: SiteSettings,
): Mail {
  return withUnsubscribeLink(
    {
      to: [email],
      replyTo: company.companyEmail,
      subject: `Welcome to the ${company.companyName} newsletter`,
      ...composeMail(
        {
          paragraphs: [
            `Your subscription is confirmed. Thank you for subscribing to the ${company.companyName} newsletter!`,
            'You will hear from us when we publish new articles, case studies and courses. You can unsubscribe at any time with the link at the end of every newsletter e-mail.',
          ],
        },
        company,
      ),
    },
    links,
  );
}
