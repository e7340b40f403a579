import { enrollmentSteps, type EnrollmentStep } from '../enrollment-steps';

/** docs/product.md §2: the wizard's indicator 'Step n of 4', with a bar per step. */
export function StepIndicator({ step }: { step: EnrollmentStep }) {
  return (
    <div>
      <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
        Step {step} of {enrollmentSteps.length}
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-2" aria-label="Enrollment progress">
        {enrollmentSteps.map((name, index) => {
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
                className={`mt-2 flex items-center gap-1 text-xs ${
                  state === 'upcoming'
                    ? 'text-slate-500 dark:text-slate-400'
                    : 'font-semibold text-slate-900 dark:text-white'
                }`}
              >
                <span className="sr-only sm:not-sr-only">{name}</span>
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
