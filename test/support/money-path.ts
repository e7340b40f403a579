import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import { priceOrder } from '#shared/checkout/pricing';
import type { RefundAttempt } from '#shared/checkout/refund';
import { merchantRefundIdOf } from '#shared/checkout/refund';
import { batchKeys } from '#lambdas/data/courses';
import { couponKeys } from '#lambdas/data/coupons';
import type { Item } from '#lambdas/data/audited-update-expression';
import type { TransactionItem } from '#lambdas/data/transactions';

// Records of the money path for unit and property tests of its pure builders
// (lambdas/checkout-payments/*-transitions.ts, refund-lifecycle.ts), shaped as
// checkout stores them.

export const courseSlug = 'cloud-computing-aws';
export const batchId = 'weekend';
export const couponCode = 'LIMITED';

export const batchItem = (seats: number, fields: Item = {}): Item => ({
  ...batchKeys(courseSlug, batchId),
  entityType: 'Batch',
  isActive: true,
  seats,
  seatsTaken: 0,
  ...fields,
});

export const couponItem = (usageLimit: number | null, fields: Item = {}): Item => ({
  ...couponKeys(couponCode),
  entityType: 'Coupon',
  code: couponCode,
  isActive: true,
  usageLimit,
  usedCount: 0,
  ...fields,
});

const amounts = priceOrder({
  feePaise: 1_000_000,
  learnerState: 'Karnataka',
  companyState: 'Karnataka',
});

/** A pending enrollment holding its seat, as checkout writes it. */
export function heldEnrollment(
  id: string,
  overrides: Partial<Enrollment> = {},
  createdAt = '2026-11-27T10:00:00.000Z',
): Enrollment {
  return {
    id,
    courseSlug,
    courseTitle: 'Cloud Computing with AWS',
    student: {
      name: 'Priya Sharma',
      email: `${id.toLowerCase()}@example.com`,
      phone: '9876543210',
      city: 'Bengaluru',
      state: 'Karnataka',
    },
    batch: { id: batchId, name: 'Weekend Batch', startDate: '2026-12-05' },
    couponCode: null,
    amounts,
    currency: 'INR',
    placeOfSupply: { state: 'Karnataka', gstCode: '29' },
    enrollmentStatus: 'pending',
    paymentStatus: 'pending',
    merchantTransactionId: `MT_${id}`,
    seat: 'held',
    holdExpiresAt: '2026-11-27T10:15:00.000Z',
    holdClient: '203.0.113.7',
    enrollmentSource: 'website',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export const pendingPayment = (enrollment: Enrollment): PaymentRecord => ({
  merchantTransactionId: enrollment.merchantTransactionId,
  enrollmentId: enrollment.id,
  provider: 'phonepe-sandbox',
  amountPaise: enrollment.amounts.totalPaise,
  currency: 'INR',
  state: 'PENDING',
  createdAt: enrollment.createdAt,
  updatedAt: enrollment.createdAt,
});

/** A refund attempt as startRefund creates it, REQUESTED. */
export const requestedRefund = (
  payment: Pick<PaymentRecord, 'merchantTransactionId' | 'enrollmentId' | 'amountPaise'> & {
    refundAttempts?: number;
  },
  requestedBy: string,
  requestedAt: string,
  reason?: string,
): RefundAttempt => {
  const attempt = (payment.refundAttempts ?? 0) + 1;
  return {
    merchantRefundId: merchantRefundIdOf(payment.merchantTransactionId, attempt),
    merchantTransactionId: payment.merchantTransactionId,
    enrollmentId: payment.enrollmentId,
    attempt,
    amountPaise: payment.amountPaise,
    state: 'REQUESTED',
    ...(reason ? { reason } : {}),
    requestedBy,
    requestedAt,
    updatedAt: requestedAt,
  };
};

/** The update part of a transaction item, which every builder here returns. */
export function updateOf(item: TransactionItem | undefined) {
  const update = item?.Update;
  if (!update?.Key) throw new Error(`Not an update: ${JSON.stringify(item)}`);
  return { ...update, Key: update.Key };
}

/**
 * The placeholders an item defines but its expressions never use: DynamoDB refuses the whole
 * transaction for one ("unused in expressions").
 */
export function unusedPlaceholders(item: TransactionItem): string[] {
  const part = item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck;
  if (!part) return [];
  const text = [
    'UpdateExpression' in part ? part.UpdateExpression : '',
    part.ConditionExpression ?? '',
  ].join(' ');
  const defined = [
    ...Object.keys(part.ExpressionAttributeValues ?? {}),
    ...Object.keys(part.ExpressionAttributeNames ?? {}),
  ];
  return defined.filter((placeholder) => !new RegExp(`${placeholder}(?![\\w])`).test(text));
}
