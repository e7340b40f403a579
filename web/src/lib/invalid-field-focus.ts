// After a refused submit of any form, focus moves to its first invalid field, so keyboard and
// screen-reader users land on the problem and hear it: every field marks itself with
// aria-invalid and names its message in aria-describedby (web/src/components/form-field.tsx).
// One watcher for every form of the site and the admin area, whether the form found the problem
// itself or the server did (its fieldErrors); main.tsx starts it at each submit.

import { watchPageUntil } from './watch-page-until';

/** Long enough for the server's answer to a submit on a slow network. */
const answerLimitMs = 30_000;
// Once the visitor acts again, the field they are at is where they want to be.
const visitorInput = ['input', 'pointerdown', 'keydown'] as const;

/** The first field of `form`, in document order, that says it is invalid and can take focus. */
export function firstInvalidField(form: Element): HTMLElement | null {
  return form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
}

let stopWatching = () => undefined as void;

/**
 * Watches `form` after a submit until one of its fields shows a problem, then focuses that
 * field; stops at the first such focus, at the visitor's next input, or after the limit.
 */
export function focusFirstInvalidFieldAfterSubmit(form: HTMLFormElement): void {
  stopWatching();
  // A field turns invalid, or turns usable again with its problem once the form is done
  // sending; the same problems found again change nothing, so the first look finds them.
  stopWatching = watchPageUntil(
    form,
    () => firstInvalidField(form),
    (field) => field.focus(),
    {
      changes: {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-invalid', 'disabled'],
      },
      limitMs: answerLimitMs,
      visitorInput,
    },
  );
}
