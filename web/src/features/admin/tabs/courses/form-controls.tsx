import { useId, type ReactNode } from 'react';

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
