import { useEffect, useState } from 'react';
import { errorMessage } from '#web/lib/api-client';

/**
 * One part of a batch's page that loads on its own (its roster, schedule or waiting list,
 * decision 015): what the load answered, or the error text; a later change may replace either.
 * `load` must be a module-level function, so the part loads once per course and batch.
 */
export function useBatchPart<T>(
  load: (courseId: string, batchId: string) => Promise<T>,
  courseId: string,
  batchId: string,
  failureText: string,
) {
  const [value, setValue] = useState<T>();
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    load(courseId, batchId).then(
      (loaded) => current && setValue(loaded),
      (failure: unknown) => current && setError(errorMessage(failure, failureText)),
    );
    return () => {
      current = false;
    };
  }, [load, courseId, batchId, failureText]);

  return { value, setValue, error, setError };
}
