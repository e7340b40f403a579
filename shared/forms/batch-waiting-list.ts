import * as z from 'zod';
import { learnerSchema } from '../checkout/learner-fields';
import { honeypot } from './fields';

// The waiting list of a full batch (docs/decisions/025-waiting-lists.md): the join form, the
// e-mailed links (confirm, leave, the offer into checkout), and the pure rules of who is offered
// a freed seat. The browser validates with these schemas and the server answers the same messages.

/** How long an offered seat is kept for the person offered it (decision 025 says why 24 hours). */
export const waitingListOfferHours = 24;

export const waitingListMessages = {
  joined:
    'Please check your e-mail: open the link we sent to confirm your place on the waiting list.',
  confirmed: 'You are on the waiting list. We will e-mail you as soon as a seat frees.',
  left: 'You have left the waiting list.',
  linkInvalid: 'This link is not valid. Please use the link in your latest e-mail.',
  notFull: 'This batch has seats available. You can enroll now.',
  unknownBatch: 'This batch is no longer open for enrollment.',
  offerOtherAddress:
    'This seat was offered to another e-mail address. Please use the address the offer was sent to.',
  offerLapsed: 'This offer has lapsed. The seat has gone to the next person waiting.',
} as const;

const id = z.string().trim().min(1).max(120);
const token = z.string().trim().min(16).max(200);

export const waitingListJoinRequest = z.object({
  courseSlug: id,
  batchId: id,
  name: learnerSchema.shape.name,
  email: learnerSchema.shape.email,
  phone: learnerSchema.shape.phone,
  website: honeypot,
});
export type WaitingListJoinRequest = z.input<typeof waitingListJoinRequest>;
export type WaitingListJoin = z.output<typeof waitingListJoinRequest>;

/** The confirm and leave links name the entry (course, batch, entry id) and carry its token. */
export const waitingListLinkRequest = z.object({
  courseSlug: id,
  batchId: id,
  entryId: id,
  token,
});
export type WaitingListLink = z.output<typeof waitingListLinkRequest>;

/** The offer a checkout is made under: the entry and the token of the offer mail's link. */
export const waitingListOfferField = z.object({ entryId: id, token }).optional();

export type WaitingListStatus = 'unconfirmed' | 'waiting' | 'offered' | 'taken' | 'lapsed' | 'left';

export interface WaitingListEntry {
  entryId: string;
  courseSlug: string;
  batchId: string;
  name: string;
  email: string;
  phone: string;
  status: WaitingListStatus;
  joinedAt: string;
  /** When the address was proven: the place in the line. */
  confirmedAt?: string;
  offeredAt?: string;
  offerExpiresAt?: string;
}

/** The order people wait in: by when they proved their address, the earliest first. */
export const waitingInOrder = <T extends WaitingListEntry>(entries: readonly T[]): T[] =>
  entries
    .filter((entry) => entry.status === 'waiting' && entry.confirmedAt)
    .sort((a, b) =>
      a.confirmedAt! < b.confirmedAt! ? -1 : a.confirmedAt! > b.confirmedAt! ? 1 : 0,
    );

/** Offers whose time ran out at `now`: their seats go to the next people waiting. */
export const lapsedOffers = <T extends WaitingListEntry>(entries: readonly T[], now: Date): T[] =>
  entries.filter(
    (entry) =>
      entry.status === 'offered' &&
      entry.offerExpiresAt !== undefined &&
      entry.offerExpiresAt <= now.toISOString(),
  );

/**
 * Who is offered a seat now: as many of the first people waiting as there are free seats. A
 * person with an offer open is no longer waiting, so nobody is offered twice at once.
 */
export const nextToOffer = <T extends WaitingListEntry>(
  entries: readonly T[],
  freeSeats: number,
): T[] => waitingInOrder(entries).slice(0, Math.max(0, freeSeats));

export const offerExpiryFrom = (now: Date) =>
  new Date(now.getTime() + waitingListOfferHours * 60 * 60_000).toISOString();

/** What the admin's batch page shows: the line in order, with every offer and its expiry. */
export interface AdminWaitingListResponse {
  entries: WaitingListEntry[];
}

/** The pages the e-mailed links open (web/src/app/paths.ts routes them). */
export const waitingListConfirmPath = '/waiting-list/confirm';
export const waitingListLeavePath = '/waiting-list/leave';
/** The checkout page's query names of an offer link: `?batch=…&offer=<entryId>&token=…`. */
export const offerLinkParams = { batch: 'batch', offer: 'offer', token: 'token' } as const;
/** The enrolment page of a course (web/src/app/paths.ts's `enroll`), where an offer link leads. */
export const offerCheckoutPath = (courseSlug: string) =>
  `/learning/${encodeURIComponent(courseSlug)}/enroll`;
