import { ulid } from 'ulid';
import { adminJobPostingMessages, type AdminJobPostingFields } from '#shared/admin/job-postings';
import { publicationDates } from '#shared/admin/publishing';
import type { JobPosting, PublicationStatus } from '#shared/content/schemas';
import { editableContentStore, type Stored } from './editable-content';
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

const jobs = editableContentStore<JobPosting>({
  entityType: 'JobPosting',
  itemOf: jobPostingItem,
  collectionOf: (status) => `JOBS#${status}`,
  listKeyOf: (job) => `${job.publishedAt}#${job.id}`,
  searchFieldsOf: (job) => [job.title, job.slug, job.department, job.location],
  keyTakenMessage: adminJobPostingMessages.idTaken,
});

/** Open or not: the caller checks status and expiresAt (isJobOpen). */
export function getJobPostingById(id: string): Promise<JobPosting | undefined> {
  return jobs.getByKey({ pk: `JOB#${id}`, sk: 'JOB' });
}

/** Newest first by publishedAt (docs/product.md §9). */
export function listJobPostingsByStatus(status: PublicationStatus): Promise<JobPosting[]> {
  return jobs.listByStatus(status);
}

/** The admin list: drafts and published, expired or not, newest first. */
export const findJobPostings = jobs.find;

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

export function createJobPosting(
  fields: AdminJobPostingFields,
  now = new Date(),
): Promise<JobPosting> {
  return jobs.create(jobPostingFrom(fields, null, now.toISOString()));
}

/** Replaces the posting's fields; undefined when there is no such posting. */
export function updateJobPosting(
  id: string,
  fields: AdminJobPostingFields,
  now = new Date(),
): Promise<JobPosting | undefined> {
  return jobs.update(id, (previous) => jobPostingFrom(fields, previous, now.toISOString()));
}

export function setJobPostingStatus(
  id: string,
  status: PublicationStatus,
  now = new Date(),
): Promise<JobPosting | undefined> {
  return jobs.update(id, (previous) =>
    jobPostingFrom({ ...previous, status }, previous, now.toISOString()),
  );
}

/** False when there is no such posting; a seeded one stays deleted (editable-content.ts). */
export const deleteJobPosting = (id: string) => jobs.delete(id);
