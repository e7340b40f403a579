import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type * as z from 'zod';
import { Modal } from '#web/components/modal';
import { buttonClass } from './buttons';
import { ErrorAlert } from '#web/components/error-alert';

// The admin's confirmations, reasons and failure notices, as dialogs of our own rather than the
// browser's confirm/prompt/alert boxes: labelled, styled, validated as the server validates, read
// well by screen readers, focus moved in and given back, Escape to cancel (docs/admin.md). Any
// code may ask through the functions below; <AdminDialogs /> in the admin shell shows them, one
// at a time, in the order asked.

interface ConfirmRequest {
  title: string;
  message?: string;
  /** The button that goes ahead, e.g. 'Delete'. */
  confirmLabel: string;
  /** A red button: the action cannot be undone. */
  danger?: boolean;
}

interface TextRequest {
  title: string;
  /** The field's visible label. */
  label: string;
  description?: string;
  confirmLabel: string;
  danger?: boolean;
  /** Why the text cannot be sent (the server's own rule and message), or undefined when it can. */
  check?: (value: string) => string | undefined;
}

type Pending = { id: number } & (
  | { kind: 'confirm'; request: ConfirmRequest; resolve: (answer: boolean) => void }
  | { kind: 'text'; request: TextRequest; resolve: (answer: string | null) => void }
  | { kind: 'notice'; message: string; resolve: () => void }
);

let queue: Pending[] = [];
let asked = 0;
const listeners = new Set<() => void>();

function ask(pending: DistributiveOmit<Pending, 'id'>): void {
  queue = [...queue, { ...pending, id: ++asked } as Pending];
  listeners.forEach((listener) => listener());
}

function settle(): void {
  queue = queue.slice(1);
  listeners.forEach((listener) => listener());
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True when the admin goes ahead, false when they cancel. */
export function confirmAction(request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => ask({ kind: 'confirm', request, resolve }));
}

/** A delete, asked as the product words it ('Are you sure you want to delete this coupon?'). */
export const confirmDelete = (question: string): Promise<boolean> =>
  confirmAction({ title: question, confirmLabel: 'Delete', danger: true });

/**
 * A TextRequest's check from the body schema the server parses, so the dialog refuses what the
 * server would, with the server's message.
 */
export function checkWith(schema: z.ZodType, field: string): (value: string) => string | undefined {
  return (value) => {
    const parsed = schema.safeParse({ [field]: value });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
}

/** The text the admin wrote (trimmed), or null when they cancel. */
export function askText(request: TextRequest): Promise<string | null> {
  return new Promise((resolve) => ask({ kind: 'text', request, resolve }));
}

/** A failure the admin must read before going on. */
export function alertFailure(message: string): Promise<void> {
  return new Promise((resolve) => ask({ kind: 'notice', message, resolve }));
}

/** An answer that also takes its dialog off the queue, so the next one shows. */
const done =
  <T,>(resolve: (answer: T) => void) =>
  (answer: T) => {
    settle();
    resolve(answer);
  };

/** Shows the first dialog asked for, if any. */
export function AdminDialogs() {
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  if (!current) return null;
  // Keyed so the next request starts with a fresh form and focus.
  if (current.kind === 'text') {
    return (
      <TextDialog key={current.id} request={current.request} resolve={done(current.resolve)} />
    );
  }
  if (current.kind === 'confirm') {
    return (
      <ConfirmDialog key={current.id} request={current.request} resolve={done(current.resolve)} />
    );
  }
  return (
    <NoticeDialog
      key={current.id}
      message={current.message}
      resolve={done<void>(current.resolve)}
    />
  );
}

function DialogButtons({
  confirmLabel,
  danger,
  onCancel,
}: {
  confirmLabel: string;
  danger?: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      {onCancel && (
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          Cancel
        </button>
      )}
      <button type="submit" className={danger ? buttonClass.danger : buttonClass.primary}>
        {confirmLabel}
      </button>
    </div>
  );
}

function ConfirmDialog({
  request,
  resolve,
}: {
  request: ConfirmRequest;
  resolve: (answer: boolean) => void;
}) {
  return (
    <Modal open title={request.title} description={request.message} onClose={() => resolve(false)}>
      <AnswerForm onAnswer={() => resolve(true)}>
        <DialogButtons
          confirmLabel={request.confirmLabel}
          danger={request.danger}
          onCancel={() => resolve(false)}
        />
      </AnswerForm>
    </Modal>
  );
}

function TextDialog({
  request,
  resolve,
}: {
  request: TextRequest;
  resolve: (answer: string | null) => void;
}) {
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = value.trim();
    const problem = request.check?.(text);
    if (problem) {
      setError(problem);
      return;
    }
    resolve(text);
  }

  return (
    <Modal
      open
      title={request.title}
      description={request.description}
      onClose={() => resolve(null)}
    >
      <form noValidate onSubmit={submit}>
        <label
          htmlFor={fieldId}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {request.label}
        </label>
        <textarea
          id={fieldId}
          value={value}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError('');
          }}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        />
        <div id={errorId}>
          <ErrorAlert message={error} className="mt-3" />
        </div>
        <DialogButtons
          confirmLabel={request.confirmLabel}
          danger={request.danger}
          onCancel={() => resolve(null)}
        />
      </form>
    </Modal>
  );
}

function NoticeDialog({ message, resolve }: { message: string; resolve: () => void }) {
  return (
    <Modal open title="Something went wrong" onClose={() => resolve()}>
      <AnswerForm onAnswer={resolve}>
        <ErrorAlert message={message} />
        <DialogButtons confirmLabel="OK" />
      </AnswerForm>
    </Modal>
  );
}

/** A dialog's form whose submit (its confirm button or Enter) is the answer. */
function AnswerForm({ onAnswer, children }: { onAnswer: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer();
      }}
    >
      {children}
    </form>
  );
}
