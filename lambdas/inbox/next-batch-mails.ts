import { formatLongDate } from '#shared/booking-slots';
import type { Batch, Course, SiteSettings } from '#shared/content/schemas';
import { nextBatchConfirmHours } from '#shared/forms/next-batch';
import { composeMail } from '#lambdas/mail/layout';
import type { Mail } from '#lambdas/mail/mime';
import { withUnsubscribeLink, type NewsletterLinks } from './newsletter-mails';

// The next-batch list's mails (decision 025, Next batch). Each carries its leave link as the
// newsletter's carry their unsubscribe link (text, HTML and List-Unsubscribe headers).

export type LeaveLinks = Pick<NewsletterLinks, 'unsubscribeUrl' | 'oneClickUnsubscribeUrl'>;

/** To an address not yet proven: our words and the links only, nothing the visitor typed. */
export function nextBatchConfirmationMail(
  email: string,
  course: Pick<Course, 'title'>,
  links: LeaveLinks & { confirmUrl: string },
  company: SiteSettings,
): Mail {
  return withUnsubscribeLink(
    {
      to: [email],
      replyTo: company.companyEmail,
      subject: `Please confirm: tell me about the next batch of ${course.title}`,
      ...composeMail(
        {
          paragraphs: [
            `This e-mail address asked on our website to be told when a new batch of ${course.title} opens. Please confirm that you want this e-mail.`,
          ],
          action: { label: 'Confirm', url: links.confirmUrl },
          closing: [
            `The link works for ${nextBatchConfirmHours} hours. If you did not ask, ignore this e-mail: you will not hear from us.`,
          ],
        },
        company,
      ),
    },
    links,
  );
}

/** "A new batch of <course> is open": its dates (a calendar date in IST) and where to enrol. */
export function newBatchOpenMail(
  email: string,
  course: Pick<Course, 'title'>,
  batch: Pick<Batch, 'name' | 'startDate' | 'schedule'>,
  links: LeaveLinks & { enrollUrl: string },
  company: SiteSettings,
): Mail {
  return withUnsubscribeLink(
    {
      to: [email],
      replyTo: company.companyEmail,
      subject: `A new batch of ${course.title} is open`,
      ...composeMail(
        {
          paragraphs: [
            `You asked us to tell you when a new batch of ${course.title} opens. It is open now, and seats are limited.`,
          ],
          details: [
            ['Batch', batch.name],
            ['Starts', batch.startDate ? `${formatLongDate(batch.startDate)} (IST)` : 'TBD'],
            ['Schedule', batch.schedule],
          ],
          action: { label: 'Enrol now', url: links.enrollUrl },
        },
        company,
      ),
    },
    links,
  );
}
