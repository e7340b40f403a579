import { FigureList, type FigureLook } from './figure-list';

const bandLook: FigureLook = {
  figure: 'items-center text-center',
  label: 'text-sm font-medium text-blue-100',
  value: 'text-3xl font-extrabold tracking-tight text-white sm:text-4xl',
};

export interface StatItem {
  label: string;
  value: string;
}

/** Company figures in a band; the values come from site settings (one source, docs/product.md §12). */
export function StatsBand({ stats, label }: { stats: StatItem[]; label: string }) {
  return (
    <section aria-label={label} className="bg-blue-700 dark:bg-blue-900/60">
      <FigureList
        figures={stats}
        look={bandLook}
        className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8"
      />
    </section>
  );
}
