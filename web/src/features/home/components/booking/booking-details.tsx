import { CalendarDays, Clock, Video } from 'lucide-react';
import type { FormEvent } from 'react';
import { NameEmailFields } from '#web/components/contact-fields';
import { ErrorAlert } from '#web/components/error-alert';
import { SubmitButton } from '#web/components/form-buttons';
import { TextAreaField, HoneypotField } from '#web/components/form-field';
import { fieldHint, type FieldErrors } from '#web/lib/form-errors';
import { warmFormSchemas } from '#web/lib/form-schemas';
import { longDate } from './booking-dates';

export interface BookingFields {
  name: string;
  email: string;
  message: string;
}

interface BookingDetailsProps {
  date: string;
  timeLabel: string;
  durationMinutes: number;
  fields: BookingFields;
  errors: FieldErrors;
  error: string | null;
  submitting: boolean;
  onChange: (field: keyof BookingFields, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** docs/product.md §4: once a date and a time are chosen, the details form and the appointment summary. */
export function BookingDetails({
  date,
  timeLabel,
  durationMinutes,
  fields,
  errors,
  error,
  submitting,
  onChange,
  onSubmit,
}: BookingDetailsProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={warmFormSchemas}
      className="relative space-y-4"
      aria-label="Your details"
    >
      <HoneypotField />
      <div className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm dark:border-blue-500/30 dark:bg-blue-500/10">
        <h3 className="font-semibold text-slate-900 dark:text-white">Appointment summary</h3>
        <ul className="mt-2 space-y-1.5 text-slate-700 dark:text-slate-200">
          <li className="flex items-center gap-2">
            <Video className="size-4 text-blue-700 dark:text-blue-300" aria-hidden="true" />
            {durationMinutes}-minute video call
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 text-blue-700 dark:text-blue-300" aria-hidden="true" />
            {longDate(date)}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-blue-700 dark:text-blue-300" aria-hidden="true" />
            {timeLabel} IST
          </li>
        </ul>
      </div>

      <p className="text-sm font-semibold text-slate-900 dark:text-white">3. Your details</p>
      {error && <ErrorAlert compact>{error}</ErrorAlert>}
      <NameEmailFields
        labels={{ name: 'Full Name', email: 'Email Address' }}
        values={fields}
        errors={errors}
        onChange={onChange}
      />
      <TextAreaField
        label="What would you like to discuss? (optional)"
        name="message"
        rows={3}
        value={fields.message}
        error={fieldHint(errors.message)}
        onChange={(event) => onChange('message', event.target.value)}
      />
      <SubmitButton
        busy={submitting}
        busyLabel="Booking..."
        className="inline-flex w-full items-center justify-center px-6 py-3"
      >
        Book Appointment
      </SubmitButton>
    </form>
  );
}
