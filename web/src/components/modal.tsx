import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface ModalProps {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The element to focus on open; by default the first focusable one after the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keeps the modal open against Escape and backdrop clicks, e.g. while a form is sending. */
  dismissible?: boolean;
}

const focusableSelector =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside it, makes the
 * page behind inert and puts it in the top layer. It renders nothing while closed, so it never
 * appears in prerendered HTML. Focus returns to whatever opened it.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  dismissible = true,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    dialog.showModal();
    root.style.overflow = 'hidden';
    const first =
      initialFocusRef?.current ??
      dialog.querySelector<HTMLElement>(`[data-modal-body] :is(${focusableSelector})`);
    first?.focus();

    return () => {
      dialog.close();
      root.style.overflow = previousOverflow;
      opener?.focus();
    };
    // Runs once per opening; the focus target is read when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the parent decides whether the modal closes.
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => {
        // The browser may close a dialog itself (a repeated Escape skips `cancel`): keep state in
        // step, or reopen it while it may not be dismissed. A dialog already reopened in the
        // meantime (React's development double effects) is left alone.
        const dialog = dialogRef.current;
        if (!dialog || dialog.open) return;
        if (dismissible) onClose();
        else dialog.showModal();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget && dismissible) {
          onClose();
        }
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-slate-950/70 backdrop:backdrop-blur-sm sm:m-auto sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl sm:p-0"
    >
      <div className="flex h-full flex-col overflow-hidden bg-white text-slate-800 shadow-2xl sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl dark:bg-slate-900 dark:text-slate-200">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
          <div>
            <h2
              id={titleId}
              className="text-lg font-bold text-slate-900 sm:text-xl dark:text-white"
            >
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {description}
              </div>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            disabled={!dismissible}
            aria-label="Close"
            className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div
          data-modal-body
          className="flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6"
        >
          {children}
        </div>
      </div>
    </dialog>
  );
}
