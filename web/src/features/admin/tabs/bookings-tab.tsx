import * as apiPaths from '#shared/api/api-paths';
import {
  adminBookingMessages,
  bookingStatuses,
  type AdminBooking,
  type BookingStatus,
} from '#shared/admin/bookings';
import { slotLabel } from '#shared/booking-slots';
import { formatDate, formatDateTime } from '../kit/format';
import { namedPerson, RecordsTab, type RecordsTabProps } from '../kit/records-tab';

/** '2 Dec 2026, 02:00 PM' in Asia/Kolkata, as the booking widget showed it. */
const appointment = (booking: AdminBooking) =>
  `${formatDate(booking.startsAt)}, ${slotLabel(booking.time)} IST`;

const bookings: RecordsTabProps<AdminBooking, BookingStatus> = {
  path: apiPaths.adminBookings,
  title: 'Consultation Bookings',
  description: 'Free 30-minute calls booked on the home page. Cancelling frees the slot.',
  searchLabel: 'Search bookings',
  statuses: bookingStatuses,
  caption: 'Consultation bookings',
  emptyText: adminBookingMessages.empty,
  messages: adminBookingMessages,
  person: namedPerson('Visitor'),
  noun: 'booking',
  columns: [
    { header: 'Appointment', className: 'whitespace-nowrap', cell: appointment },
    {
      header: 'Message',
      className: 'hidden lg:table-cell max-w-xs',
      cell: (item) => <p className="line-clamp-2">{item.message ?? '—'}</p>,
    },
  ],
  date: { header: 'Booked', of: (item) => item.createdAt },
  modalTitle: (item) => `Booking of ${item.name}`,
  details: (item) => [
    ['Appointment', `${appointment(item)} (${item.durationMinutes} minutes, IST)`],
    ['Booked', formatDateTime(item.createdAt)],
    ['Message', item.message],
  ],
  shortcuts: [{ label: 'Mark as Completed', status: 'completed' }],
};

/** Consultation bookings (docs/product.md §12) with search, status filter, notes and paging. */
export function BookingsTab() {
  return <RecordsTab {...bookings} />;
}
