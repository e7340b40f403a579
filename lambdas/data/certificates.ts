import type { Certificate } from '#shared/learning/certificates';
import { batchKeys } from './courses';
import { getItem, tableName, updateIf, type ItemKeys } from './table';
import { writeTransaction, type TransactionItem } from './transactions';

// Certificates of completion (decision 016), each its own item (pk CERTIFICATE#<id>), read by id on
// the public verification page; the enrolment notes its certificate's id (docs/data-model.md).

export const certificateKeys = (id: string): ItemKeys => ({
  pk: `CERTIFICATE#${id}`,
  sk: 'CERTIFICATE',
});

/** Read consistently: the roster and the check show a certificate the moment it is issued or revoked. */
export function getCertificate(id: string): Promise<Certificate | undefined> {
  return getItem<Certificate>(certificateKeys(id), { consistent: true });
}

/**
 * Marks the enrolment completed and issues its certificate, in one transaction, once: only while
 * the enrolment is confirmed, paid and not completed, and its batch still starts on the date the
 * certificate prints (checked as begun by the caller). False when that no longer held.
 */
export async function completeWithCertificate(
  certificate: Certificate,
  batchId: string,
): Promise<boolean> {
  const result = await writeTransaction([
    {
      Update: {
        TableName: tableName(),
        Key: { pk: `ENROLLMENT#${certificate.enrollmentId}`, sk: 'ENROLLMENT' },
        UpdateExpression: 'SET completedAt = :at, updatedAt = :at, certificateId = :id',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(completedAt) AND ' +
          'enrollmentStatus = :confirmed AND paymentStatus = :paid',
        ExpressionAttributeValues: {
          ':at': certificate.completedAt,
          ':id': certificate.id,
          ':confirmed': 'confirmed',
          ':paid': 'paid',
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...certificateKeys(certificate.id), entityType: 'Certificate', ...certificate },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: batchKeys(certificate.courseSlug, batchId),
        ConditionExpression: 'startDate = :start',
        ExpressionAttributeValues: { ':start': certificate.batchStartDate },
      },
    },
  ]);
  return result.ok;
}

/** Revokes a certificate once: the certificate as revoked, or undefined when it was already. */
export function revokeCertificate(
  id: string,
  revocation: Required<Pick<Certificate, 'revokedAt' | 'revokedReason' | 'revokedBy'>>,
): Promise<Certificate | undefined> {
  return updateIf<Certificate>({
    Key: certificateKeys(id),
    UpdateExpression: 'SET revokedAt = :at, revokedReason = :reason, revokedBy = :by',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
    ExpressionAttributeValues: {
      ':at': revocation.revokedAt,
      ':reason': revocation.revokedReason,
      ':by': revocation.revokedBy,
    },
  });
}

/** Who revokes a certificate because its enrolment was refunded, and why (decision 016). */
export const refundRevocation = { revokedReason: 'refunded', revokedBy: 'system' } as const;

/**
 * Revokes a certificate within a refund's transaction (refund-lifecycle.ts). It cannot fail on
 * the certificate's state: one revoked already (by an admin a moment ago) keeps its own date and
 * reason, so the refund is never held back by the revocation.
 */
export function revokeForRefund(id: string, revokedAt: string): TransactionItem {
  return {
    Update: {
      TableName: tableName(),
      Key: certificateKeys(id),
      UpdateExpression:
        'SET revokedAt = if_not_exists(revokedAt, :at), ' +
        'revokedReason = if_not_exists(revokedReason, :reason), ' +
        'revokedBy = if_not_exists(revokedBy, :by)',
      // Certificates are never deleted; this only keeps a stray id from creating an item.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':at': revokedAt,
        ':reason': refundRevocation.revokedReason,
        ':by': refundRevocation.revokedBy,
      },
    },
  };
}
