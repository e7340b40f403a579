import type { SiteSettings } from '#shared/content/schemas';
import type { Enrollment } from '#shared/checkout/enrollment';
import { formatInr } from '#shared/checkout/money';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail, formatIst } from '#lambdas/mail/layout';

// The company hears of each refund request a learner makes (decision 015). A decline's mail to the
// learner is sent where the admin declines (checkout-payments/sales/refund-declined-mail.ts).

/** To the company: a learner asked for their money back; Payments in the admin area decides. */
export function refundRequestedMail(input: {
  enrollment: Enrollment;
  reason: string;
  requestedAt: string;
  company: SiteSettings;
}): Mail {
  const { enrollment, company } = input;
  return {
    to: [company.companyEmail],
    replyTo: enrollment.student.email,
    subject: `Refund requested: ${enrollment.courseTitle} (${enrollment.student.name})`,
    ...composeMail(
      {
        paragraphs: [
          `${enrollment.student.name} asked for a refund from My Learning, within the money-back guarantee.`,
        ],
        details: [
          ['Learner', `${enrollment.student.name} <${enrollment.student.email}>`],
          ['Course', enrollment.courseTitle],
          ['Batch', enrollment.batch.name],
          ['Amount paid', formatInr(enrollment.amounts.totalPaise)],
          ['Transaction ID', enrollment.merchantTransactionId],
          ['Requested', formatIst(input.requestedAt)],
        ],
        quote: { heading: 'Their reason', text: input.reason },
        closing: [
          'Approve (the refund goes to the original payment method) or decline with a message under Payments in the admin area.',
        ],
      },
      company,
    ),
  };
}
