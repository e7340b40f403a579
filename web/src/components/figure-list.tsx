import type { StatItem } from './stats-band';

// How each place draws its figures: the band on blue, the home hero's tiles, the about page's
// cards. The label comes after the value on screen and before it for a screen reader (dt, dd).
const looks = {
  band: {
    figure: 'items-center text-center',
    label: 'text-sm font-medium text-blue-100',
    value: 'text-3xl font-extrabold tracking-tight text-white sm:text-4xl',
  },
  tile: {
    figure: 'rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60',
    label: 'text-sm text-slate-600 dark:text-slate-400',
    value: 'text-3xl font-bold text-blue-700 dark:text-blue-300',
  },
  card: {
    figure:
      'rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900',
    label: 'text-sm text-slate-600 dark:text-slate-400',
    value: 'text-3xl font-extrabold text-blue-700 dark:text-blue-300',
  },
} as const;

interface FigureListProps {
  figures: StatItem[];
  look: keyof typeof looks;
  /** The list's grid where it stands. */
  className: string;
}

/** Company figures as a description list: each value with its label. */
export function FigureList({ figures, look, className }: FigureListProps) {
  const style = looks[look];
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={`flex flex-col ${style.figure}`}>
          <dt className={`order-last mt-1 ${style.label}`}>{figure.label}</dt>
          <dd className={style.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
