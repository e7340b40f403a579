import type { SiteSettings } from '#shared/content/schemas';
import { contactServiceLabels, type ContactSubmission } from '#shared/forms/contact';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail, formatIst } from '#lambdas/mail/layout';

/** To the company: a new enquiry from the contact form; replying answers the visitor. */
export function contactNotificationMail(
  submission: ContactSubmission,
  company: SiteSettings,
): Mail {
  const service = submission.service ? contactServiceLabels[submission.service] : undefined;
  return {
    to: [company.companyEmail],
    replyTo: submission.email,
    subject: `New enquiry from ${submission.name}${service ? ` about ${service}` : ''}`,
    ...composeMail(
      {
        paragraphs: [`A new message came in through the contact form on the website.`],
        details: [
          ['Name', submission.name],
          ['Email', submission.email],
          ['Phone', submission.phone],
          ['Company', submission.company],
          ['Service', service],
          ['Received', formatIst(submission.createdAt)],
        ],
        quote: { heading: 'Message', text: submission.message },
        closing: [
          `Reply to this e-mail to answer ${submission.name} directly; the website promised an answer within 24 hours. The enquiry is also listed under Contacts in the admin area.`,
        ],
      },
      company,
    ),
  };
}
