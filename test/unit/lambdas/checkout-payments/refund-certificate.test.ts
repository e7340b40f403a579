import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Enrollment } from '#shared/checkout/enrollment';
import { enrollmentAfterRefund } from '#lambdas/checkout-payments/refund-transitions';
import { refundRevocation, revokeForRefund } from '#lambdas/data/certificates';

// Decision 016: a refund revokes the enrolment's certificate in its own transaction, and that
// transaction can neither fail on the certificate's state nor miss a completion it did not read.

beforeAll(() => {
  // The items name their table; nothing is sent.
  vi.stubEnv('TABLE_NAME', 'unit-test-table');
});

const enrollment = (overrides: Partial<Enrollment> = {}) =>
  ({
    id: '01ENROLLMENT',
    createdAt: '2026-11-01T06:30:00.000Z',
    courseSlug: 'cloud-computing-aws',
    batch: { id: 'weekend', name: 'Weekend Batch', startDate: '2026-11-02' },
    couponCode: null,
    enrollmentStatus: 'confirmed',
    paymentStatus: 'paid',
    seat: 'taken',
    ...overrides,
  }) as Enrollment;

const conditionOf = (items: ReturnType<typeof enrollmentAfterRefund>) =>
  items[0]?.Update?.ConditionExpression;

describe('a refund’s move of the enrolment', () => {
  it('requires that no certificate was issued since, when it read none', () => {
    const items = enrollmentAfterRefund(enrollment(), 'PENDING', 'Refunded by an admin.', 'now');
    expect(conditionOf(items)).toContain('attribute_not_exists(certificateId)');
  });

  it('needs no such guard once it has read the certificate, which it revokes', () => {
    const items = enrollmentAfterRefund(
      enrollment({ certificateId: 'K7QM-4T2X-9RAD', completedAt: '2026-11-20T10:00:00.000Z' }),
      'COMPLETED',
      'Refunded by an admin.',
      'now',
    );
    expect(conditionOf(items)).not.toContain('certificateId');
  });
});

describe('revokeForRefund', () => {
  it('sets each field only where absent, as refunded by the system, with no condition on them', () => {
    const { Update } = revokeForRefund('K7QM-4T2X-9RAD', '2026-11-27T13:00:00.000Z');
    expect(Update?.Key).toEqual({ pk: 'CERTIFICATE#K7QM-4T2X-9RAD', sk: 'CERTIFICATE' });
    for (const field of ['revokedAt', 'revokedReason', 'revokedBy']) {
      expect(Update?.UpdateExpression).toContain(`${field} = if_not_exists(${field},`);
    }
    expect(Update?.ConditionExpression).toBe('attribute_exists(pk)');
    expect(Update?.ExpressionAttributeValues).toMatchObject({
      ':reason': 'refunded',
      ':by': 'system',
    });
    expect(refundRevocation).toEqual({ revokedReason: 'refunded', revokedBy: 'system' });
  });
});
