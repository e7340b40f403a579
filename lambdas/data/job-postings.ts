import type { JobPosting, PublicationStatus } from '../../shared/content/schemas';
import { getItem, queryCollection, withoutKeys, type ItemKeys } from './table';

export const jobPostingKeys = (
  job: Pick<JobPosting, 'id' | 'status' | 'publishedAt'>,
): ItemKeys => ({
  pk: `JOB#${job.id}`,
  sk: 'JOB',
  gsi1pk: `JOBS#${job.status}`,
  gsi1sk: job.publishedAt,
});

export const jobPostingItem = (job: JobPosting) => ({
  ...jobPostingKeys(job),
  entityType: 'JobPosting',
  ...job,
});

export function getJobPostingById(id: string): Promise<JobPosting | undefined> {
  return getItem<JobPosting>({ pk: `JOB#${id}`, sk: 'JOB' });
}

/** Newest first by publishedAt (spec §9). */
export async function listJobPostingsByStatus(status: PublicationStatus): Promise<JobPosting[]> {
  const items = await queryCollection(`JOBS#${status}`);
  return items.map((item) => withoutKeys<JobPosting>(item));
}
