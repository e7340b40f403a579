import type { Enrollment } from '#shared/checkout/enrollment';
import { priceOrder } from '#shared/checkout/pricing';
import { enrollmentItem } from '#lambdas/data/enrollments';
import { expect } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { CompletionResult } from '#shared/learning/batch-roster';
import type { LearnerSignInResponse, LearnerTokens } from '#shared/learning/sign-in';
import { asAdmin } from './admin-session';
import { uniqueEmail } from './checkout';
import { postJson } from './client-ip';
import { mailsAbout } from './outbox';
import { putItems } from './table';

let serial = 0;

/**
 * The e-mail of a learner who paid for a course (or was refunded), stored as checkout leaves
 * the enrollment in the table: what My Learning's sign-in looks for.
 */
export async function paidLearner(
  paymentStatus: Extract<Enrollment['paymentStatus'], 'paid' | 'refunded'> = 'paid',
  overrides: Partial<Enrollment> = {},
): Promise<string> {
  const email = uniqueEmail('learner');
  await storeEnrollmentOf(email, paymentStatus, overrides);
  return email;
}

/** Stores one more enrollment of `email` in this payment state; answers its id. */
export async function storeEnrollmentOf(
  email: string,
  paymentStatus: Enrollment['paymentStatus'],
  overrides: Partial<Enrollment> = {},
): Promise<string> {
  serial += 1;
  const now = new Date().toISOString();
  const paid = paymentStatus === 'paid';
  const enrollment: Enrollment = {
    id: `01LEARNER${Date.now()}${serial}`,
    courseSlug: 'cloud-computing-aws',
    courseTitle: 'Cloud Computing with AWS',
    student: { name: 'Asha Rao', email, phone: '9876543210', city: 'Pune', state: 'Maharashtra' },
    batch: { id: 'weekend', name: 'Weekend Batch', startDate: null },
    couponCode: null,
    amounts: priceOrder({
      feePaise: 2_000_000,
      learnerState: 'Maharashtra',
      companyState: 'Karnataka',
    }),
    currency: 'INR',
    placeOfSupply: { state: 'Maharashtra', gstCode: '27' },
    enrollmentStatus: paid ? 'confirmed' : paymentStatus === 'pending' ? 'pending' : 'cancelled',
    paymentStatus,
    merchantTransactionId: `NXT_${Date.now()}_learner${serial}`,
    seat: paid ? 'taken' : 'released',
    holdExpiresAt: now,
    enrollmentSource: 'website',
    createdAt: now,
    updatedAt: now,
    confirmedAt: now,
    ...overrides,
  };
  await putItems([enrollmentItem(enrollment)]);
  return enrollment.id;
}

/** The sign-in codes mailed to `email`, oldest first (outbox files are named by their time). */
export async function codesMailedTo(email: string): Promise<string[]> {
  const mails = (await mailsAbout(email)).sort((a, b) => a.file.localeCompare(b.file));
  return mails.flatMap((mail) => /is (\d{6})\./.exec(mail.text)?.[1] ?? []);
}

/** Signs a learner in through the API with the code mailed to them, as the page does: their tokens. */
export async function signInAsLearner(email: string): Promise<LearnerTokens> {
  const started = await postJson<LearnerSignInResponse>(apiPaths.learnerSignIn, { email });
  const code = (await codesMailedTo(email)).at(-1);
  const { status, body } = await postJson<LearnerTokens>(apiPaths.learnerVerify, {
    email,
    session: started.body.session,
    code,
  });
  expect(status).toBe(200);
  return body;
}

/**
 * Marks these enrolments of the fixture's batch completed, as the admin's roster does: answers
 * each one's certificate id, in the order asked.
 */
export async function completeAsAdmin(
  fixture: { course: { id: string }; batch: { id: string } },
  enrollmentIds: string[],
): Promise<string[]> {
  const completed = await asAdmin<CompletionResult>(
    'POST',
    withPathParameters(apiPaths.adminBatchCompletions, {
      id: fixture.course.id,
      batchId: fixture.batch.id,
    }),
    { enrollmentIds },
  );
  expect(completed.status).toBe(200);
  return enrollmentIds.map(
    (id) =>
      completed.body.roster.learners.find((learner) => learner.enrollmentId === id)?.certificate
        ?.id ?? '',
  );
}
