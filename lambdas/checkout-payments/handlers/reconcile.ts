import type { Context, ScheduledEvent } from 'aws-lambda';
import { reconcileCheckouts, type ReconcileReport } from '../reconcile';
import { logger, logInvocation } from '#lambdas/lib/logger';

// The scheduled job's Lambda (an EventBridge rule, every minute): not an API route.
export async function handler(_event: ScheduledEvent, context?: Context): Promise<ReconcileReport> {
  logInvocation(context);
  const report = await reconcileCheckouts();
  logger.info('Checkout reconciled', { ...report });
  return report;
}
