import { ulid } from 'ulid';
import { adminJobPostingMessages, type AdminJobPostingFields } from '#shared/admin/job-postings';
import { publicationDates } from '#shared/admin/publishing';
import type { JobPosting, PublicationStatus } from '#shared/content/schemas';
import { publishableItems, type Stored } from './publishable-items';
import type { ItemKeys } from './table';

export const jobPostingKeys = (
  job: Pick<JobPosting, 'id' | 'status' | 'publishedAt'>,
): ItemKeys => ({
  pk: `JOB#${job.id}`,
  sk: 'JOB',
  gsi1pk: `JOBS#${job.status}`,
  gsi1sk: job.publishedAt,
});

export const jobPostingItem = (job: Stored<JobPosting>) => ({
  ...jobPostingKeys(job),
  entityType: 'JobPosting',
  ...job,
});

const jobPostingFrom = (
  fields: AdminJobPostingFields,
  previous: Stored<JobPosting> | null,
  now: string,
): Stored<JobPosting> => ({
  ...fields,
  id: previous?.id ?? ulid(),
  createdAt: previous?.createdAt ?? now,
  ...publicationDates(previous, fields.status, now),
});

/** The admin's job postings; a deleted seeded one stays deleted (publishable-items.ts). */
export const jobPostings = publishableItems<JobPosting, AdminJobPostingFields>({
  entityType: 'JobPosting',
  itemOf: jobPostingItem,
  collectionOf: (status) => `JOBS#${status}`,
  listKeyOf: (job) => `${job.publishedAt}#${job.id}`,
  searchFieldsOf: (job) => [job.title, job.slug, job.department, job.location],
  keyTakenMessage: adminJobPostingMessages.idTaken,
  fromFields: jobPostingFrom,
});

/** Open or not: the caller checks status and expiresAt (isJobOpen). */
export function getJobPostingById(id: string): Promise<JobPosting | undefined> {
  return jobPostings.getByKey({ pk: `JOB#${id}`, sk: 'JOB' });
}

/** Newest first by publishedAt (docs/product.md §9). */
export function listJobPostingsByStatus(status: PublicationStatus): Promise<JobPosting[]> {
  return jobPostings.listByStatus(status);
}
