import { useMemo, useSyncExternalStore } from 'react';

// docs/product.md §4 "Payment component": while the learner is on the provider's page, the pending payment
// is kept in session storage. The enrolment wizard writes it; the payment status page reads it
// (to offer Try Again on the same course) and the wizard uses it to refill the learner's details.

export interface PendingPayment {
  merchantTransactionId: string;
  enrollmentId: string;
  amountPaise: number;
  course: { slug: string; title: string };
  batchName: string;
  student: { name: string; email: string; phone: string; city: string; state: string };
  /** The waiting-list offer's link the checkout was made from: Try Again opens it again. */
  offer?: { batchId: string; entryId: string; token: string };
}

const storageKey = 'pending-payment';

export function savePendingPayment(payment: PendingPayment): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(payment));
  } catch {
    // Storage can be full or disabled (private modes); the payment goes ahead without it.
  }
}

export function readPendingPayment(): PendingPayment | undefined {
  return parsePendingPayment(storedText());
}

function storedText(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function parsePendingPayment(text: string | null): PendingPayment | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as unknown;
    return isPendingPayment(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const subscribe = () => () => undefined;

/** The stored pending payment, read during render: nothing on the server or while hydrating. */
export function usePendingPayment(): PendingPayment | undefined {
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  return useMemo(() => parsePendingPayment(text), [text]);
}

function isPendingPayment(value: unknown): value is PendingPayment {
  if (typeof value !== 'object' || value === null) return false;
  const { merchantTransactionId, course, student } = value as Partial<PendingPayment>;
  return (
    typeof merchantTransactionId === 'string' &&
    typeof course?.slug === 'string' &&
    typeof student?.name === 'string'
  );
}

/** Once paid, nothing of the learner's needs to stay in the browser. */
export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
