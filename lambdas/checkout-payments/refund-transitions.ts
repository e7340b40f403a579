import type { Enrollment } from '#shared/checkout/enrollment';
import { changeEnrollment } from '#lambdas/data/enrollments';
import type { TransactionItem } from '#lambdas/data/transactions';
import { seatAndCouponUseBack } from './hold-transitions';

// A refund's move of the enrollment, part of refundMove (refund-lifecycle.ts, decision 009):
// the seat and coupon use go back once PhonePe accepts (docs/architecture.md §8).

/**
 * What a refund's progress does to its enrollment (decision 009). Accepted or completed: a confirmed
 * enrollment is cancelled with its seat and coupon use given back; a late payment's enrollment
 * (needs_attention, seat already released) becomes refunded once the money is back. Failed: the
 * money is still ours, so the enrollment says so and that the admin may retry. Empty when the
 * enrollment is already where the refund leaves it. The coupon item, when present, comes last.
 */
export function enrollmentAfterRefund(
  enrollment: Enrollment,
  refundState: 'PENDING' | 'COMPLETED' | 'FAILED',
  statusReason: string,
  updatedAt: string,
): TransactionItem[] {
  const { enrollmentStatus, seat } = enrollment;
  // A completion between our read and this write would leave a refunded enrolment with a valid
  // certificate: the move then fails, and the refund is applied again with it (decision 016).
  const guard = { enrollmentStatus, seat, withoutCertificate: !enrollment.certificateId };
  if (refundState === 'FAILED') {
    return enrollmentStatus === 'confirmed'
      ? []
      : [
          changeEnrollment(enrollment, guard, {
            enrollmentStatus,
            paymentStatus: 'paid',
            statusReason,
            updatedAt,
          }),
        ];
  }
  if (enrollmentStatus === 'confirmed' && seat === 'taken') {
    return [
      changeEnrollment(enrollment, guard, {
        enrollmentStatus: 'cancelled',
        paymentStatus: 'refunded',
        seat: 'released',
        statusReason,
        updatedAt,
      }),
      ...seatAndCouponUseBack(enrollment),
    ];
  }
  if (refundState === 'PENDING' && enrollment.paymentStatus === 'refunded') return [];
  // Cancelled by an admin's accepted refund, or a late payment's enrollment awaiting its refund.
  const settled = refundState === 'COMPLETED' && enrollmentStatus === 'needs_attention';
  return [
    changeEnrollment(enrollment, guard, {
      enrollmentStatus: settled ? 'refunded' : enrollmentStatus,
      paymentStatus: 'refunded',
      statusReason,
      updatedAt,
    }),
  ];
}
