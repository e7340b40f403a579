import type { BatchAvailability } from '#shared/api/content';
import { apiContentSource } from '#web/lib/content/content-source';

/** GET /api/courses/{slug}: the course's batches with their live seat counts. */
export async function getBatches(slug: string): Promise<BatchAvailability[] | undefined> {
  return (await apiContentSource.course(slug))?.batches;
}
