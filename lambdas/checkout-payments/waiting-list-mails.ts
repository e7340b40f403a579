import type { SiteSettings } from '#shared/content/schemas';
import { waitingListOfferHours } from '#shared/forms/batch-waiting-list';
import { oneClickUnsubscribeHeaders } from '#lambdas/mail/list-unsubscribe';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail, formatIst } from '#lambdas/mail/layout';
import type { StoredWaitingListEntry } from '#lambdas/data/batch-waiting-lists';

// The waiting list's mails (docs/decisions/025-waiting-lists.md); each carries the link to leave.

interface ListMail {
  entry: Pick<StoredWaitingListEntry, 'name' | 'email'>;
  courseTitle: string;
  batchName: string;
  /** The leave page, in the mail's words. */
  leaveUrl: string;
  /** The API's leave address with the same link, for a mail client's one-click POST. */
  oneClickLeaveUrl: string;
}

const leaveLine = (leaveUrl: string) => `No longer interested? Leave the waiting list: ${leaveUrl}`;

export function waitingListConfirmMail(
  mail: ListMail & { confirmUrl: string },
  company: SiteSettings,
): Mail {
  return {
    to: [mail.entry.email],
    replyTo: company.companyEmail,
    headers: oneClickUnsubscribeHeaders(mail.oneClickLeaveUrl),
    subject: `Confirm your place on the waiting list: ${mail.courseTitle}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${mail.entry.name},`,
          `You asked to join the waiting list of ${mail.courseTitle} (${mail.batchName}). Please confirm that this is your e-mail address; only then do you wait for a seat.`,
        ],
        action: { label: 'Confirm my place', url: mail.confirmUrl },
        closing: [
          'If you did not ask for this, ignore this e-mail and nothing happens.',
          leaveLine(mail.leaveUrl),
        ],
      },
      company,
    ),
  };
}

export function waitingListOfferMail(
  mail: ListMail & { checkoutUrl: string; expiresAt: string },
  company: SiteSettings,
): Mail {
  return {
    to: [mail.entry.email],
    replyTo: company.companyEmail,
    headers: oneClickUnsubscribeHeaders(mail.oneClickLeaveUrl),
    subject: `A seat is yours until ${formatIst(mail.expiresAt)}: ${mail.courseTitle}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${mail.entry.name},`,
          `A seat has freed in ${mail.courseTitle} (${mail.batchName}), and it is kept for you for ${waitingListOfferHours} hours. Enroll with this e-mail address before it lapses; after that it goes to the next person waiting.`,
        ],
        details: [['Kept for you until', formatIst(mail.expiresAt)]],
        action: { label: 'Enroll now', url: mail.checkoutUrl },
        closing: [leaveLine(mail.leaveUrl)],
      },
      company,
    ),
  };
}

/**
 * To an address that asked to wait for a seat in a batch it already has one in. Only the mailbox's
 * owner learns it: the page answered them as it answers everyone (decision 019).
 */
export function alreadyEnrolledMail(
  mail: { email: string; learnerName: string; courseTitle: string; batchName: string },
  myLearningUrl: string,
  company: SiteSettings,
): Mail {
  return {
    to: [mail.email],
    replyTo: company.companyEmail,
    subject: `You already have a seat: ${mail.courseTitle}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${mail.learnerName},`,
          `You asked to join the waiting list of ${mail.courseTitle} (${mail.batchName}). This e-mail address already has a seat in that batch, so there is nothing to wait for. Your classes, invoice and certificate are in My Learning.`,
        ],
        action: { label: 'Open My Learning', url: myLearningUrl },
        closing: ['If you did not ask for this, ignore this e-mail and nothing happens.'],
      },
      company,
    ),
  };
}
