import { CircleCheck } from 'lucide-react';
import type { CompanyStats } from '#shared/content/schemas';

export function AboutReasons({ stats }: { stats: CompanyStats }) {
  const reasons = [
    `${stats.projectsCompleted} projects delivered for ${stats.happyClients} clients across industries`,
    `${stats.satisfactionRate} of clients rate their experience as excellent`,
    'Fixed, transparent quotes with GST invoices and no hidden costs',
    'A senior engineer on every project, from the first workshop to launch',
    'Security, privacy and DPDP Act compliance built in, not bolted on',
    `${stats.support} support for critical systems after launch`,
  ];
  return (
    <section
      aria-labelledby="about-reasons-title"
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 dark:bg-slate-900/50"
    >
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
            Why choose us
          </p>
          <h2
            id="about-reasons-title"
            className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            A partner that stays accountable for results
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600 dark:text-slate-400">
            Clients choose us because we care about the outcome as much as they do, and because we
            are still here to help long after the launch.
          </p>
        </div>
        <ul className="space-y-3">
          {reasons.map((reason) => (
            <li
              key={reason}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <CircleCheck
                className="mt-0.5 size-5 shrink-0 text-green-600 dark:text-green-400"
                aria-hidden="true"
              />
              <span className="text-slate-700 dark:text-slate-300">{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
