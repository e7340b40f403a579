import type { LambdaClient } from '@aws-sdk/client-lambda';
import * as z from 'zod';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getRefund } from '#lambdas/data/refunds';
import { checkoutConfig } from '#lambdas/lib/config';
import { logger } from '#lambdas/lib/logger';
import { traced } from '#lambdas/lib/tracer';
import { issueInvoiceAndNotify } from './confirmation';
import { issueCreditNoteAndNotify } from './credit-note-issue';

// The invoice, the credit note and their e-mails, done after the change that calls for them is
// stored and answered (decision 009): PhonePe wants its webhook answered within seconds, and a cold
// start plus a PDF plus SES must never make it retry. In the cloud the job goes to its own
// Lambda, invoked asynchronously (Lambda retries it twice, then the failure destination keeps
// it); locally it runs in the background of the same process, retried alike. Both issue
// functions are idempotent, and the scheduled job finishes any document still missing.

export const moneyDocumentsJob = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invoice'), enrollmentId: z.string().min(1) }),
  // The refund by its ids, read afresh when the job runs: whoever dispatches it holds the attempt
  // as it was before it completed.
  z.object({
    kind: z.literal('credit-note'),
    merchantTransactionId: z.string().min(1),
    merchantRefundId: z.string().min(1),
  }),
]);
export type MoneyDocumentsJob = z.infer<typeof moneyDocumentsJob>;

/** Issues what the job asks for, now; throws when it could not (the caller retries). */
export async function runMoneyDocumentsJob(
  job: MoneyDocumentsJob,
  now = new Date(),
): Promise<void> {
  if (job.kind === 'credit-note') {
    const refund = await getRefund(job.merchantTransactionId, job.merchantRefundId);
    if (refund) await issueCreditNoteAndNotify(refund, now);
    return;
  }
  const enrollment = await getEnrollmentById(job.enrollmentId);
  if (enrollment) await issueInvoiceAndNotify(enrollment, now);
}

const localRetryDelaysMs = [500, 2_000, 8_000];

/** Hands the job on without waiting for it. Never throws: the state change it follows is stored. */
export async function dispatchMoneyDocuments(job: MoneyDocumentsJob): Promise<void> {
  const { MONEY_DOCUMENTS_FUNCTION_NAME } = checkoutConfig();
  if (!MONEY_DOCUMENTS_FUNCTION_NAME) {
    void runLocally(job, 0);
    return;
  }
  try {
    const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
    lambda ??= traced(new LambdaClient({ region: process.env.AWS_REGION }));
    await lambda.send(
      new InvokeCommand({
        FunctionName: MONEY_DOCUMENTS_FUNCTION_NAME,
        InvocationType: 'Event',
        Payload: Buffer.from(JSON.stringify(job)),
      }),
    );
  } catch (error) {
    logger.error('Could not hand on a money documents job; the scheduled job will finish it', {
      error,
      job,
    });
  }
}

let lambda: LambdaClient | undefined;

async function runLocally(job: MoneyDocumentsJob, attempt: number): Promise<void> {
  try {
    await runMoneyDocumentsJob(job);
  } catch (error) {
    const delay = localRetryDelaysMs[attempt];
    logger.warn('A money documents job failed', { error, job, attempt: attempt + 1 });
    if (delay === undefined) return;
    setTimeout(() => void runLocally(job, attempt + 1), delay).unref();
  }
}
