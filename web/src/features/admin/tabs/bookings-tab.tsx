import { useState } from 'react';
import {
  adminBookingMessages,
  bookingStatuses,
  type AdminBooking,
  type AdminBookingUpdate,
  type BookingStatus,
} from '../../../../../shared/admin/bookings';
import { slotLabel } from '../../../../../shared/booking-slots';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { adminPatch } from '../kit/admin-api';
import { AdminTable } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { DetailList } from '../kit/detail-list';
import { alertFailure } from '../kit/dialogs';
import { formatDate, formatDateTime } from '../kit/format';
import { ListToolbar } from '../kit/list-toolbar';
import { NotesEditor } from '../kit/notes-editor';
import { StatusSelect, statusLabel } from '../kit/status-select';
import { TabHeading } from '../kit/tab-heading';
import { useAdminList } from '../kit/use-admin-list';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { useRecordActions } from '../kit/use-record-actions';

const path = '/api/admin/bookings';

/** '2 Dec 2026, 02:00 PM' in Asia/Kolkata, as the booking widget showed it. */
const appointment = (booking: AdminBooking) =>
  `${formatDate(booking.startsAt)}, ${slotLabel(booking.time)}`;

/** Consultation bookings (design §7) with search, status filter, notes and paging. */
export function BookingsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const q = useDebouncedValue(search);
  const list = useAdminList<AdminBooking>(path, { q, status });
  const actions = useRecordActions<AdminBooking, AdminBookingUpdate>({
    path,
    setItems: list.setItems,
    confirmDelete: adminBookingMessages.confirmDelete,
    updateFailed: adminBookingMessages.updateFailed,
    deleteFailed: adminBookingMessages.deleteFailed,
  });
  const [savingId, setSavingId] = useState<string>();
  const busy = (id: string) => actions.busyId === id || savingId === id;
  const [openId, setOpenId] = useState<string>();
  const open = list.items.find((item) => item.id === openId);

  // Re-opening a cancelled booking can fail for a reason worth reading (its slot was booked
  // again), so the alert shows the server's message rather than only the generic one.
  async function update(id: string, changes: AdminBookingUpdate) {
    setSavingId(id);
    try {
      const updated = await adminPatch<AdminBooking>(`${path}/${encodeURIComponent(id)}`, changes);
      list.setItems((items) => items.map((item) => (item.id === id ? updated : item)));
    } catch (error) {
      alertFailure(errorMessage(error, adminBookingMessages.updateFailed));
    } finally {
      setSavingId(undefined);
    }
  }

  return (
    <div>
      <TabHeading
        title="Consultation Bookings"
        description="Free 30-minute calls booked on the home page. Cancelling frees the slot."
      />
      <ListToolbar
        search={{ label: 'Search bookings', value: search, onChange: setSearch }}
        filters={[
          {
            label: 'Filter by status',
            value: status,
            onChange: setStatus,
            options: [
              { value: '', label: 'All statuses' },
              ...bookingStatuses.map((value) => ({ value, label: statusLabel(value) })),
            ],
          },
        ]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      <AdminTable
        caption="Consultation bookings"
        items={list.items}
        rowKey={(item) => item.id}
        loading={list.loading}
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        emptyText={adminBookingMessages.empty}
        columns={[
          {
            header: 'Visitor',
            cell: (item) => (
              <>
                <p className="font-medium">{item.name}</p>
                <p className="text-slate-500 dark:text-slate-400">{item.email}</p>
              </>
            ),
          },
          {
            header: 'Appointment',
            className: 'whitespace-nowrap',
            cell: appointment,
          },
          {
            header: 'Message',
            className: 'hidden lg:table-cell max-w-xs',
            cell: (item) => <p className="line-clamp-2">{item.message ?? '—'}</p>,
          },
          {
            header: 'Status',
            cell: (item) => (
              <StatusSelect
                label={`Status of ${item.name}'s booking`}
                value={item.status}
                statuses={bookingStatuses}
                disabled={busy(item.id)}
                onChange={(next: BookingStatus) => void update(item.id, { status: next })}
              />
            ),
          },
          {
            header: 'Booked',
            className: 'hidden md:table-cell whitespace-nowrap',
            cell: (item) => formatDate(item.createdAt),
          },
          {
            header: 'Actions',
            cell: (item) => (
              <div className="flex gap-1">
                <button
                  type="button"
                  className={buttonClass.rowAction}
                  onClick={() => setOpenId(item.id)}
                  aria-label={`View booking of ${item.name}`}
                >
                  View
                </button>
                <button
                  type="button"
                  className={buttonClass.rowDanger}
                  disabled={busy(item.id)}
                  onClick={() => void actions.remove(item.id)}
                  aria-label={`Delete booking of ${item.name}`}
                >
                  Delete
                </button>
              </div>
            ),
          },
        ]}
      />
      <Modal
        open={Boolean(open)}
        onClose={() => setOpenId(undefined)}
        title={open ? `Booking of ${open.name}` : ''}
      >
        {open && (
          <div className="space-y-6">
            <DetailList
              entries={[
                ['Email', <a href={`mailto:${open.email}`}>{open.email}</a>],
                ['Appointment', `${appointment(open)} (${open.durationMinutes} minutes, IST)`],
                ['Status', statusLabel(open.status)],
                ['Booked', formatDateTime(open.createdAt)],
                ['Message', open.message],
              ]}
            />
            <NotesEditor
              key={open.id}
              initial={open.notes ?? ''}
              saving={busy(open.id)}
              onSave={(notes) => void update(open.id, { status: open.status, notes })}
            />
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
              <button
                type="button"
                className={buttonClass.primary}
                disabled={open.status === 'completed' || busy(open.id)}
                onClick={() => void update(open.id, { status: 'completed' })}
              >
                Mark as Completed
              </button>
              <button
                type="button"
                className={buttonClass.danger}
                disabled={busy(open.id)}
                onClick={() =>
                  void actions.remove(open.id).then((deleted) => deleted && setOpenId(undefined))
                }
              >
                Delete
              </button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
