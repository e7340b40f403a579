/**
 * The bar-per-step progress of the enrolment wizard and the MVP calculator (docs/product.md §2
 * and §4): done and current bars are blue, and each step's name says so to screen readers.
 */
export function StepBars({
  names,
  step,
  label,
  nameClassName,
  activeNameClassName,
  namesFromSm = false,
}: {
  names: readonly string[];
  /** 1-based; past the last step every bar is done. */
  step: number;
  label: string;
  nameClassName: string;
  activeNameClassName: string;
  /** On phones the names are read to screen readers only. */
  namesFromSm?: boolean;
}) {
  return (
    <ol className="mt-3 grid grid-cols-4 gap-2" aria-label={label}>
      {names.map((name, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'upcoming';
        return (
          <li key={name} aria-current={state === 'current' ? 'step' : undefined}>
            <span
              className={`block h-1.5 rounded-full ${
                state === 'upcoming' ? 'bg-slate-200 dark:bg-slate-700' : 'bg-blue-600'
              }`}
            />
            <span
              className={`${nameClassName} text-xs ${
                state === 'upcoming' ? 'text-slate-500 dark:text-slate-400' : activeNameClassName
              }`}
            >
              {namesFromSm ? <span className="sr-only sm:not-sr-only">{name}</span> : name}
              <span className="sr-only">
                {state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
