import { useEffect, useState } from 'react';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { AdminCourseDetail } from '#shared/admin/catalog-courses';
import { errorMessage } from '#web/lib/api-client';
import { fetchCourseDetail } from './course-api';

/** One course with its batches and coupons, loaded for its page and its batches' pages. */
export function useCourseDetail(courseId: string) {
  const [detail, setDetail] = useState<AdminCourseDetail>();
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    // Each address mounts its page anew (admin-page.tsx), so nothing shown is from another course.
    let current = true;
    fetchCourseDetail(courseId).then(
      (loaded) => current && setDetail(loaded),
      (error: unknown) =>
        current &&
        setLoadError(errorMessage(error, 'Failed to load the course. Please try again.')),
    );
    return () => {
      current = false;
    };
  }, [courseId]);

  const setBatches = (update: (batches: AdminBatch[]) => AdminBatch[]) =>
    setDetail((loaded) => loaded && { ...loaded, batches: update(loaded.batches) });

  return { detail, loadError, setBatches };
}
