import { useId } from 'react';

// An on/off setting: a checkbox with the switch role, drawn as a sliding switch, labelled by its
// title and description. The cookie preferences and the admin's Team policy use it.

interface SwitchFieldProps {
  title: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

export function SwitchField({
  title,
  description,
  checked,
  disabled,
  onChange,
  className = '',
}: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <label htmlFor={id} className="text-sm">
        <span className="font-medium text-slate-900 dark:text-white">{title}</span>
        <span className="mt-0.5 block text-slate-600 dark:text-slate-300">{description}</span>
      </label>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-blue-600 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:opacity-60 dark:bg-slate-600 dark:peer-checked:bg-blue-500"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
