// Replays what a visitor typed, chose and tapped before hydration (decision 003). The inline script
// in web/index.html records each such event on an element React had not hydrated yet; here each
// is replayed once its element is hydrated, through the same DOM events React listens to, so
// state, lists and forms act on it as if it happened now. The one mechanism for every input.

interface EarlyEvent {
  type: 'input' | 'change' | 'click' | 'submit';
  el: Element;
  /** A selector for where the element sat, to find its replacement after a client render. */
  path: string;
  value?: string;
  checked?: boolean;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __earlyInput?: EarlyEvent[];
    __earlyInputDone?: boolean;
    __earlyTapsDone?: boolean;
    /** Set by main.tsx while nothing was recorded: the inline script calls it on a first record. */
    __earlyInputLoad?: (() => void) | null;
  }
}

/**
 * The event's element, or the one now in its place: a hydration mismatch makes React render a part
 * afresh, replacing its elements. Undefined when nothing is there any more.
 */
function follow(event: EarlyEvent): Element | undefined {
  if (!event.el.isConnected) {
    const replacement = document.querySelector(event.path);
    if (!replacement) return undefined;
    event.el = replacement;
  }
  return event.el;
}

const isHydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/**
 * Sets a field's value as typing would. React notices a change by comparing the field with the
 * value its tracker last saw, and hydration may have let the tracker see the typed text already:
 * so the tracker is first told the field was empty (the element's own setter), then the text is
 * set past it (the prototype's setter), and the event React handles follows.
 */
function setFieldValue(
  el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!(el instanceof HTMLSelectElement)) el.value = '';
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(
    new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

const isField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement;

/** Does the event again, through the DOM: a field's value, a tap, a form sent. */
function replay(event: EarlyEvent): void {
  const { el } = event;
  if ((event.type === 'input' || event.type === 'change') && isField(el)) {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== event.checked) el.click();
      return;
    }
    setFieldValue(el, event.value ?? '');
    return;
  }
  if (event.type === 'click' && el instanceof HTMLElement) {
    el.click();
    return;
  }
  if (event.type === 'submit' && el instanceof HTMLFormElement) {
    el.requestSubmit(event.submitter ?? undefined);
  }
}

/** Only a field's last value matters; taps and submits all count, in order. */
function latestOnly(events: EarlyEvent[]): EarlyEvent[] {
  return events.filter(
    (event, index) =>
      !(event.type === 'input' || event.type === 'change') ||
      !events.slice(index + 1).some((later) => later.el === event.el && later.type !== 'click'),
  );
}

const pollMs = 50;

/**
 * Starts replaying: in the order recorded, each event as soon as its element is hydrated (lazily
 * loaded parts hydrate later). A field is checked again a moment after, as hydration may still
 * reset it. Taps are recorded only until hydration starts (main.tsx): from then on React itself
 * replays a tap on a part still hydrating, and a second replay would tap twice; typing still is
 * recorded, as React does not keep it. Recording stops once all is replayed and `settleMs` passed.
 */
export function replayEarlyInput(settleMs = 15_000): void {
  const queue = window.__earlyInput;
  if (!queue) return;
  const started = performance.now();
  const toVerify: EarlyEvent[] = [];

  const step = () => {
    for (const event of toVerify.splice(0)) {
      const el = follow(event);
      if (el && isField(el) && el.value !== event.value) replay(event);
    }
    const pending = latestOnly(queue.splice(0));
    while (pending.length) {
      const next = pending[0]!;
      const el = follow(next);
      if (!el) {
        pending.shift();
        continue;
      }
      if (!isHydrated(el)) break;
      const isTap = next.type === 'click' || next.type === 'submit';
      // A tap waits until the fields replayed before it are checked and their state rendered,
      // so a Send sends what the fields show.
      if (isTap && toVerify.length) break;
      pending.shift();
      replay(next);
      if (!isTap) toVerify.push(next);
    }
    queue.unshift(...pending);
    const settled = performance.now() - started > settleMs;
    if (settled && !queue.length && !toVerify.length) {
      window.__earlyInputDone = true;
      return;
    }
    window.setTimeout(step, pollMs);
  };
  window.setTimeout(step, 0);
}
