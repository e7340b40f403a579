import { myLearningUrl } from '#lambdas/lib/config';
import { addDays, istDate } from '#shared/booking-slots';
import type { Enrollment } from '#shared/checkout/enrollment';
import { sessionReminderMinutesBefore } from '#shared/learning/class-schedule';
import { claimReminder, getBatchSchedule } from '#lambdas/data/batch-schedules';
import { companySettings } from '#lambdas/data/company-settings';
import { getBatchConsistently } from '#lambdas/data/courses';
import { listConfirmedEnrollments } from '#lambdas/data/enrollments';
import { isConfirmedLearner } from './learner-status';
import { sendNotification } from '#lambdas/mail/mailer';
import { batchStartsTomorrowMail, classSoonMail } from './class-reminder-mails';

// The scheduled reminders (decision 015): every run, for each batch with confirmed learners, a mail
// the day (IST) before the batch starts, and one within the hour before each class. Each reminder
// is claimed once in the table first, so overlapping or repeated runs never mail twice; a run
// that was down when a class began skips its reminder rather than send it late.

export interface ReminderReport {
  batchStarts: number;
  classes: number;
  mails: number;
}

/** Learners still taking part (confirmed, paid, not completed) by batch, keyed `<courseSlug>#<batchId>`. */
function learnersByBatch(enrollments: Enrollment[]): Map<string, Enrollment[]> {
  const batches = new Map<string, Enrollment[]>();
  const taking = enrollments.filter((e) => isConfirmedLearner(e) && !e.completedAt);
  for (const enrollment of taking) {
    const key = `${enrollment.courseSlug}#${enrollment.batch.id}`;
    batches.set(key, [...(batches.get(key) ?? []), enrollment]);
  }
  return batches;
}

export async function sendClassReminders(
  siteUrl: string,
  now = new Date(),
): Promise<ReminderReport> {
  const report: ReminderReport = { batchStarts: 0, classes: 0, mails: 0 };
  const batches = learnersByBatch(await listConfirmedEnrollments());
  if (batches.size === 0) return report;
  const company = await companySettings();
  const myLearning = myLearningUrl(siteUrl);
  const at = now.toISOString();
  const tomorrow = addDays(istDate(now), 1);

  for (const learners of batches.values()) {
    const { courseSlug, batch } = learners[0]!;
    const [current, schedule] = await Promise.all([
      getBatchConsistently(courseSlug, batch.id),
      getBatchSchedule(courseSlug, batch.id),
    ]);
    const mailAll = async (
      mailOf: (enrollment: Enrollment) => Parameters<typeof sendNotification>[0],
    ) => {
      await Promise.all(learners.map((enrollment) => sendNotification(mailOf(enrollment))));
      report.mails += learners.length;
    };

    if (
      current?.startDate === tomorrow &&
      (await claimReminder(courseSlug, batch.id, `START#${tomorrow}`, at))
    ) {
      report.batchStarts += 1;
      const firstSession = schedule?.sessions[0];
      await mailAll((enrollment) =>
        batchStartsTomorrowMail({ enrollment, firstSession, myLearningUrl: myLearning, company }),
      );
    }

    for (const session of schedule?.sessions ?? []) {
      const untilStart = Date.parse(session.startsAt) - now.getTime();
      if (untilStart <= 0 || untilStart > sessionReminderMinutesBefore * 60_000) continue;
      // Claimed with its time, so a class moved after its reminder went out is reminded again.
      if (!(await claimReminder(courseSlug, batch.id, `${session.id}#${session.startsAt}`, at))) {
        continue;
      }
      report.classes += 1;
      await mailAll((enrollment) =>
        classSoonMail({ enrollment, session, myLearningUrl: myLearning, company }),
      );
    }
  }
  return report;
}
