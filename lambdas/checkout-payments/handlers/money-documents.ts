import type { Context } from 'aws-lambda';
import { moneyDocumentsJob, runMoneyDocumentsJob } from '../tax-documents/money-documents';
import { logInvocation } from '#lambdas/lib/logger';

// Invoked asynchronously with one job (lambdas/checkout-payments/tax-documents/money-documents.ts). A throw makes Lambda
// retry the job, then send it to the failure destination the stack gives it.
export async function handler(event: unknown, context?: Context): Promise<void> {
  logInvocation(context);
  const job = moneyDocumentsJob.parse(event);
  await runMoneyDocumentsJob(job);
}
