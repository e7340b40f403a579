import type { SiteSettings } from '#shared/content/schemas';
import type { Lead } from '#shared/forms/lead';
import { formatEstimateRange, selectionLabels } from '#shared/mvp-calculator';
import { composeMail, formatIst, type MailDetail } from '#lambdas/mail/layout';
import type { Mail } from '#lambdas/mail/mime';

// 'Get Detailed Estimate' (docs/product.md §12 'Every lead is answered'): the team hears of the lead, the visitor
// gets the estimate the calculator showed and what happens next. The estimate is the server's
// own (lambdas/inbox/leads.ts), computed from the same calculator the page uses.

const selectionDetails = (lead: Lead): MailDetail[] => {
  const labels = selectionLabels(lead.selection);
  return [
    ['Platform', labels.platform],
    ['Features', labels.features.join(', ') || 'None'],
    ['Design', labels.design],
    ['Timeline', labels.timeline],
    ['Estimate', `${formatEstimateRange(lead.estimate)} (${lead.estimate.duration})`],
  ];
};

/** To the company: a new lead; replying answers the visitor. */
export function leadNotificationMail(lead: Lead, company: SiteSettings): Mail {
  return {
    to: [company.companyEmail],
    replyTo: lead.email,
    subject: `New MVP estimate request from ${lead.name}: ${formatEstimateRange(lead.estimate)}`,
    ...composeMail(
      {
        paragraphs: [
          `${lead.name} asked for a detailed estimate in the MVP cost calculator on the website.`,
        ],
        details: [
          ['Name', lead.name],
          ['Email', lead.email],
          ...selectionDetails(lead),
          ['Received', formatIst(lead.createdAt)],
        ],
        quote: { heading: 'Project idea', text: lead.projectIdea },
        closing: [
          `The website promised ${lead.name} a detailed estimate by e-mail within 24 hours; reply to this e-mail to answer directly. The lead is also listed under MVP Leads in the admin area.`,
        ],
      },
      company,
    ),
  };
}

/**
 * To the visitor: the estimate they saw and what happens next. Only our words and their choices:
 * the address is not proven theirs, so nothing typed (a name, the idea) goes to it.
 */
export function leadConfirmationMail(lead: Lead, company: SiteSettings): Mail {
  return {
    to: [lead.email],
    replyTo: company.companyEmail,
    subject: `Your MVP estimate from ${company.companyName}: ${formatEstimateRange(lead.estimate)}`,
    ...composeMail(
      {
        paragraphs: [
          'Hello,',
          `Thank you for using the MVP cost calculator of ${company.companyName}. This is the estimate you saw for your choices:`,
        ],
        details: selectionDetails(lead),
        closing: [
          'What happens next: our team reviews your project idea and e-mails you a detailed estimate within 24 hours, with the scope, the milestones and the cost. The range above is a first guide; the detailed estimate replaces it.',
          'Have more to tell us, or documents to share? Simply reply to this e-mail.',
        ],
      },
      company,
    ),
  };
}
