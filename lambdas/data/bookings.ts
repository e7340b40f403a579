import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminBooking, BookingStatus } from '#shared/admin/bookings';
import type { AdminPage } from '#shared/admin/lists';
import type { Booking } from '#shared/forms/booking';
import { adminPageOf, type AdminListOptions } from './admin-records';
import { indexes } from './table-definition';
import {
  db,
  deleteExistingItem,
  getItem,
  isConditionFailed,
  queryAll,
  queryCollection,
  tableName,
  updateExistingItem,
  withoutKeys,
  type ItemKeys,
} from './table';
import { writeTransaction } from './transactions';

// The slot is the key: a booking can only be written where none exists, so two visitors who
// submit the same slot at once get exactly one booking between them.
export const bookingKeys = (booking: Pick<Booking, 'date' | 'time'>): ItemKeys => ({
  pk: `SLOT#${booking.date}#${booking.time}`,
  sk: 'BOOKING',
  gsi1pk: 'BOOKINGS',
  gsi1sk: `${booking.date}T${booking.time}`,
});

/** The admin reaches a booking by its id, wherever the booking lives (gsi2). */
const bookingIdKeys = (id: string) => ({ gsi2pk: `BOOKING#${id}`, gsi2sk: 'BOOKING' });

/**
 * A cancelled booking gives its slot back: it moves off the slot's key to one of its own, and
 * stays in the BOOKINGS collection (marked cancelled) for the admin list.
 */
const cancelledBookingKeys = (booking: Pick<Booking, 'id' | 'date' | 'time'>): ItemKeys => ({
  pk: `BOOKING#${booking.id}`,
  sk: 'CANCELLED',
  gsi1pk: 'BOOKINGS',
  gsi1sk: `${booking.date}T${booking.time}`,
});

export const bookingItem = (booking: Booking | AdminBooking) => ({
  ...(booking.status === 'cancelled' ? cancelledBookingKeys(booking) : bookingKeys(booking)),
  ...bookingIdKeys(booking.id),
  entityType: 'Booking',
  ...booking,
});

/** A slot is free when nobody booked it, or its booking lapsed unconfirmed (decision 012). */
const slotFree = 'attribute_not_exists(pk) OR (#status = :unconfirmed AND #confirmBy < :now)';

/** Books the slot if it is still free; false when someone else holds it. */
export async function bookSlotIfFree(booking: Booking, now: Date): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: bookingItem(booking),
        ConditionExpression: slotFree,
        ExpressionAttributeNames: { '#status': 'status', '#confirmBy': 'confirmBy' },
        ExpressionAttributeValues: { ':unconfirmed': 'unconfirmed', ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export function getBookingBySlot(date: string, time: string): Promise<Booking | undefined> {
  const { pk, sk } = bookingKeys({ date, time });
  return getItem<Booking>({ pk, sk });
}

/** Whether a booking holds its slot at `now`: not cancelled, and confirmed or still in time. */
export const holdsSlot = (booking: Pick<Booking, 'confirmBy'> & { status: string }, now: Date) =>
  booking.status !== 'cancelled' &&
  !(booking.status === 'unconfirmed' && (booking.confirmBy ?? '') < now.toISOString());

/** Bookings holding a slot from the first date to the last, both inclusive, earliest first. */
export async function listBookingsBetween(
  firstDate: string,
  lastDate: string,
  now: Date,
): Promise<Booking[]> {
  const items = await queryAll({
    IndexName: indexes.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': 'BOOKINGS',
      ':from': `${firstDate}T00:00`,
      ':to': `${lastDate}T23:59`,
    },
  });
  // Cancelled and lapsed unconfirmed bookings stay listed for admins but hold no slot.
  return items
    .map((item) => withoutKeys<Booking>(item))
    .filter((booking) => holdsSlot(booking, now));
}

/** A booking by id with the key it is stored under; undefined when there is none. */
async function findBookingItem(id: string) {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: indexes.gsi2.name,
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
      ExpressionAttributeValues: { ':pk': bookingIdKeys(id).gsi2pk, ':sk': 'BOOKING' },
    }),
  );
  const item = Items?.[0];
  if (!item) return undefined;
  return {
    key: { pk: String(item.pk), sk: String(item.sk) },
    booking: toAdminBooking(item),
    confirmTokenHash: item.confirmTokenHash as string | undefined,
  };
}

/** What admins see: everything but the hash of the visitor's confirmation token. */
function toAdminBooking(item: Record<string, unknown>): AdminBooking {
  const booking = withoutKeys<AdminBooking & Booking>(item);
  delete booking.confirmTokenHash;
  return booking;
}

export async function getBookingById(id: string): Promise<AdminBooking | undefined> {
  return (await findBookingItem(id))?.booking;
}

/** Lets go of a booking just held, if it is still that unconfirmed booking. */
export async function releaseUnconfirmedBooking(
  booking: Pick<Booking, 'id' | 'date' | 'time'>,
): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { pk: bookingKeys(booking).pk, sk: 'BOOKING' },
        ConditionExpression: '#id = :id AND #status = :unconfirmed',
        ExpressionAttributeNames: { '#id': 'id', '#status': 'status' },
        ExpressionAttributeValues: { ':id': booking.id, ':unconfirmed': 'unconfirmed' },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** A booking with the hash its confirmation link must match; undefined when there is none. */
export async function getBookingToConfirm(
  id: string,
): Promise<{ booking: AdminBooking; confirmTokenHash?: string } | undefined> {
  return findBookingItem(id);
}

/**
 * Confirms an unconfirmed booking still in time; false when it lapsed, was confirmed, or its slot
 * went to someone else meanwhile.
 */
export async function confirmBookingInTime(
  booking: Pick<Booking, 'id' | 'date' | 'time'>,
  now: Date,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: bookingKeys(booking).pk, sk: 'BOOKING' },
        UpdateExpression: 'SET #status = :confirmed, confirmedAt = :now REMOVE #confirmBy',
        ConditionExpression: '#id = :id AND #status = :unconfirmed AND #confirmBy >= :now',
        ExpressionAttributeNames: { '#id': 'id', '#status': 'status', '#confirmBy': 'confirmBy' },
        ExpressionAttributeValues: {
          ':id': booking.id,
          ':confirmed': 'confirmed',
          ':unconfirmed': 'unconfirmed',
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Newest appointment first; the id breaks ties between a cancelled booking and its rebooking. */
const adminSortKey = (booking: AdminBooking) => `${booking.date}T${booking.time}#${booking.id}`;

/**
 * The admin list (docs/product.md §12): latest appointment first, filtered and searched, one page at a
 * time. Admin volumes are small (six slots a business day), so the collection is read whole.
 */
export async function findBookings(
  options: AdminListOptions<BookingStatus>,
): Promise<AdminPage<AdminBooking>> {
  const all = (await queryCollection('BOOKINGS'))
    .map(toAdminBooking)
    .sort((a, b) => adminSortKey(b).localeCompare(adminSortKey(a)));
  return adminPageOf(
    all,
    options,
    (booking) => [booking.name, booking.email, booking.message],
    adminSortKey,
  );
}

export type BookingUpdateResult =
  | { outcome: 'updated'; booking: AdminBooking }
  | { outcome: 'not-found' }
  /** A cancelled booking cannot be re-opened: its slot has been booked again since. */
  | { outcome: 'slot-taken' };

/**
 * An admin's status and notes (blank notes remove them). Cancelling moves the booking off its
 * slot so visitors can book it again; re-opening moves it back if the slot is still free. Each
 * move is one transaction whose conditions name the item as it was read.
 */
export async function updateBooking(
  id: string,
  changes: { status: BookingStatus; notes?: string },
): Promise<BookingUpdateResult> {
  const found = await findBookingItem(id);
  if (!found) return { outcome: 'not-found' };
  const { booking: current, key } = found;
  const { notes: currentNotes, ...withoutNotes } = current;
  const notes = changes.notes === undefined ? currentNotes : changes.notes || undefined;
  const updatedAt = new Date().toISOString();
  const wasCancelled = current.status === 'cancelled';
  const isCancelled = changes.status === 'cancelled';

  if (wasCancelled === isCancelled) {
    const updated = await updateExistingItem<AdminBooking>(key, {
      set: { status: changes.status, updatedAt, ...(notes ? { notes } : {}) },
      remove: notes ? [] : ['notes'],
    });
    return updated ? { outcome: 'updated', booking: updated } : { outcome: 'not-found' };
  }

  const moved: AdminBooking = {
    ...withoutNotes,
    status: changes.status,
    updatedAt,
    ...(notes ? { notes } : {}),
  };
  const result = await writeTransaction([
    {
      Delete: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'attribute_exists(pk) AND #id = :id AND #status = :status',
        ExpressionAttributeNames: { '#id': 'id', '#status': 'status' },
        ExpressionAttributeValues: { ':id': id, ':status': current.status },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: bookingItem(moved),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (result.ok) return { outcome: 'updated', booking: moved };
  // The put can only fail on the slot when re-opening; a lost delete means it changed meanwhile.
  if (!isCancelled && result.failedConditions.includes(1)) return { outcome: 'slot-taken' };
  return { outcome: 'not-found' };
}

/** False when there was no such booking. Deleting a booking frees its slot. */
export async function deleteBooking(id: string): Promise<boolean> {
  const found = await findBookingItem(id);
  return found ? deleteExistingItem(found.key) : false;
}
