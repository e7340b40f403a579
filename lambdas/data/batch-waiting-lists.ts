import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { WaitingListEntry } from '#shared/forms/batch-waiting-list';
import { batchKeys } from './courses';
import {
  db,
  getItem,
  isConditionFailed,
  queryPartition,
  tableName,
  updateIf,
  withoutKeys,
} from './table';
import { writeTransaction, type TransactionItem } from './transactions';

// The waiting lists of full batches (docs/decisions/025-waiting-lists.md, docs/data-model.md):
// - WAITLIST#<course>#<batch> / ENTRY#<entryId>: one entry per address per batch, the entry id a
//   hash of the address, so a second join finds the first;
// - WAITLISTS / <course>#<batch>: the lists with someone waiting or offered, which the scheduled
//   job walks to offer freed seats and lapse old offers;
// - the batch's `seatsOffered`, a part of `seatsTaken` like `seatsHeld`: a seat kept for an offer.

export interface StoredWaitingListEntry extends WaitingListEntry {
  tokenHash: string;
  offerTokenHash?: string;
  enrollmentId?: string;
  /** When the entry ended, by how: the admin's list shows the latest first. */
  leftAt?: string;
  lapsedAt?: string;
  takenAt?: string;
}

export interface WaitingListOf {
  courseSlug: string;
  batchId: string;
}

/** The entry id of an address: the same address always lands on the same entry. */
export const waitingListEntryId = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);

export const waitingListKeys = ({ courseSlug, batchId }: WaitingListOf, entryId: string) => ({
  pk: `WAITLIST#${courseSlug}#${batchId}`,
  sk: `ENTRY#${entryId}`,
});

const activeListKeys = ({ courseSlug, batchId }: WaitingListOf) => ({
  pk: 'WAITLISTS',
  sk: `${courseSlug}#${batchId}`,
});

export const getWaitingListEntry = (of: WaitingListOf, entryId: string) =>
  getItem<StoredWaitingListEntry>(waitingListKeys(of, entryId), { consistent: true });

/** Every entry of a batch's list (small: the people waiting for one batch). */
export async function listWaitingListEntries(of: WaitingListOf): Promise<StoredWaitingListEntry[]> {
  const items = await queryPartition(`WAITLIST#${of.courseSlug}#${of.batchId}`, 'ENTRY#');
  return items.map((item) => withoutKeys<StoredWaitingListEntry>(item));
}

/**
 * Puts a new unconfirmed entry, or starts over one that ended (left, lapsed, taken) or was never
 * confirmed: only those, so a person waiting or offered keeps their place.
 */
export async function putUnconfirmedEntry(entry: StoredWaitingListEntry): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...waitingListKeys(entry, entry.entryId),
          entityType: 'WaitingListEntry',
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR NOT (#status IN (:waiting, :offered))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':waiting': 'waiting', ':offered': 'offered' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The address is proven: the entry waits from `now`, and its list is one the job walks. */
export async function confirmEntry(
  of: WaitingListOf,
  entryId: string,
  now: Date,
): Promise<boolean> {
  const confirmed = await updateIf<StoredWaitingListEntry>({
    Key: waitingListKeys(of, entryId),
    UpdateExpression: 'SET #status = :waiting, confirmedAt = :now',
    ConditionExpression: '#status = :unconfirmed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':waiting': 'waiting',
      ':unconfirmed': 'unconfirmed',
      ':now': now.toISOString(),
    },
  });
  if (confirmed) await markListActive(of, now);
  return confirmed !== undefined;
}

/** A new version each time someone starts waiting, so the job never drops a list in use. */
const activeListItem = (of: WaitingListOf, now: Date) => ({
  ...activeListKeys(of),
  entityType: 'ActiveWaitingList',
  courseSlug: of.courseSlug,
  batchId: of.batchId,
  version: `${now.toISOString()}#${Math.random().toString(36).slice(2)}`,
});

async function markListActive(of: WaitingListOf, now: Date) {
  await db().send(new PutCommand({ TableName: tableName(), Item: activeListItem(of, now) }));
}

export interface ActiveWaitingList extends WaitingListOf {
  version: string;
}

export async function listActiveWaitingLists(): Promise<ActiveWaitingList[]> {
  const items = await queryPartition('WAITLISTS');
  return items.map((item) => withoutKeys<ActiveWaitingList>(item));
}

/**
 * The entries of every list with someone waiting or offered (the dashboard's figures): a list
 * nobody waits on is dropped from WAITLISTS, so only lists in use are read.
 */
export async function listEntriesOfActiveLists(): Promise<StoredWaitingListEntry[]> {
  const lists = await listActiveWaitingLists();
  return (await Promise.all(lists.map(listWaitingListEntries))).flat();
}

/** Drops a list nobody waits on any more, unless someone started waiting since it was read. */
export async function dropActiveList(list: ActiveWaitingList): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: activeListKeys(list),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': list.version },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** The entry leaves the line (not while offered: that gives the seat back, leaveOfferedEntry). */
export const leaveWaitingEntry = (of: WaitingListOf, entryId: string, now: Date) =>
  updateIf<StoredWaitingListEntry>({
    Key: waitingListKeys(of, entryId),
    UpdateExpression: 'SET #status = :left, leftAt = :now',
    ConditionExpression: '#status IN (:unconfirmed, :waiting)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':left': 'left',
      ':unconfirmed': 'unconfirmed',
      ':waiting': 'waiting',
      ':now': now.toISOString(),
    },
  });

/**
 * Offers a free seat to a waiting entry: the seat counts as taken (seatsTaken, and seatsOffered
 * beside it) only while the batch has room, and the entry moves from waiting to offered.
 */
export async function offerSeat(
  entry: StoredWaitingListEntry,
  offer: { tokenHash: string; expiresAt: string },
  now: Date,
): Promise<boolean> {
  const result = await writeTransaction([
    {
      Update: {
        TableName: tableName(),
        Key: batchKeys(entry.courseSlug, entry.batchId),
        UpdateExpression:
          'SET seatsTaken = seatsTaken + :one, seatsOffered = if_not_exists(seatsOffered, :zero) + :one',
        ConditionExpression: 'isActive = :true AND seatsTaken < seats',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':true': true },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: waitingListKeys(entry, entry.entryId),
        UpdateExpression:
          'SET #status = :offered, offeredAt = :now, offerExpiresAt = :expires, offerTokenHash = :hash',
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':offered': 'offered',
          ':waiting': 'waiting',
          ':now': now.toISOString(),
          ':expires': offer.expiresAt,
          ':hash': offer.tokenHash,
        },
      },
    },
  ]);
  return result.ok;
}

/** The offered seat goes back to the batch. */
const giveBackOfferedSeat = (of: WaitingListOf): TransactionItem => ({
  Update: {
    TableName: tableName(),
    Key: batchKeys(of.courseSlug, of.batchId),
    UpdateExpression: 'SET seatsTaken = seatsTaken - :one, seatsOffered = seatsOffered - :one',
    ConditionExpression: 'seatsOffered > :zero AND seatsTaken > :zero',
    ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
  },
});

/**
 * An offer ends untaken, lapsed or left: its seat goes back and the entry leaves the line, in one
 * transaction conditional on the very offer read (its expiry), so two runs end it once.
 */
export async function endOffer(
  entry: StoredWaitingListEntry,
  outcome: 'lapsed' | 'left',
  now: Date,
): Promise<boolean> {
  // The entry first: when staff end an offer, the audit record is about the entry (decision 022).
  const result = await writeTransaction([
    {
      Update: {
        TableName: tableName(),
        Key: waitingListKeys(entry, entry.entryId),
        UpdateExpression: `SET #status = :outcome, ${outcome}At = :now`,
        ConditionExpression: '#status = :offered AND offerExpiresAt = :expires',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':outcome': outcome,
          ':offered': 'offered',
          ':expires': entry.offerExpiresAt,
          ':now': now.toISOString(),
        },
      },
    },
    giveBackOfferedSeat(entry),
  ]);
  return result.ok;
}

/**
 * The items that give an offer's kept seat to an enrollment: the offered seat becomes a held one
 * (an unpaid checkout) or the learner's (a payment that came after its hold ended), seatsTaken
 * unchanged, and the entry is taken, only while `guard` holds.
 */
function offeredSeatTakenItems(
  offer: WaitingListOf & { entryId: string },
  enrollmentId: string,
  now: Date,
  how: { held: boolean; guard: string; values: Record<string, string | undefined> },
): TransactionItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: batchKeys(offer.courseSlug, offer.batchId),
        UpdateExpression: how.held
          ? 'SET seatsOffered = seatsOffered - :one, seatsHeld = if_not_exists(seatsHeld, :zero) + :one, hasEnrollments = :true'
          : 'SET seatsOffered = seatsOffered - :one, hasEnrollments = :true',
        ConditionExpression: 'seatsOffered > :zero',
        ExpressionAttributeValues: {
          ':one': 1,
          ':zero': 0,
          ':true': true,
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: waitingListKeys(offer, offer.entryId),
        UpdateExpression: 'SET #status = :taken, takenAt = :now, enrollmentId = :enrollment',
        ConditionExpression: `#status = :offered AND ${how.guard}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':taken': 'taken',
          ':offered': 'offered',
          ':now': now.toISOString(),
          ':enrollment': enrollmentId,
          ...how.values,
        },
      },
    },
  ];
}

/**
 * The transaction items that turn an open offer into the learner's unpaid checkout hold, only
 * while the offer with this token is open. They replace holdUnpaidSeat in the checkout's
 * transaction.
 */
export const takeOfferedSeat = (
  entry: StoredWaitingListEntry,
  enrollmentId: string,
  now: Date,
): TransactionItem[] =>
  offeredSeatTakenItems(entry, enrollmentId, now, {
    held: true,
    guard: 'offerTokenHash = :hash AND offerExpiresAt > :now',
    values: { ':hash': entry.offerTokenHash },
  });

/**
 * A payment that completes after its hold went back to the offer it was taken from (a late
 * success): the learner takes that offer's seat, whatever the time, as long as it is still
 * theirs (the same offer, not lapsed or left).
 */
export const takeReopenedOffer = (
  offer: TakenOffer,
  enrollmentId: string,
  now: Date,
): TransactionItem[] =>
  offeredSeatTakenItems(offer, enrollmentId, now, {
    held: false,
    guard: 'offerExpiresAt = :expires',
    values: { ':expires': offer.expiresAt },
  });

/** The offer a checkout took its seat from, as the enrollment keeps it (decision 025). */
export interface TakenOffer extends WaitingListOf {
  entryId: string;
  expiresAt: string;
}

/**
 * The hold a checkout took from an offer ends unpaid (the payment failed, or the hold lapsed)
 * while the offer still runs: the seat is kept for the offer again (seatsHeld back to
 * seatsOffered, seatsTaken unchanged) and the entry is offered again with the same link and end,
 * so a failed payment does not pass the seat on. These items replace the hold's seat release; the
 * list is marked in use, as the job may have dropped it once nobody was waiting or offered.
 */
export function reopenOfferItems(
  offer: TakenOffer,
  enrollmentId: string,
  now: Date,
): TransactionItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: batchKeys(offer.courseSlug, offer.batchId),
        UpdateExpression:
          'SET seatsHeld = seatsHeld - :one, seatsOffered = if_not_exists(seatsOffered, :zero) + :one',
        ConditionExpression: 'seatsHeld > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: waitingListKeys(offer, offer.entryId),
        UpdateExpression: 'SET #status = :offered REMOVE takenAt, enrollmentId',
        ConditionExpression:
          '#status = :taken AND enrollmentId = :enrollment AND offerExpiresAt = :expires AND offerExpiresAt > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':offered': 'offered',
          ':taken': 'taken',
          ':enrollment': enrollmentId,
          ':expires': offer.expiresAt,
          ':now': now.toISOString(),
        },
      },
    },
    { Put: { TableName: tableName(), Item: activeListItem(offer, now) } },
  ];
}

/**
 * The learner checks out again while the hold taken from their offer is still open: the new
 * checkout takes the earlier one's place (replaceHold), and the entry names the new enrollment.
 */
export const passTakenOffer = (offer: TakenOffer, from: string, to: string): TransactionItem => ({
  Update: {
    TableName: tableName(),
    Key: waitingListKeys(offer, offer.entryId),
    UpdateExpression: 'SET enrollmentId = :to',
    ConditionExpression: '#status = :taken AND enrollmentId = :from',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':taken': 'taken', ':from': from, ':to': to },
  },
});
