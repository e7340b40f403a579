import type { LearnerValues } from '../enrollment-steps';

/** The props a learner field takes from the wizard: value, change handler and its error. */
export interface LearnerFieldProps {
  name: keyof LearnerValues;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onChange(event: { target: { value: string } }): void;
}

export interface StepFieldProps {
  field(name: keyof LearnerValues): LearnerFieldProps;
}
