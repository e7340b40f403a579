import { useEffect, useState } from 'react';
import { track } from '#web/lib/analytics';
import { clearPendingPayment, readPendingPayment } from '#web/lib/pending-payment';
import { getPaymentStatus } from './api/get-payment-status';
import { paymentPageMessages, viewOfError, viewOfStatus, type PaymentView } from './payment-view';

/** A pending payment is checked again every few seconds for a minute (the first version only reloaded). */
export const pendingPollMs = 4000;
export const pendingPollWindowMs = 60_000;

export type PaymentStatusView = PaymentView & { checkingAgain?: boolean };

/** Reads the payment's state after mount (never while rendering on the server). */
export function usePaymentStatus(merchantTransactionId: string | null): PaymentStatusView {
  const [view, setView] = useState<PaymentStatusView>({ kind: 'loading' });

  useEffect(() => {
    if (!merchantTransactionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();

    const withinWindow = () => Date.now() - startedAt + pendingPollMs <= pendingPollWindowMs;

    async function check(id: string, firstCheck: boolean) {
      try {
        const next = viewOfStatus(await getPaymentStatus(id));
        if (cancelled) return;
        const checkingAgain = next.kind === 'pending' && withinWindow();
        setView({ ...next, checkingAgain });
        if (next.kind === 'success') {
          // Counted once: only the browser that started this payment still holds it.
          const started = readPendingPayment();
          if (started?.merchantTransactionId === id) {
            track('conversion', {
              type: 'course_enrollment',
              merchantTransactionId: id,
              valuePaise: started.amountPaise,
            });
          }
          clearPendingPayment();
        }
        if (checkingAgain) timer = setTimeout(() => void check(id, false), pendingPollMs);
      } catch (error) {
        if (cancelled) return;
        // A failed re-check of a pending payment leaves it pending: the next one may answer.
        if (firstCheck) return setView(viewOfError(error));
        const checkingAgain = withinWindow();
        setView((current) => ({ ...current, checkingAgain }));
        if (checkingAgain) timer = setTimeout(() => void check(id, false), pendingPollMs);
      }
    }
    void check(merchantTransactionId, true);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [merchantTransactionId]);

  return merchantTransactionId ? view : { kind: 'failed', message: paymentPageMessages.missingId };
}
