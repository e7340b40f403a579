import { Briefcase, CalendarDays, Clock, Mail, Phone } from 'lucide-react';
import { Link } from '#web/lib/router';
import { anchors, paths } from '#web/app/paths';
import { telHref } from '#web/lib/tel-href';

/** docs/product.md §2 Contact: office hours (India Standard Time). */
const officeHours = [
  { days: 'Mon-Fri', hours: '8:00 AM-6:00 PM' },
  { days: 'Sat', hours: '9:00 AM-2:00 PM' },
  { days: 'Sun', hours: 'Closed' },
];

const cardClassName =
  'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';
const quickLinkClassName =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-blue-50 hover:text-blue-700 dark:text-slate-200 dark:hover:bg-blue-500/10 dark:hover:text-blue-300';

/** Office hours and quick contact links, beside the form. */
export function ContactDetails({ email, phone }: { email: string; phone: string }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="office-hours-title" className={cardClassName}>
        <h2
          id="office-hours-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
        >
          <Clock className="size-5 text-blue-700 dark:text-blue-300" aria-hidden="true" />
          Office Hours
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          {officeHours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">{row.days}</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{row.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          India Standard Time (IST, UTC+05:30)
        </p>
      </section>

      <nav aria-labelledby="quick-contact-title" className={cardClassName}>
        <h2
          id="quick-contact-title"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Quick Contact
        </h2>
        <ul className="mt-3 space-y-1">
          <li>
            <a href={telHref(phone)} className={quickLinkClassName}>
              <Phone className="size-4" aria-hidden="true" />
              Call us: {phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${email}`} className={quickLinkClassName}>
              <Mail className="size-4" aria-hidden="true" />
              Email us: {email}
            </a>
          </li>
          <li>
            <Link to={`${paths.home}#${anchors.calendar}`} className={quickLinkClassName}>
              <CalendarDays className="size-4" aria-hidden="true" />
              Book a free consultation
            </Link>
          </li>
          <li>
            <Link to={`${paths.careers}#${anchors.openPositions}`} className={quickLinkClassName}>
              <Briefcase className="size-4" aria-hidden="true" />
              See open positions
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
