import { StepBars } from '#web/components/step-bars';
import { mvpStepNames, type MvpStep } from './mvp-calculator-state';

/** docs/product.md §4: the progress indicator shows the four choosing steps. */
export function StepProgress({ step }: { step: MvpStep }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400" aria-live="polite">
        {step <= 4 ? `Step ${step} of 4: ${mvpStepNames[step - 1]}` : 'Your estimate'}
      </p>
      <StepBars
        names={mvpStepNames}
        step={step}
        label="Progress"
        nameClassName="mt-1.5 block"
        activeNameClassName="font-semibold text-blue-700 dark:text-blue-300"
      />
    </div>
  );
}
