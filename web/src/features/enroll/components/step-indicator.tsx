import { StepBars } from '#web/components/step-bars';
import { enrollmentSteps, type EnrollmentStep } from '../enrollment-steps';

/** docs/product.md §2: the wizard's indicator 'Step n of 4', with a bar per step. */
export function StepIndicator({ step }: { step: EnrollmentStep }) {
  return (
    <div>
      <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
        Step {step} of {enrollmentSteps.length}
      </p>
      <StepBars
        names={enrollmentSteps}
        step={step}
        label="Enrollment progress"
        nameClassName="mt-2 flex items-center gap-1"
        activeNameClassName="font-semibold text-slate-900 dark:text-white"
        namesFromSm
      />
    </div>
  );
}
