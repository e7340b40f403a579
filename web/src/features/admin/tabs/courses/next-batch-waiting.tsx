import { useEffect, useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { NextBatchWaitingResponse } from '#shared/forms/next-batch';
import { adminGet } from '#web/features/admin/kit/admin-api';

const fetchNextBatchWaiting = (courseId: string) =>
  adminGet<NextBatchWaitingResponse>(
    withPathParameters(apiPaths.adminCourseNextBatchAlerts, { id: courseId }),
  );

/**
 * How many people asked to hear of this course's next batch and confirmed (decision 025); they
 * are mailed when a batch opens. Shown to the roles the matrix lets read it.
 */
export function NextBatchWaiting({ courseId }: { courseId: string }) {
  const [waiting, setWaiting] = useState<number>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    fetchNextBatchWaiting(courseId).then(
      (loaded) => current && setWaiting(loaded.waiting),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [courseId]);

  if (failed) return <p role="alert">Could not load who waits for the next batch.</p>;
  if (waiting === undefined) return null;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="next-batch-waiting">
      {waiting === 1 ? '1 person waits' : `${waiting} people wait`} for the next batch; they are
      e-mailed when a new batch opens.
    </p>
  );
}
