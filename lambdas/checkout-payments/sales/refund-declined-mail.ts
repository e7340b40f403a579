import type { SiteSettings } from '#shared/content/schemas';
import type { Enrollment } from '#shared/checkout/enrollment';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail } from '#lambdas/mail/layout';

// A learner's refund request declined by an admin (decision 015): the admin's message, and the way
// back to My Learning. An approval needs no mail of its own: the refund's credit note mail says so.

/** To the learner: their request was declined, with the admin's message. */
export function refundDeclinedMail(input: {
  enrollment: Enrollment;
  message: string;
  myLearningUrl: string;
  company: SiteSettings;
}): Mail {
  const { enrollment, company } = input;
  return {
    to: [enrollment.student.email],
    replyTo: company.companyEmail,
    subject: `About your refund request: ${enrollment.courseTitle}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${enrollment.student.name},`,
          `We looked at your request for a refund of ${enrollment.courseTitle} (${enrollment.batch.name}) and cannot refund it.`,
        ],
        quote: { heading: 'Our message', text: input.message },
        action: { label: 'Open My Learning', url: input.myLearningUrl },
        closing: ['If you have a question, simply reply to this e-mail.'],
      },
      company,
    ),
  };
}
