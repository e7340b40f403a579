import type { DashboardStat } from './dashboard-stats';

/** One of the dashboard's figures (docs/product.md §2 stat cards). */
export function StatCard({ label, value, detail, icon: Icon }: DashboardStat) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <dl>
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</dd>
        {detail && <dd className="mt-1 text-sm text-green-700 dark:text-green-400">{detail}</dd>}
      </dl>
      <Icon className="size-8 shrink-0 text-blue-600 dark:text-blue-400" aria-hidden />
    </div>
  );
}
