import { CalendarDays } from 'lucide-react';
import { bookingDurationMinutes } from '#shared/booking-slots';
import { anchors } from '#web/app/paths';
import { BookingWidget } from './booking/booking-widget';
import { ToolHeading } from './tool-heading';

/** The consultation booking section (docs/product.md §2, anchor `calendar`). */
export function ConsultationSection() {
  return (
    <section
      id={anchors.calendar}
      aria-labelledby="consultation-title"
      className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <ToolHeading id="consultation-title" icon={CalendarDays} title="Book a Free Consultation">
          Talk to our experts in a free {bookingDurationMinutes}-minute video call about your idea,
          your timeline and the best way to build it.
        </ToolHeading>
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
