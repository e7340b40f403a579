import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import { logger } from '#lambdas/lib/logger';
import type { RunningService } from './child-process';

// The local stand-in for the scheduled Lambda (docs/architecture.md §2): the same reconcile function on a
// timer. A run never overlaps the previous one; a failed run is logged and the next one tries.

export function startLocalReconcileTimer(intervalMs = 60_000): RunningService {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= reconcileCheckouts()
      .then((report) => {
        if (report.lapsedHolds || report.errors || Object.keys(report.outcomes).length) {
          logger.info('Checkout reconciled', { ...report });
        }
      })
      .catch((error: unknown) => logger.error('Checkout reconcile failed', { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    name: 'checkout reconciler',
    url: `every ${Math.round(intervalMs / 1000)} s`,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
