import type { ReactNode } from 'react';

/** A table cell with a main line over a quieter one: a person over their e-mail, a course over its batch. */
export function TwoLineCell({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <>
      <p className="font-medium">{main}</p>
      <p className="text-slate-500 dark:text-slate-400">{detail}</p>
    </>
  );
}
