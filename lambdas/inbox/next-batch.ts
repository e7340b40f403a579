import type * as z from 'zod';
import { istDate } from '#shared/booking-slots';
import {
  batchesNewTo,
  isOpenBatch,
  nextBatchConfirmHours,
  nextBatchConfirmPath,
  nextBatchLeavePath,
  nextBatchMessages,
  type NextBatchLinkResponse,
  type nextBatchRequest,
  type NextBatchResponse,
} from '#shared/forms/next-batch';
import * as apiPaths from '#shared/api/api-paths';
import { companySettings } from '#lambdas/data/company-settings';
import { getCourseWithDetails, type StoredBatch } from '#lambdas/data/courses';
import {
  addPendingAlert,
  claimBatchMail,
  confirmPendingAlert,
  getAlert,
  getNextBatchToken,
  leaveAlert,
  listConfirmedAlerts,
  markBatchKnown,
  markAskingAgain,
  putNextBatchToken,
  type NextBatchAlert,
  type NextBatchTokenPurpose,
} from '#lambdas/data/next-batch-alerts';
import { countWithinDailyLimit } from '#lambdas/data/rate-limits';
import { siteUrl } from '#lambdas/lib/config';
import { HttpError, NotFoundError } from '#lambdas/lib/errors';
import { mailedLinkExpiry, linkTokenHash, newLinkToken } from '#lambdas/lib/link-token';
import { logger } from '#lambdas/lib/logger';
import { sendNotification } from '#lambdas/mail/mailer';
import { newsletterLink } from './newsletter';
import { newBatchOpenMail, nextBatchConfirmationMail, type LeaveLinks } from './next-batch-mails';

// "Tell me about the next batch" (decision 025, Next batch): a visitor asks, proves the address
// by the mailed link (as the newsletter's double opt-in, decision 017), and is mailed once per
// batch opened after that, by the scheduled job (mailNewBatchOpenings), never by the admin's
// request.

export type NextBatchForm = z.output<typeof nextBatchRequest>;

/** Confirmation mails one address can get a day for one course (IST). */
export const nextBatchConfirmMailsPerDay = 3;
/** Leave links keep working this long after their mail. */
const leaveLinkDays = 730;

async function publishedCourse(slug: string) {
  const found = await getCourseWithDetails(slug);
  return found?.course.status === 'published' ? found : undefined;
}

async function issueToken(
  alert: Pick<NextBatchAlert, 'courseSlug' | 'email'>,
  purpose: NextBatchTokenPurpose,
  expiresAt: string,
): Promise<string> {
  const { token, hash } = newLinkToken();
  await putNextBatchToken(hash, {
    courseSlug: alert.courseSlug,
    email: alert.email,
    purpose,
    expiresAt,
  });
  return token;
}

async function leaveLinks(
  alert: Pick<NextBatchAlert, 'courseSlug' | 'email'>,
  now: Date,
  site = siteUrl(),
): Promise<LeaveLinks> {
  const token = await issueToken(alert, 'leave', mailedLinkExpiry(now, leaveLinkDays * 24));
  return {
    unsubscribeUrl: newsletterLink(nextBatchLeavePath, token, site),
    oneClickUnsubscribeUrl: newsletterLink(apiPaths.nextBatchLeave, token, site),
  };
}

/**
 * Answered alike whatever the address is on the course's list, so the answer tells nobody who
 * asked before. A new or pending address gets a confirmation link (up to the daily limit); one
 * that left is pending again; a confirmed one gets nothing new.
 */
export async function askForNextBatch(
  form: NextBatchForm,
  now = new Date(),
): Promise<NextBatchResponse> {
  const found = await publishedCourse(form.courseSlug);
  if (!found) throw new NotFoundError(nextBatchMessages.unknownCourse);
  const alert: NextBatchAlert = {
    courseSlug: form.courseSlug,
    email: form.email,
    ...(form.name ? { name: form.name } : {}),
    status: 'pending',
    askedAt: now.toISOString(),
  };
  const outcome = await addPendingAlert(alert);
  const status = outcome.added ? 'pending' : outcome.existing.status;
  if (status === 'left') await markAskingAgain(form.courseSlug, form.email, now);
  if (
    status !== 'confirmed' &&
    (await countWithinDailyLimit(
      'next-batch-confirmation',
      `${form.courseSlug}#${form.email}`,
      nextBatchConfirmMailsPerDay,
      now,
    ))
  ) {
    const confirmToken = await issueToken(
      alert,
      'confirm',
      mailedLinkExpiry(now, nextBatchConfirmHours),
    );
    const links = {
      confirmUrl: newsletterLink(nextBatchConfirmPath, confirmToken),
      ...(await leaveLinks(alert, now)),
    };
    await sendNotification(
      nextBatchConfirmationMail(form.email, found.course, links, await companySettings()),
    );
  }
  return { message: nextBatchMessages.success };
}

async function tokenFor(token: string, purpose: NextBatchTokenPurpose) {
  const found = await getNextBatchToken(linkTokenHash(token));
  if (!found || found.purpose !== purpose) throw new NotFoundError(nextBatchMessages.linkInvalid);
  return found;
}

const openBatchesOf = (batches: StoredBatch[], now: Date) =>
  batches.filter((batch) => isOpenBatch(batch, istDate(now)));

/**
 * The confirmation link was opened: the address is confirmed. The batches open at that moment
 * are not new to it, so it is mailed only about batches opened later. Opening it again answers
 * the same; a link of an address that has since left is invalid.
 */
export async function confirmNextBatchAlert(
  token: string,
  now = new Date(),
): Promise<NextBatchLinkResponse> {
  const { courseSlug, email, expiresAt } = await tokenFor(token, 'confirm');
  if (Date.parse(expiresAt) <= now.getTime()) {
    throw new HttpError(410, nextBatchMessages.linkExpired);
  }
  const found = await getCourseWithDetails(courseSlug);
  if (!found) throw new NotFoundError(nextBatchMessages.linkInvalid);
  const known = openBatchesOf(found.batches, now).map((batch) => batch.id);
  if (
    (await confirmPendingAlert(courseSlug, email, known, now)) ||
    (await getAlert(courseSlug, email))?.status === 'confirmed'
  ) {
    return { status: 'confirmed', courseTitle: found.course.title, courseSlug };
  }
  throw new NotFoundError(nextBatchMessages.linkInvalid);
}

/** A leave link was opened (or a mail client's one-click POST): never expires while kept. */
export async function leaveNextBatchAlert(
  token: string,
  now = new Date(),
): Promise<NextBatchLinkResponse> {
  const { courseSlug, email } = await tokenFor(token, 'leave');
  await leaveAlert(courseSlug, email, now);
  const found = await getCourseWithDetails(courseSlug);
  return { status: 'left', courseTitle: found?.course.title ?? courseSlug, courseSlug };
}

export interface NextBatchMailReport {
  mails: number;
  errors: number;
}

/**
 * The scheduled job's step (decision 025, Next batch): every confirmed address is mailed once
 * about each open batch of its course it has not heard of. The mail is claimed by a conditional
 * put before it is sent, so runs at once or a retry mail nobody twice about the same batch.
 */
export async function mailNewBatchOpenings(
  site: string,
  now = new Date(),
): Promise<NextBatchMailReport> {
  const report: NextBatchMailReport = { mails: 0, errors: 0 };
  const byCourse = new Map<string, NextBatchAlert[]>();
  for (const alert of await listConfirmedAlerts()) {
    byCourse.set(alert.courseSlug, [...(byCourse.get(alert.courseSlug) ?? []), alert]);
  }
  if (byCourse.size === 0) return report;
  const company = await companySettings();
  for (const [courseSlug, alerts] of byCourse) {
    try {
      const found = await publishedCourse(courseSlug);
      if (!found) continue;
      const open = openBatchesOf(found.batches, now);
      for (const alert of alerts) {
        for (const batch of batchesNewTo(open, alert.knownBatchIds)) {
          if (await claimBatchMail(courseSlug, batch.id, alert.email, now)) {
            const enrollUrl = new URL(`/learning/${courseSlug}/enroll`, site).toString();
            const links = { enrollUrl, ...(await leaveLinks(alert, now, site)) };
            await sendNotification(
              newBatchOpenMail(alert.email, found.course, batch, links, company),
            );
            report.mails += 1;
          }
          await markBatchKnown(courseSlug, alert.email, batch.id);
        }
      }
    } catch (error) {
      report.errors += 1;
      logger.error('Could not mail a course’s next-batch list', { error, courseSlug });
    }
  }
  return report;
}
