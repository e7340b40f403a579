import { useId, type ComponentProps, type ReactNode } from 'react';
import { SelectField, TextField } from '#web/components/form-field';

// Small form pieces the catalog forms share beyond web/src/components/form-field.tsx.

export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? hintId : undefined}
          className="size-4 rounded border-slate-300 text-blue-600 focus:ring-blue-600 dark:border-slate-600"
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A titled group of fields inside a form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

type TextFieldProps = ComponentProps<typeof TextField>;

/** A box for an amount in rupees and paise, never negative (the API stores paise). */
export function RupeesField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'step'>) {
  return <TextField type="number" inputMode="decimal" min={0} step="0.01" {...props} />;
}

/** A box for a whole number: weeks, students, seats, uses. */
export function WholeNumberField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** A select of fixed choices, each shown through `labelOf` (the choice itself by default). */
export function ChoiceField<Choice extends string>({
  choices,
  labelOf = (choice) => choice,
  value,
  onChange,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange' | 'children'> & {
  choices: readonly Choice[];
  labelOf?: (choice: Choice) => string;
  value: Choice;
  onChange: (choice: Choice) => void;
}) {
  return (
    <SelectField
      {...field}
      value={value}
      onChange={(event) => onChange(event.target.value as Choice)}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </SelectField>
  );
}
