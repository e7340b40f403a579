import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking } from '../../shared/forms/booking';
import { indexes } from './table-definition';
import {
  db,
  getItem,
  isConditionFailed,
  queryAll,
  tableName,
  withoutKeys,
  type ItemKeys,
} from './table';

// The slot is the key: a booking can only be written where none exists, so two visitors who
// submit the same slot at once get exactly one booking between them.
export const bookingKeys = (booking: Pick<Booking, 'date' | 'time'>): ItemKeys => ({
  pk: `SLOT#${booking.date}#${booking.time}`,
  sk: 'BOOKING',
  gsi1pk: 'BOOKINGS',
  gsi1sk: `${booking.date}T${booking.time}`,
});

export const bookingItem = (booking: Booking) => ({
  ...bookingKeys(booking),
  entityType: 'Booking',
  ...booking,
});

/** Books the slot if it is still free; false when someone else holds it. */
export async function bookSlotIfFree(booking: Booking): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: bookingItem(booking),
        ConditionExpression: 'attribute_not_exists(pk)',
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

/** Bookings from the first date to the last, both inclusive, earliest first. */
export async function listBookingsBetween(firstDate: string, lastDate: string): Promise<Booking[]> {
  const items = await queryAll({
    IndexName: indexes.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': 'BOOKINGS',
      ':from': `${firstDate}T00:00`,
      ':to': `${lastDate}T23:59`,
    },
  });
  return items.map((item) => withoutKeys<Booking>(item));
}
