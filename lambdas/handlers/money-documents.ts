import { moneyDocumentsJob, runMoneyDocumentsJob } from '../checkout/money-documents';

// Invoked asynchronously with one job (lambdas/checkout/money-documents.ts). A throw makes Lambda
// retry the job, then send it to the failure destination the stack gives it.
export async function handler(event: unknown): Promise<void> {
  const job = moneyDocumentsJob.parse(event);
  await runMoneyDocumentsJob(job);
}
