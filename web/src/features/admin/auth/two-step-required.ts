import { useSyncExternalStore } from 'react';

// The owners require two-step sign-in of owners and finance (docs/admin.md): when the server
// refuses a request for that reason, the admin takes the person to Account Security, which
// says why. Any admin request may learn it, so it is kept here rather than in one screen.

let required = false;
const listeners = new Set<() => void>();

const announce = () => listeners.forEach((listener) => listener());

export function reportTwoStepRequired(): void {
  if (required) return;
  required = true;
  announce();
}

/** Once the person has turned it on. */
export function clearTwoStepRequired(): void {
  if (!required) return;
  required = false;
  announce();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTwoStepRequired = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => required,
    () => false,
  );
