import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { anchors, paths } from '../../../app/paths';

/** The consultation booking section (spec §2, anchor `calendar`); its widget comes later. */
export function ConsultationSection() {
  return (
    <section
      id={anchors.calendar}
      aria-labelledby="consultation-title"
      className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <span className="mx-auto inline-flex rounded-full bg-blue-100 p-3 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
          <CalendarDays className="size-6" aria-hidden="true" />
        </span>
        <h2
          id="consultation-title"
          className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
        >
          Book a Free Consultation
        </h2>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Talk to our experts in a free 30-minute video call about your idea, your timeline and the
          best way to build it.
        </p>
        <Link
          to={paths.contact}
          className="mt-8 inline-flex rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
        >
          Contact Us
        </Link>
      </div>
    </section>
  );
}
