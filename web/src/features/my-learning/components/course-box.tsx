import type { ReactNode } from 'react';
import { actionClassNames } from '#web/components/action-link';

/** A note under a course in My Learning (the refund window, the review), and its quiet grey form. */
export const courseNote = 'mt-5 rounded-xl p-4 text-sm';
export const quietNote = `${courseNote} bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300`;

/** The white outlined button that opens or leaves such a note's form. */
export const outlineButton =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-200';

/** The send and Cancel buttons at the foot of a note's form; both wait while it is sent. */
export function SendOrCancel({
  sending,
  onCancel,
  children,
}: {
  sending: boolean;
  onCancel: () => void;
  /** The send button's text, saying what it is doing while the form is sent. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="submit"
        disabled={sending}
        className={`px-4 py-2 text-sm disabled:opacity-60 ${actionClassNames.deep}`}
      >
        {children}
      </button>
      <button type="button" disabled={sending} onClick={onCancel} className={outlineButton}>
        Cancel
      </button>
    </div>
  );
}
