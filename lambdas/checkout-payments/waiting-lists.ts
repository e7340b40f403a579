import * as apiPaths from '#shared/api/api-paths';
import {
  lapsedOffers,
  nextToOffer,
  offerExpiryFrom,
  offerCheckoutLink,
  waitingListConfirmPath,
  waitingListLeavePath,
  waitingListMessages,
  type WaitingListJoin,
  type WaitingListLink,
  type WaitingListOfferResponse,
} from '#shared/forms/batch-waiting-list';
import {
  confirmEntry,
  dropActiveList,
  endOffer,
  getWaitingListEntry,
  leaveWaitingEntry,
  listActiveWaitingLists,
  listWaitingListEntries,
  offerSeat,
  putUnconfirmedEntry,
  waitingListEntryId,
  type StoredWaitingListEntry,
  type WaitingListOf,
} from '#lambdas/data/batch-waiting-lists';
import { getBatchConsistently } from '#lambdas/data/courses';
import { getEnrollmentById, listEnrollmentsOfLearner } from '#lambdas/data/enrollments';
import { companySettings } from '#lambdas/data/company-settings';
import { myLearningUrl, siteUrl } from '#lambdas/lib/config';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '#lambdas/lib/errors';
import { matchesLinkToken, newLinkToken } from '#lambdas/lib/link-token';
import { logger } from '#lambdas/lib/logger';
import { sendNotification } from '#lambdas/mail/mailer';
import { loadPublishedCourse } from './order-pricing';
import {
  alreadyEnrolledMail,
  waitingListConfirmMail,
  waitingListOfferMail,
} from './waiting-list-mails';

// The waiting list of a full batch (docs/decisions/025-waiting-lists.md): join, prove the address
// by the mailed link, leave from any mail; a freed seat is offered to the first person waiting,
// kept for them (counted as taken) until the offer lapses, then offered to the next.

const linkTo = (path: string, params: Record<string, string>) => {
  const url = new URL(path, siteUrl());
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
};

const entryLink = (path: string, entry: StoredWaitingListEntry, token: string) =>
  linkTo(path, {
    courseSlug: entry.courseSlug,
    batchId: entry.batchId,
    entryId: entry.entryId,
    token,
  });

/**
 * POST /api/waiting-list: a full batch's waiting list takes the visitor's name, address and
 * phone, and mails a link to prove the address. The answer is the same whether the address was
 * on the list or not; a person already waiting keeps their place and gets no new mail, and one
 * who already has a seat in the batch is not listed but mailed where to find it.
 */
export async function joinWaitingList(form: WaitingListJoin, now = new Date()): Promise<void> {
  const { course, batches } = await loadPublishedCourse(form.courseSlug);
  const batch = batches.find((candidate) => candidate.id === form.batchId && candidate.isActive);
  if (!batch) throw new NotFoundError(waitingListMessages.unknownBatch);
  const stored = await getBatchConsistently(course.slug, batch.id);
  if (!stored || stored.seatsTaken < stored.seats) {
    throw new ConflictError(waitingListMessages.notFull);
  }
  const seatHolder = await paidSeatIn(course.slug, batch.id, form.email);
  if (seatHolder) {
    const mail = {
      email: form.email,
      learnerName: seatHolder.student.name,
      courseTitle: course.title,
      batchName: batch.name,
    };
    await sendNotification(alreadyEnrolledMail(mail, myLearningUrl(), await companySettings()));
    return;
  }
  const { token, hash } = newLinkToken();
  const entry: StoredWaitingListEntry = {
    entryId: waitingListEntryId(form.email),
    courseSlug: course.slug,
    batchId: batch.id,
    name: form.name,
    email: form.email,
    phone: form.phone,
    status: 'unconfirmed',
    joinedAt: now.toISOString(),
    tokenHash: hash,
  };
  if (!(await putUnconfirmedEntry(entry))) return;
  await sendNotification(
    waitingListConfirmMail(
      {
        entry,
        courseTitle: course.title,
        batchName: batch.name,
        confirmUrl: entryLink(waitingListConfirmPath, entry, token),
        leaveUrl: entryLink(waitingListLeavePath, entry, token),
        oneClickLeaveUrl: entryLink(apiPaths.waitingListLeave, entry, token),
      },
      await companySettings(),
    ),
  );
}

/** The address's paid enrolment in the batch, if it has one: nobody waits for their own seat. */
async function paidSeatIn(courseSlug: string, batchId: string, email: string) {
  const enrollments = await listEnrollmentsOfLearner(email);
  return enrollments.find(
    (enrollment) =>
      enrollment.courseSlug === courseSlug &&
      enrollment.batch.id === batchId &&
      enrollment.enrollmentStatus === 'confirmed',
  );
}

/** The entry a link names, when its token is the entry's own or its open offer's. */
async function entryOfLink(link: WaitingListLink): Promise<StoredWaitingListEntry> {
  const entry = await getWaitingListEntry(link, link.entryId);
  const matches =
    entry &&
    (matchesLinkToken(link.token, entry.tokenHash) ||
      (entry.offerTokenHash !== undefined && matchesLinkToken(link.token, entry.offerTokenHash)));
  if (!matches) throw new NotFoundError(waitingListMessages.linkInvalid);
  return entry;
}

/**
 * The open offer a link names: its token, for this batch; and, given the address a checkout is
 * made with, only for the address it was mailed to (403). A lapsed, left or taken offer is gone (410),
 * each with its own words.
 */
export async function openOfferOf(
  of: WaitingListOf,
  offer: { entryId: string; token: string },
  now: Date,
  email?: string,
): Promise<StoredWaitingListEntry> {
  const entry = await getWaitingListEntry(of, offer.entryId);
  if (!entry?.offerTokenHash || !matchesLinkToken(offer.token, entry.offerTokenHash)) {
    throw new NotFoundError(waitingListMessages.linkInvalid);
  }
  if (email !== undefined && entry.email !== email) {
    throw new ForbiddenError(waitingListMessages.offerOtherAddress);
  }
  const running = entry.offerExpiresAt !== undefined && entry.offerExpiresAt > now.toISOString();
  if (entry.status === 'taken') {
    // Their checkout under the offer is still unpaid (back from the payment page, another tab):
    // they may check out again, which takes that checkout's place (decision 025).
    if (running && (await isUnpaidHold(entry.enrollmentId))) return entry;
    // Someone who paid and opens the mail again must not read that their seat went to another.
    throw new HttpError(410, waitingListMessages.offerTaken);
  }
  if (entry.status === 'left') throw new HttpError(410, waitingListMessages.offerLeft);
  if (entry.status !== 'offered' || !running) {
    throw new HttpError(410, waitingListMessages.offerLapsed);
  }
  return entry;
}

async function isUnpaidHold(enrollmentId: string | undefined): Promise<boolean> {
  const enrollment = enrollmentId ? await getEnrollmentById(enrollmentId) : undefined;
  return enrollment?.enrollmentStatus === 'pending' && enrollment.seat === 'held';
}

/**
 * POST /api/waiting-list/offer: the offer mail's link opens checkout, which fills in the address
 * the seat is kept for. Only the holder of the link's token learns it: the person mailed.
 */
export async function offerOfLink(
  link: WaitingListLink,
  now = new Date(),
): Promise<WaitingListOfferResponse> {
  const entry = await openOfferOf(link, link, now);
  return {
    batchId: entry.batchId,
    name: entry.name,
    email: entry.email,
    offerExpiresAt: entry.offerExpiresAt!,
  };
}

/** POST /api/waiting-list/confirm: the address is proven, and the person waits from now on. */
export async function confirmWaitingListLink(link: WaitingListLink, now = new Date()) {
  const entry = await entryOfLink(link);
  if (entry.status === 'unconfirmed') await confirmEntry(link, entry.entryId, now);
  else if (entry.status !== 'waiting' && entry.status !== 'offered') {
    throw new NotFoundError(waitingListMessages.linkInvalid);
  }
  // A seat may be free already (the batch filled up again before the confirmation, or not).
  await offerFreedSeats(link, now);
  return { message: waitingListMessages.confirmed };
}

/** POST /api/waiting-list/leave: from any of the list's mails; an open offer's seat goes back. */
export async function leaveWaitingListLink(link: WaitingListLink, now = new Date()) {
  const entry = await entryOfLink(link);
  if (entry.status === 'offered') {
    if (await endOffer(entry, 'left', now)) await offerFreedSeats(link, now);
  } else {
    await leaveWaitingEntry(link, entry.entryId, now);
  }
  return { message: waitingListMessages.left };
}

/**
 * Lapses the batch's old offers and offers each free seat to the next person waiting. Every step
 * is a conditional transaction, so the scheduled job, a confirmation and a leave may run it at
 * once. Answers how many offers lapsed and were made.
 */
export async function offerFreedSeats(
  of: WaitingListOf,
  now = new Date(),
): Promise<{ lapsed: number; offered: number; waiting: number }> {
  let entries = await listWaitingListEntries(of);
  let lapsed = 0;
  for (const entry of lapsedOffers(entries, now)) {
    if (await endOffer(entry, 'lapsed', now)) lapsed += 1;
  }
  if (lapsed) entries = await listWaitingListEntries(of);
  const batch = await getBatchConsistently(of.courseSlug, of.batchId);
  const free = batch?.isActive ? batch.seats - batch.seatsTaken : 0;
  let offered = 0;
  const next = nextToOffer(entries, free);
  if (next.length) {
    const { course, batches } = await loadPublishedCourse(of.courseSlug);
    const company = await companySettings();
    const batchName = batches.find((candidate) => candidate.id === of.batchId)?.name ?? of.batchId;
    for (const entry of next) {
      const { token, hash } = newLinkToken();
      const expiresAt = offerExpiryFrom(now);
      if (!(await offerSeat(entry, { tokenHash: hash, expiresAt }, now))) break;
      offered += 1;
      await sendNotification(
        waitingListOfferMail(
          {
            entry,
            courseTitle: course.title,
            batchName,
            expiresAt,
            checkoutUrl: new URL(
              offerCheckoutLink(course.slug, {
                batchId: of.batchId,
                entryId: entry.entryId,
                token,
              }),
              siteUrl(),
            ).toString(),
            leaveUrl: entryLink(waitingListLeavePath, entry, token),
            oneClickLeaveUrl: entryLink(apiPaths.waitingListLeave, entry, token),
          },
          company,
        ),
      );
    }
  }
  const waiting = entries.filter(
    (entry) => entry.status === 'waiting' || entry.status === 'offered',
  ).length;
  return { lapsed, offered, waiting };
}

/** The scheduled job's part (reconcile.ts): every list with someone waiting or offered. */
export async function runWaitingListOffers(now = new Date()) {
  const report = { lapsed: 0, offered: 0, errors: 0 };
  for (const list of await listActiveWaitingLists()) {
    try {
      const result = await offerFreedSeats(list, now);
      report.lapsed += result.lapsed;
      report.offered += result.offered;
      if (!result.waiting && !result.offered) await dropActiveList(list);
    } catch (error) {
      report.errors += 1;
      logger.error('Waiting list: could not offer freed seats', { error, id: list.batchId });
    }
  }
  return report;
}
