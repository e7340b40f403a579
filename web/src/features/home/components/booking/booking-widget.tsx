import { CalendarCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { bookingDurationMinutes } from '#shared/booking-slots';
import type { BookingDay } from '#shared/forms/booking';
import { bookingMessages } from '#shared/forms/booking-text';
import { honeypotValue } from '#web/components/form-field';
import { track } from '#web/lib/analytics';
import { ApiError, errorMessage } from '#web/lib/api-client';
import type { FieldErrors } from '#web/lib/form-errors';
import { validatePublicForm } from '#web/lib/form-schemas';
import { useResetAfter } from '#web/lib/use-reset-after';
import { bookConsultation } from '#web/features/home/api/book-consultation';
import { getBookingSlots } from '#web/features/home/api/get-booking-slots';
import { BookingDetails, type BookingFields } from './booking-details';
import { SlotPicker, SlotPickerSkeleton } from './slot-picker';

type Slots =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; days: BookingDay[]; durationMinutes: number };

type Submission =
  | { state: 'idle' | 'submitting' }
  | { state: 'success'; email: string }
  | { state: 'error'; message: string };

const emptyFields: BookingFields = { name: '', email: '', message: '' };
/**
 * docs/product.md §9 resets the widget 3 seconds after booking; the message now asks the visitor to confirm
 * from their inbox (decision 012), which takes longer to read, so it stays 15 seconds.
 */
const successShownMs = 15_000;
const slotsFailedMessage = 'Could not load the available times. Please try again.';

/** The consultation booking widget (docs/product.md §4, §12): real upcoming slots, one per booking. */
export function BookingWidget() {
  const [slots, setSlots] = useState<Slots>({ state: 'loading' });
  // Bumped to load the slots again (after a booking, or when a slot was just taken).
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [fields, setFields] = useState(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });

  // Slots depend on today's date and on other visitors' bookings: loaded after mount only.
  useEffect(() => {
    const controller = new AbortController();
    getBookingSlots(controller.signal).then(
      (answer) =>
        setSlots({ state: 'ready', days: answer.days, durationMinutes: answer.durationMinutes }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setSlots({ state: 'failed', message: errorMessage(error, slotsFailedMessage) });
        }
      },
    );
    return () => controller.abort();
  }, [slotsVersion]);

  useResetAfter(submission.state === 'success', successShownMs, () => {
    setDate(null);
    setTime(null);
    setFields(emptyFields);
    setSubmission({ state: 'idle' });
    setSlotsVersion((version) => version + 1);
  });

  const days = slots.state === 'ready' ? slots.days : [];
  const chosenSlot = days.find((day) => day.date === date)?.slots.find((s) => s.time === time);

  function chooseDate(next: string) {
    setDate(next);
    const stillFree = days
      .find((day) => day.date === next)
      ?.slots.some((slot) => slot.time === time && slot.available);
    if (!stillFree) setTime(null);
  }

  function editField(field: keyof BookingFields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    if (submission.state === 'error') setSubmission({ state: 'idle' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!date || !time || submission.state === 'submitting') return;
    const website = honeypotValue(event.currentTarget);
    setSubmission({ state: 'submitting' });
    try {
      const parsed = await validatePublicForm((forms) => forms.bookingRequest, {
        ...fields,
        date,
        time,
        website,
      });
      if (!parsed.ok) {
        setErrors(parsed.errors);
        setSubmission({ state: 'error', message: parsed.message });
        return;
      }
      await bookConsultation(parsed.data);
      track('conversion', { type: 'consultation_booking' });
      setSubmission({ state: 'success', email: parsed.data.email });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone else just took this slot: show fresh availability and let the visitor re-pick.
        setTime(null);
        setSlotsVersion((version) => version + 1);
        setSubmission({ state: 'error', message: bookingMessages.slotTaken });
        return;
      }
      setSubmission({ state: 'error', message: errorMessage(error, bookingMessages.failure) });
    }
  }

  if (submission.state === 'success') {
    return (
      <div role="status" className="flex flex-col items-center px-4 py-12 text-center">
        <span className="inline-flex rounded-full bg-green-100 p-4 text-green-700 dark:bg-green-500/15 dark:text-green-300">
          <CalendarCheck className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">Check Your E-mail</p>
        <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">
          {bookingMessages.checkEmail(submission.email)}
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        {slots.state === 'loading' && <SlotPickerSkeleton />}
        {slots.state === 'failed' && (
          <div role="alert" className="text-sm text-red-700 dark:text-red-400">
            <p>{slots.message}</p>
            <button
              type="button"
              onClick={() => {
                setSlots({ state: 'loading' });
                setSlotsVersion((version) => version + 1);
              }}
              className="mt-3 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 dark:border-slate-600 dark:text-slate-100"
            >
              Try Again
            </button>
          </div>
        )}
        {slots.state === 'ready' && (
          <SlotPicker
            days={days}
            date={date}
            time={time}
            onDateChange={chooseDate}
            onTimeChange={(next) => {
              setTime(next);
              if (submission.state === 'error') setSubmission({ state: 'idle' });
            }}
          />
        )}
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          All times are India Standard Time (IST, UTC+05:30), Monday to Friday.
        </p>
      </div>

      <div>
        {date && chosenSlot ? (
          <BookingDetails
            date={date}
            timeLabel={chosenSlot.label}
            durationMinutes={
              slots.state === 'ready' ? slots.durationMinutes : bookingDurationMinutes
            }
            fields={fields}
            errors={errors}
            error={submission.state === 'error' ? submission.message : null}
            submitting={submission.state === 'submitting'}
            onChange={editField}
            onSubmit={submit}
          />
        ) : (
          <div className="flex h-full min-h-40 flex-col justify-center rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {submission.state === 'error' ? (
              <p role="alert" className="text-red-700 dark:text-red-400">
                {submission.message}
              </p>
            ) : (
              <p>Choose a date and a time to see the appointment details.</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
