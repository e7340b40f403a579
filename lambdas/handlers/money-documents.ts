import type { Context } from 'aws-lambda';
import { moneyDocumentsJob, runMoneyDocumentsJob } from '../checkout/money-documents';
import { logInvocation } from '../lib/logger';

// Invoked asynchronously with one job (lambdas/checkout/money-documents.ts). A throw makes Lambda
// retry the job, then send it to the failure destination the stack gives it.
export async function handler(event: unknown, context?: Context): Promise<void> {
  logInvocation(context);
  const job = moneyDocumentsJob.parse(event);
  await runMoneyDocumentsJob(job);
}
