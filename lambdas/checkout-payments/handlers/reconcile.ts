import type { Context, ScheduledEvent } from 'aws-lambda';
import { reconcileCheckouts, type ReconcileReport } from '../reconcile';
import { siteUrl } from '#lambdas/lib/config';
import { logger, logInvocation } from '#lambdas/lib/logger';
import { mailNewBatchOpenings } from '#lambdas/inbox/next-batch';

// The scheduled job's Lambda (an EventBridge rule, every minute): not an API route. It also
// mails the next-batch lists, so an admin opening a batch never waits on them (decision 025).
export async function handler(_event: ScheduledEvent, context?: Context): Promise<ReconcileReport> {
  logInvocation(context);
  const report = await reconcileCheckouts();
  logger.info('Checkout reconciled', { ...report });
  const nextBatch = await mailNewBatchOpenings(siteUrl());
  if (nextBatch.mails || nextBatch.errors) logger.info('Next-batch lists mailed', { ...nextBatch });
  return report;
}
