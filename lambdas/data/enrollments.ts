import {
  enrollmentStatuses,
  type Enrollment,
  type EnrollmentPaymentStatus,
  type EnrollmentStatus,
} from '#shared/checkout/enrollment';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexes } from './table-definition';
import {
  db,
  getItem,
  isConditionFailed,
  queryAll,
  queryCollection,
  queryCollectionsNewestFirst,
  tableName,
  withoutKeys,
  type ItemKeys,
} from './table';
import { setFields, type TransactionItem } from './transactions';

// An enrollment, its seat hold and its invoice share the partition ENROLLMENT#<id>
// (docs/data-model.md). The hold is an item of its own so that only live holds sit in the
// HOLDS collection the scheduled job reads.

const enrollmentPk = (id: string) => `ENROLLMENT#${id}`;

export const enrollmentKeys = (
  enrollment: Pick<Enrollment, 'id' | 'enrollmentStatus' | 'createdAt' | 'student'>,
): ItemKeys => ({
  pk: enrollmentPk(enrollment.id),
  sk: 'ENROLLMENT',
  gsi1pk: `ENROLLMENTS#${enrollment.enrollmentStatus}`,
  gsi1sk: `${enrollment.createdAt}#${enrollment.id}`,
  gsi2pk: `LEARNER#${enrollment.student.email}`,
  gsi2sk: `${enrollment.createdAt}#${enrollment.id}`,
});

export const holdKeys = (enrollmentId: string, holdExpiresAt: string): ItemKeys => ({
  pk: enrollmentPk(enrollmentId),
  sk: 'HOLD',
  gsi1pk: 'HOLDS',
  gsi1sk: `${holdExpiresAt}#${enrollmentId}`,
});

export const enrollmentItem = (enrollment: Enrollment) => ({
  ...enrollmentKeys(enrollment),
  entityType: 'Enrollment',
  ...enrollment,
});

export interface SeatHold {
  enrollmentId: string;
  merchantTransactionId: string;
  holdExpiresAt: string;
}

export const holdItem = (hold: SeatHold) => ({
  ...holdKeys(hold.enrollmentId, hold.holdExpiresAt),
  entityType: 'SeatHold',
  ...hold,
});

/** Read consistently: payment decisions build on the latest state. */
export function getEnrollmentById(id: string): Promise<Enrollment | undefined> {
  return getItem<Enrollment>({ pk: enrollmentPk(id), sk: 'ENROLLMENT' }, { consistent: true });
}

/** Holds whose time ran out before `now`, the earliest first. */
export async function listLapsedHolds(now: Date): Promise<SeatHold[]> {
  const items = await queryAll({
    IndexName: indexes.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :holds AND gsi1sk < :now',
    ExpressionAttributeValues: { ':holds': 'HOLDS', ':now': now.toISOString() },
  });
  return items.map((item) => withoutKeys<SeatHold>(item));
}

/** Where an enrollment sorts in the admin lists: newest first by `<createdAt>#<id>`. */
export const enrollmentListKey = (enrollment: Pick<Enrollment, 'id' | 'createdAt'>) =>
  `${enrollment.createdAt}#${enrollment.id}`;

/** Every enrollment, newest first (admin lists and dashboard), from each status collection. */
export function listEnrollmentsNewestFirst(): Promise<Enrollment[]> {
  return queryCollectionsNewestFirst<Enrollment>(
    enrollmentStatuses.map((status) => `ENROLLMENTS#${status}`),
    enrollmentListKey,
  );
}

/** The confirmed enrollments (the class reminders' learners), from their status collection. */
export async function listConfirmedEnrollments(): Promise<Enrollment[]> {
  const items = await queryCollection('ENROLLMENTS#confirmed', 'oldest');
  return items.map((item) => withoutKeys<Enrollment>(item));
}

/**
 * Notes the number of the invoice issued for a confirmed enrollment, unless one is noted: false
 * then (or when there is no such enrollment). The one call that notes it sends the e-mail.
 */
export async function recordInvoiceNumberOnce(
  enrollmentId: string,
  invoiceNumber: string,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: enrollmentPk(enrollmentId), sk: 'ENROLLMENT' },
        UpdateExpression: 'SET invoiceNumber = :number',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(invoiceNumber)',
        ExpressionAttributeValues: { ':number': invoiceNumber },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** A learner's enrollments (by lower-case e-mail), newest first. */
export async function listEnrollmentsOfLearner(email: string): Promise<Enrollment[]> {
  const items = await queryAll({
    IndexName: indexes.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :learner',
    ExpressionAttributeValues: { ':learner': `LEARNER#${email.toLowerCase()}` },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys<Enrollment>(item));
}

export const putNewEnrollment = (enrollment: Enrollment): TransactionItem => ({
  Put: {
    TableName: tableName(),
    Item: enrollmentItem(enrollment),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const putHold = (hold: SeatHold): TransactionItem => ({
  Put: { TableName: tableName(), Item: holdItem(hold) },
});

export const deleteHold = (enrollmentId: string): TransactionItem => ({
  Delete: { TableName: tableName(), Key: { pk: enrollmentPk(enrollmentId), sk: 'HOLD' } },
});

/** What an enrollment must still be for a change to apply: the guard against double moves. */
export interface EnrollmentGuard {
  enrollmentStatus: EnrollmentStatus;
  seat: Enrollment['seat'];
  /** Only while no certificate is issued: a refund that read none must not miss one issued since. */
  withoutCertificate?: boolean;
}

export interface EnrollmentChange {
  enrollmentStatus: EnrollmentStatus;
  paymentStatus: EnrollmentPaymentStatus;
  seat?: Enrollment['seat'];
  updatedAt: string;
  confirmedAt?: string;
  providerTransactionId?: string;
  invoiceNumber?: string;
  statusReason?: string;
}

/**
 * Moves an enrollment to a new status only if it still is what the caller saw, keeping its
 * status collection (gsi1) in step.
 */
export function changeEnrollment(
  enrollment: Pick<Enrollment, 'id' | 'createdAt'>,
  guard: EnrollmentGuard,
  change: EnrollmentChange,
): TransactionItem {
  const set = setFields({ ...change, gsi1pk: `ENROLLMENTS#${change.enrollmentStatus}` });
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: enrollmentPk(enrollment.id), sk: 'ENROLLMENT' },
      ...set,
      ConditionExpression:
        '#enrollmentStatus = :guardStatus AND #seat = :guardSeat' +
        (guard.withoutCertificate ? ' AND attribute_not_exists(certificateId)' : ''),
      ExpressionAttributeNames: {
        ...set.ExpressionAttributeNames,
        '#enrollmentStatus': 'enrollmentStatus',
        '#seat': 'seat',
      },
      ExpressionAttributeValues: {
        ...set.ExpressionAttributeValues,
        ':guardStatus': guard.enrollmentStatus,
        ':guardSeat': guard.seat,
      },
    },
  };
}
