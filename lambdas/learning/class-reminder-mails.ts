import type { Enrollment } from '#shared/checkout/enrollment';
import type { SiteSettings } from '#shared/content/schemas';
import { joinOpensMinutesBefore, type ClassSession } from '#shared/learning/class-schedule';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail, formatIst } from '#lambdas/mail/layout';

// Reminders to confirmed learners (decision 015): the day before their batch starts, and before each
// live class. The join link is never in the mail: My Learning shows it near the class.

export function batchStartsTomorrowMail(input: {
  enrollment: Enrollment;
  firstSession?: ClassSession;
  myLearningUrl: string;
  company: SiteSettings;
}): Mail {
  const { enrollment, firstSession, company } = input;
  return {
    to: [enrollment.student.email],
    replyTo: company.companyEmail,
    subject: `Your batch starts tomorrow: ${enrollment.courseTitle}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${enrollment.student.name},`,
          `${enrollment.courseTitle} (${enrollment.batch.name}) starts tomorrow. We look forward to seeing you!`,
        ],
        details: [
          [
            'First class',
            firstSession && `${firstSession.title}, ${formatIst(firstSession.startsAt)}`,
          ],
        ],
        action: { label: 'Open My Learning', url: input.myLearningUrl },
        closing: [
          `Your class schedule, the join link (from ${joinOpensMinutesBefore} minutes before each class) and the materials are in My Learning. If you have a question, simply reply to this e-mail.`,
        ],
      },
      company,
    ),
  };
}

export function classSoonMail(input: {
  enrollment: Enrollment;
  session: ClassSession;
  myLearningUrl: string;
  company: SiteSettings;
}): Mail {
  const { enrollment, session, company } = input;
  return {
    to: [enrollment.student.email],
    replyTo: company.companyEmail,
    subject: `Class at ${formatIst(session.startsAt)}: ${session.title}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${enrollment.student.name},`,
          `Your next ${enrollment.courseTitle} class starts soon.`,
        ],
        details: [
          ['Class', session.title],
          ['Starts', formatIst(session.startsAt)],
          ['Length', `${session.durationMinutes} minutes`],
        ],
        action: { label: 'Open My Learning', url: input.myLearningUrl },
        closing: [
          `The join link shows in My Learning from ${joinOpensMinutesBefore} minutes before the class.`,
        ],
      },
      company,
    ),
  };
}
