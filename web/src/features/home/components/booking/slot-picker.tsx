import type { BookingDay } from '#shared/forms/booking';
import { shortDateParts } from './booking-dates';

interface SlotPickerProps {
  days: BookingDay[];
  date: string | null;
  time: string | null;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}

const choiceClassName =
  'rounded-xl border text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-400 disabled:line-through dark:disabled:border-slate-800 dark:disabled:bg-slate-900 dark:disabled:text-slate-600';
const selectedClassName = 'border-blue-600 bg-blue-600 text-white shadow-sm';
const unselectedClassName =
  'border-slate-300 bg-white text-slate-800 hover:border-blue-600 hover:text-blue-700 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300';

/** docs/product.md §4: pick a date, then its time choices appear; taken times are disabled. */
export function SlotPicker({ days, date, time, onDateChange, onTimeChange }: SlotPickerProps) {
  const chosenDay = days.find((day) => day.date === date);

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          1. Select a date
        </legend>
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {days.map((day) => {
            const { weekday, day: dayOfMonth, month } = shortDateParts(day.date);
            const fullyBooked = !day.slots.some((slot) => slot.available);
            const selected = day.date === date;
            return (
              <button
                key={day.date}
                type="button"
                aria-pressed={selected}
                disabled={fullyBooked}
                onClick={() => onDateChange(day.date)}
                data-date={day.date}
                className={`flex flex-col items-center px-2 py-3 ${choiceClassName} ${
                  selected ? selectedClassName : unselectedClassName
                }`}
              >
                <span className="text-xs uppercase">{weekday}</span>
                <span className="text-xl font-bold">{dayOfMonth}</span>
                <span className="text-xs">{month}</span>
                {fullyBooked && <span className="sr-only"> (fully booked)</span>}
              </button>
            );
          })}
        </div>
      </fieldset>

      {chosenDay && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900 dark:text-white">
            2. Select a time{' '}
            <span className="font-normal text-slate-600 dark:text-slate-400">(IST)</span>
          </legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {chosenDay.slots.map((slot) => {
              const selected = slot.time === time;
              return (
                <button
                  key={slot.time}
                  type="button"
                  aria-pressed={selected}
                  disabled={!slot.available}
                  onClick={() => onTimeChange(slot.time)}
                  data-time={slot.time}
                  className={`px-3 py-2.5 ${choiceClassName} ${
                    selected ? selectedClassName : unselectedClassName
                  }`}
                >
                  {slot.label}
                  {!slot.available && <span className="sr-only"> (booked)</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** Shown while prerendering and until the real slots arrive: never time-dependent output. */
export function SlotPickerSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only" role="status">
        Loading available times...
      </span>
      <div className="h-4 w-32 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {[1, 2, 3, 4, 5].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    </div>
  );
}
