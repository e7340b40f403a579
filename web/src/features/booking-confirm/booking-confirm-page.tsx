import { CalendarCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from '#web/lib/router';
import { ActionLink, actionClassNames } from '#web/components/action-link';
import { slotLabel } from '#shared/booking-slots';
import type { BookingConfirmResponse } from '#shared/forms/booking';
import { bookingMessages } from '#shared/forms/booking-text';
import { anchors, paths } from '#web/app/paths';
import { errorMessage } from '#web/lib/api-client';
import { PageMeta } from '#web/lib/page-meta';
import { longDate } from '../home/components/booking/booking-dates';
import { confirmBooking } from './confirm-booking';

type Confirmation =
  | { state: 'ready' | 'confirming' }
  | { state: 'confirmed'; booking: BookingConfirmResponse }
  | { state: 'failed'; message: string };

const failedMessage = 'We could not confirm your booking. Please try again.';

/**
 * /book/confirm?id=…&token=… (decision 012): where the e-mailed link leads. The visitor presses a
 * button rather than the page confirming on load, so a mail scanner that opens links books nothing.
 */
export function BookingConfirmPage() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const id = query.get('id')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  const [confirmation, setConfirmation] = useState<Confirmation>(
    id && token ? { state: 'ready' } : { state: 'failed', message: bookingMessages.linkInvalid },
  );

  async function confirm() {
    setConfirmation({ state: 'confirming' });
    try {
      setConfirmation({ state: 'confirmed', booking: await confirmBooking(id, token) });
    } catch (error) {
      setConfirmation({ state: 'failed', message: errorMessage(error, failedMessage) });
    }
  }

  return (
    <section className="bg-gradient-to-b from-blue-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <PageMeta
        title="Confirm Your Consultation"
        description="Confirm the free consultation you booked, from the link we e-mailed you."
        path={paths.bookingConfirm}
        noIndex
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-950">
          {confirmation.state === 'confirmed' ? (
            <div role="status">
              <CalendarCheck
                className="mx-auto size-12 text-green-700 dark:text-green-300"
                aria-hidden="true"
              />
              <h1 className="mt-4 text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
                Appointment Booked!
              </h1>
              <p className="mt-3 text-slate-700 dark:text-slate-300">
                {longDate(confirmation.booking.date)} at {slotLabel(confirmation.booking.time)} IST.
              </p>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{bookingMessages.success}</p>
            </div>
          ) : confirmation.state === 'failed' ? (
            <div role="alert">
              <CircleAlert
                className="mx-auto size-12 text-red-700 dark:text-red-400"
                aria-hidden="true"
              />
              <h1 className="mt-4 text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
                Booking Not Confirmed
              </h1>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{confirmation.message}</p>
              <ActionLink
                to={`${paths.home}#${anchors.calendar}`}
                tone="deep"
                className="mt-6 inline-block px-5 py-3"
              >
                Choose a Time
              </ActionLink>
            </div>
          ) : (
            <div>
              <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
                Confirm Your Consultation
              </h1>
              <p className="mt-3 text-slate-700 dark:text-slate-300">
                Press the button to confirm the free consultation you asked for. We then send the
                calendar invitation to your e-mail.
              </p>
              <button
                type="button"
                onClick={confirm}
                disabled={confirmation.state === 'confirming'}
                className={`mt-6 px-5 py-3 disabled:opacity-60 ${actionClassNames.deep}`}
              >
                {confirmation.state === 'confirming' ? 'Confirming…' : 'Confirm my booking'}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
