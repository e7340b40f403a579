import { indianStateNames } from '#shared/checkout/indian-states';
import { SelectField, TextField } from '#web/components/form-field';
import type { StepFieldProps } from './step-fields';

/** docs/product.md §2 step 2: city, and the state from all 28 states and 8 union territories. */
export function LocationStep({ field }: StepFieldProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="City" required autoComplete="address-level2" {...field('city')} />
      <SelectField label="State" required autoComplete="address-level1" {...field('state')}>
        <option value="">Select your state</option>
        {indianStateNames.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
