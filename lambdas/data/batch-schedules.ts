import type { BatchSchedule } from '#shared/learning/class-schedule';
import { db, getItem, tableName, type ItemKeys } from './table';
import { PutCommand } from '@aws-sdk/lib-dynamodb';

// A batch's class schedule (issue 15): one item per batch, in a partition per course of its own
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
