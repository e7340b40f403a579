import type { BatchSchedule } from '#shared/learning/class-schedule';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, putIfNew, queryAll, tableName, type ItemKeys } from './table';

// A batch's class schedule (decision 015): one item per batch, in a partition per course of its own
// (pk SCHEDULE#<courseSlug>, sk BATCH#<batchId>), so the course page, which reads the course's
// partition, never reads join links (docs/data-model.md).

export const batchScheduleKeys = (courseSlug: string, batchId: string): ItemKeys => ({
  pk: `SCHEDULE#${courseSlug}`,
  sk: `BATCH#${batchId}`,
});

export async function getBatchSchedule(
  courseSlug: string,
  batchId: string,
): Promise<BatchSchedule | undefined> {
  return getItem<BatchSchedule>(batchScheduleKeys(courseSlug, batchId));
}

/** Replaces the whole schedule: the admin's form holds all of it. */
export async function putBatchSchedule(schedule: BatchSchedule): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...batchScheduleKeys(schedule.courseSlug, schedule.batchId),
        entityType: 'BatchSchedule',
        ...schedule,
      },
    }),
  );
}

// Attendance, one item per session of a batch beside its schedule (sk
// ATTENDANCE#<batchId>#<sessionId>), holding the enrolment ids present as a string set: a tick
// (or a whole class ticked at once) adds or removes its ids atomically, so two admins ticking at
// once lose nothing.

const attendanceSk = (batchId: string, sessionId = '') => `ATTENDANCE#${batchId}#${sessionId}`;

export async function setAttendance(
  courseSlug: string,
  batchId: string,
  sessionId: string,
  enrollmentIds: string[],
  present: boolean,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `SCHEDULE#${courseSlug}`, sk: attendanceSk(batchId, sessionId) },
      UpdateExpression: `${present ? 'ADD' : 'DELETE'} present :ids SET entityType = :type, sessionId = :session`,
      ExpressionAttributeValues: {
        ':ids': new Set(enrollmentIds),
        ':type': 'Attendance',
        ':session': sessionId,
      },
    }),
  );
}

/** Session id → the enrolment ids present, for every session of the batch with any. */
export async function attendanceOfBatch(
  courseSlug: string,
  batchId: string,
): Promise<Map<string, Set<string>>> {
  // Read consistently: the roster answers a tick with it, so it must hold the tick just made.
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': `SCHEDULE#${courseSlug}`,
      ':prefix': attendanceSk(batchId),
    },
    ConsistentRead: true,
  });
  return new Map(
    items.map((item) => [String(item.sessionId), new Set(item.present as Set<string> | undefined)]),
  );
}

/**
 * Claims a reminder (a batch's start, or one session) for sending, once: true for the one caller
 * that wrote the marker, which then mails; a job run that overlaps another, or runs again, skips it.
 */
export async function claimReminder(
  courseSlug: string,
  batchId: string,
  reminder: string,
  at: string,
): Promise<boolean> {
  return putIfNew({
    pk: `SCHEDULE#${courseSlug}`,
    sk: `REMINDED#${batchId}#${reminder}`,
    entityType: 'ReminderSent',
    sentAt: at,
  });
}
