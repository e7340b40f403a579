import type { AdminPage } from '../../shared/admin/lists';
import type { JobApplication, JobApplicationStatus } from '../../shared/forms/job-application';
import { matchesSearch, pageOf } from '../lib/paging';
import {
  deleteExistingItem,
  getItem,
  putNewItem,
  queryAll,
  queryCollection,
  updateExistingItem,
  withoutKeys,
  type ItemKeys,
} from './table';
import { indexes } from './table-definition';

export const jobApplicationKeys = (
  application: Pick<JobApplication, 'id' | 'jobPostingId' | 'appliedAt'>,
): ItemKeys => ({
  pk: `APPLICATION#${application.id}`,
  sk: 'APPLICATION',
  gsi1pk: 'APPLICATIONS',
  gsi1sk: `${application.appliedAt}#${application.id}`,
  gsi2pk: `JOB#${application.jobPostingId}#APPLICATIONS`,
  gsi2sk: `${application.appliedAt}#${application.id}`,
});

export const jobApplicationItem = (application: JobApplication) => ({
  ...jobApplicationKeys(application),
  entityType: 'JobApplication',
  ...application,
});

export function putJobApplication(application: JobApplication): Promise<void> {
  return putNewItem(jobApplicationItem(application));
}

const keyOf = (id: string) => ({ pk: `APPLICATION#${id}`, sk: 'APPLICATION' });

export function getJobApplicationById(id: string): Promise<JobApplication | undefined> {
  return getItem<JobApplication>(keyOf(id));
}

export async function listJobApplicationsNewestFirst(): Promise<JobApplication[]> {
  const items = await queryCollection('APPLICATIONS');
  return items.map((item) => withoutKeys<JobApplication>(item));
}

/** The applications to one job posting, newest first (gsi2). */
export async function listJobApplicationsForJob(jobPostingId: string): Promise<JobApplication[]> {
  const items = await queryAll({
    IndexName: indexes.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': `JOB#${jobPostingId}#APPLICATIONS` },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys<JobApplication>(item));
}

/**
 * The admin list (design §4): newest first, filtered and searched, one page at a time. Admin
 * volumes are small, so the collection is read whole and filtered here, which keeps pages full
 * and the search case-insensitive (a DynamoDB filter can do neither).
 */
export async function findJobApplications(options: {
  q?: string;
  status?: JobApplicationStatus;
  jobId?: string;
  limit: number;
  cursor?: string;
}): Promise<AdminPage<JobApplication>> {
  const applications = options.jobId
    ? await listJobApplicationsForJob(options.jobId)
    : await listJobApplicationsNewestFirst();
  const matching = applications.filter(
    (application) =>
      (!options.status || application.status === options.status) &&
      matchesSearch(options.q, [
        application.applicantName,
        application.applicantEmail,
        application.jobTitle,
      ]),
  );
  return pageOf(matching, (application) => jobApplicationKeys(application).gsi1sk!, options);
}

/** An admin's status and notes (blank notes remove them); undefined when there is no such item. */
export function updateJobApplication(
  id: string,
  changes: { status: JobApplicationStatus; notes?: string },
): Promise<JobApplication | undefined> {
  return updateExistingItem<JobApplication>(keyOf(id), {
    set: {
      status: changes.status,
      updatedAt: new Date().toISOString(),
      ...(changes.notes ? { notes: changes.notes } : {}),
    },
    remove: changes.notes === '' ? ['notes'] : [],
  });
}

/** False when there was no such item. */
export function deleteJobApplication(id: string): Promise<boolean> {
  return deleteExistingItem(keyOf(id));
}
