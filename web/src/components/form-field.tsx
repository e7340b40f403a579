import { createElement, useId, type ComponentProps, type ReactNode } from 'react';
import { honeypotField } from '#shared/forms/form-conventions';

// Labelled form controls: each label is tied to its control, and a field's error is announced
// through aria-invalid and aria-describedby.

export const inputClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none aria-[invalid=true]:border-red-600 disabled:opacity-60 sm:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500 dark:focus:border-blue-400 dark:aria-[invalid=true]:border-red-400';

interface FieldShellProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

function FieldShell({ label, required, error, hint, className, children }: FieldShellProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
        {required && (
          <span className="text-red-600 dark:text-red-400" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type ShellProps = Omit<FieldShellProps, 'children'>;
type Control = 'input' | 'textarea' | 'select';
type FieldProps<Tag extends Control> = ShellProps & Omit<ComponentProps<Tag>, 'id' | 'className'>;

/** A labelled field around one kind of control; the rest of its props go to the control. */
function fieldOf<Tag extends Control>(tag: Tag) {
  return function Field({ label, required, error, hint, className, ...control }: FieldProps<Tag>) {
    return (
      <FieldShell {...{ label, required, error, hint, className }}>
        {(shell) =>
          createElement(tag, { ...control, ...shell, required, className: inputClassName })
        }
      </FieldShell>
    );
  };
}

export const TextField = fieldOf('input');
export const TextAreaField = fieldOf('textarea');
export const SelectField = fieldOf('select');

/**
 * The honeypot (shared/forms/form-conventions): off-screen, out of the tab order and hidden
 * from assistive technology, so only bots fill it. Read it from the form's data on submit.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value from a submitted form. */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(honeypotField);
  return typeof value === 'string' ? value : '';
}
