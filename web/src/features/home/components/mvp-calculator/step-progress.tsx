import { mvpStepNames, type MvpStep } from './mvp-calculator-state';

/** docs/product.md §4: the progress indicator shows the four choosing steps. */
export function StepProgress({ step }: { step: MvpStep }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400" aria-live="polite">
        {step <= 4 ? `Step ${step} of 4: ${mvpStepNames[step - 1]}` : 'Your estimate'}
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-2" aria-label="Progress">
        {mvpStepNames.map((name, index) => {
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
                className={`mt-1.5 block text-xs ${
                  state === 'upcoming'
                    ? 'text-slate-500 dark:text-slate-400'
                    : 'font-semibold text-blue-700 dark:text-blue-300'
                }`}
              >
                {name}
                <span className="sr-only">
                  {state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
