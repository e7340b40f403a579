import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import { sendClassReminders } from '#lambdas/learning/class-reminders';
import { mailNewBatchOpenings } from '#lambdas/inbox/next-batch';
import { siteUrl } from '#lambdas/lib/config';
import { logger } from '#lambdas/lib/logger';
import type { RunningService } from './child-process';

// The local stand-ins for the scheduled Lambdas (docs/architecture.md §2): the same functions on
// a timer. A run never overlaps the previous one; a failed run is logged and the next one tries.

export function startLocalJobTimer(job: {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
}): RunningService {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= job
      .run()
      .catch((error: unknown) => logger.error(`The ${job.name} failed`, { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, job.intervalMs);
  timer.unref();
  return {
    name: job.name,
    url: `every ${Math.round(job.intervalMs / 1000)} s`,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** Releases lapsed seat holds and reconciles pending payments, as the scheduled Lambda does. */
export const startLocalReconcileTimer = (intervalMs = 60_000) =>
  startLocalJobTimer({
    name: 'checkout reconciler',
    intervalMs,
    run: async () => {
      const report = await reconcileCheckouts();
      if (report.lapsedHolds || report.errors || Object.keys(report.outcomes).length) {
        logger.info('Checkout reconciled', { ...report });
      }
      const nextBatch = await mailNewBatchOpenings(siteUrl());
      if (nextBatch.mails || nextBatch.errors)
        logger.info('Next-batch lists mailed', { ...nextBatch });
    },
  });

/** Mails learners before their batch and each class, as the scheduled Lambda does. */
export const startLocalClassReminderTimer = (intervalMs = 5 * 60_000) =>
  startLocalJobTimer({
    name: 'class reminders',
    intervalMs,
    run: async () => {
      const report = await sendClassReminders(siteUrl());
      if (report.mails) logger.info('Class reminders sent', { ...report });
    },
  });
