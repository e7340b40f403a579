import type { ReactNode } from 'react';

/** The blue of the public site's main action; ActionLink draws its primary look with it too. */
export const primaryActionClassName =
  'rounded-lg bg-blue-600 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700';

const submitClassName = `${primaryActionClassName} disabled:cursor-not-allowed disabled:opacity-70`;

interface SubmitButtonProps {
  /** True while the form is being sent: the button is disabled, so one press sends it once. */
  busy: boolean;
  busyLabel: string;
  /** The button's size and layout where it stands (padding, width, text size). */
  className: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** A public form's blue submit button, saying what it is doing while the form is sent. */
export function SubmitButton({ busy, busyLabel, className, icon, children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} className={`${className} ${submitClassName}`}>
      {icon}
      {busy ? busyLabel : children}
    </button>
  );
}

/** The Cancel and submit buttons at the foot of a form in a modal (the MVP estimate, careers). */
export function ModalFormActions({
  onCancel,
  ...submit
}: Omit<SubmitButtonProps, 'className' | 'icon'> & { onCancel: () => void }) {
  const { busy } = submit;
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 transition-colors hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        Cancel
      </button>
      <SubmitButton {...submit} className="px-5 py-2.5" />
    </div>
  );
}
