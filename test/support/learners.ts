import type { Enrollment } from '#shared/checkout/enrollment';
import { priceOrder } from '#shared/checkout/pricing';
import { enrollmentItem } from '#lambdas/data/enrollments';
import { uniqueEmail } from './checkout';
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
