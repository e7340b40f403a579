import * as z from 'zod';
import { learnerSchema } from '../checkout/learner-fields';
import { honeypot } from './fields';
import { waitingListOfferHours } from './batch-waiting-list-text';

export { waitingListMessages, waitingListOfferHours } from './batch-waiting-list-text';
export {
  offerCheckoutLink,
  offerLinkParams,
  waitingListConfirmPath,
  waitingListLeavePath,
} from './batch-waiting-list-paths';

// The waiting list of a full batch (docs/decisions/025-waiting-lists.md): the join form, the
// e-mailed links (confirm, leave, the offer into checkout), and the pure rules of who is offered
// a freed seat. The browser validates with these schemas and the server answers the same messages.

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

/**
 * POST /api/waiting-list/offer: an open offer, named by its mail's link, with whom it is for, so
 * the checkout it leads into fills in the one address it is kept for (decision 025).
 */
export interface WaitingListOfferResponse {
  batchId: string;
  name: string;
  email: string;
  offerExpiresAt: string;
}
