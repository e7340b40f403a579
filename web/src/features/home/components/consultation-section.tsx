import { CalendarDays } from 'lucide-react';
import { bookingDurationMinutes } from '#shared/booking-slots';
import { anchors } from '#web/app/paths';
import { BookingWidget } from './booking/booking-widget';

/** The consultation booking section (docs/product.md §2, anchor `calendar`). */
export function ConsultationSection() {
  return (
    <section
      id={anchors.calendar}
      aria-labelledby="consultation-title"
      className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <span className="inline-flex rounded-full bg-blue-100 p-3 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
            <CalendarDays className="size-6" aria-hidden="true" />
          </span>
          <h2
            id="consultation-title"
            className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            Book a Free Consultation
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            Talk to our experts in a free {bookingDurationMinutes}-minute video call about your
            idea, your timeline and the best way to build it.
          </p>
        </div>
        <div
          data-testid="booking-widget"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <BookingWidget />
        </div>
      </div>
    </section>
  );
}
