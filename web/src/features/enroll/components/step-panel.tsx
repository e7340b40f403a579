import type { ReactNode } from 'react';

const tones = {
  grey: 'bg-slate-50 dark:bg-slate-900',
  white: 'bg-white dark:bg-slate-950',
} as const;

/** A titled box of the payment step (the Order Summary, the Payment Method), named by its heading. */
export function StepPanel({
  titleId,
  title,
  tone,
  children,
}: {
  titleId: string;
  title: string;
  tone: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800 ${tones[tone]}`}
    >
      <h3 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}
