import * as z from 'zod';
import type { Booking } from '../forms/booking';
import { adminNotes, optionalQueryText, pageCursor, pageLimit } from './lists';

// The admin Bookings tab (docs/product.md §12): consultation bookings with a status an admin keeps current.

/**
 * A booking starts 'unconfirmed' (its slot held while the visitor confirms the e-mailed link,
 * decision 012), then 'confirmed' (the visitor got the invite); after the call it is 'completed' or
 * 'no_show'. 'cancelled' frees the slot for other visitors, as does an unconfirmed one that lapses.
 */
export const bookingStatuses = [
  'unconfirmed',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A stored booking as admins see it: any status, with their notes. */
export type AdminBooking = Omit<Booking, 'status'> & {
  status: BookingStatus;
  notes?: string;
  /** When an admin last changed the status or notes. */
  updatedAt?: string;
};

const statusMessage = `Status must be one of: ${bookingStatuses.join(', ')}`;

export const adminBookingListQuery = z.object({
  /** Matches name, e-mail or message, case-insensitively. */
  q: optionalQueryText(200),
  status: z.enum(bookingStatuses, { error: statusMessage }).optional(),
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminBookingListQuery = z.input<typeof adminBookingListQuery>;

export const adminBookingUpdate = z.object({
  status: z.enum(bookingStatuses, { error: statusMessage }),
  /** Replaces the notes; blank removes them; absent leaves them as they are. */
  notes: adminNotes.optional(),
});
export type AdminBookingUpdate = z.input<typeof adminBookingUpdate>;

export const adminBookingMessages = {
  notFound: 'Booking not found',
  /** Re-opening a cancelled booking whose slot someone else has booked since. */
  slotTakenAgain: 'That time has been booked by someone else since this booking was cancelled.',
  empty: 'No bookings found',
  updateFailed: 'Failed to update booking status',
  deleteFailed: 'Failed to delete booking',
  confirmDelete: 'Are you sure you want to delete this booking?',
} as const;
