import { useEffect, useState } from 'react';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import { errorMessage } from '#web/lib/api-client';

/** What a part of a batch's page (its roster, schedule or waiting list) is given. */
export interface BatchPartProps {
  courseId: string;
  batch: AdminBatch;
}

/** How a part loads: its call, and what its error says when the call fails. */
interface BatchPartLoad<T> {
  load: (courseId: string, batchId: string) => Promise<T>;
  failureText: string;
}

/**
 * One part of a batch's page that loads on its own (decision 015): what the load answered, or
 * the error text; a later change may replace either. `part` must be a module-level constant, so
 * the part loads once per course and batch.
 */
export function useBatchPart<T>(part: BatchPartLoad<T>, { courseId, batch }: BatchPartProps) {
  const [value, setValue] = useState<T>();
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    part.load(courseId, batch.id).then(
      (loaded) => current && setValue(loaded),
      (failure: unknown) => current && setError(errorMessage(failure, part.failureText)),
    );
    return () => {
      current = false;
    };
  }, [part, courseId, batch.id]);

  return { value, setValue, error, setError };
}
