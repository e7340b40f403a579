import type { NextBatchWaitingResponse } from '#shared/forms/next-batch';
import { countConfirmedAlertsOfCourse } from '#lambdas/data/next-batch-alerts';
import { requireCourse } from './courses';

/** How many confirmed addresses wait to hear of the course's next batch (decision 025). */
export async function countNextBatchWaiting(courseId: string): Promise<NextBatchWaitingResponse> {
  const course = await requireCourse(courseId);
  return { waiting: await countConfirmedAlertsOfCourse(course.slug) };
}
