import type { AdminPage } from '../../shared/admin/lists';
import type { JobApplication, JobApplicationStatus } from '../../shared/forms/job-application';
import { adminPageOf, setStatusAndNotes, type AdminListOptions } from './admin-records';
import {
  deleteExistingItem,
  getItem,
  putNewItem,
  queryAll,
  queryCollection,
  tableName,
  withoutKeys,
  type ItemKeys,
} from './table';
import { writeTransaction } from './transactions';
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

/**
 * Stores a new application. With an uploaded résumé, the upload's key is claimed in the same
 * transaction (pk RESUME_UPLOAD#<key>), so one upload goes with one application only; false
 * when that upload was already claimed.
 */
export async function putJobApplication(
  application: JobApplication,
  claimedUpload?: string,
): Promise<boolean> {
  if (!claimedUpload) {
    await putNewItem(jobApplicationItem(application));
    return true;
  }
  const result = await writeTransaction([
    {
      Put: {
        TableName: tableName(),
        Item: jobApplicationItem(application),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          pk: `RESUME_UPLOAD#${claimedUpload}`,
          sk: 'CLAIM',
          entityType: 'ResumeUploadClaim',
          applicationId: application.id,
          claimedAt: application.appliedAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return result.ok;
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

/** The admin list (design §4): newest first, filtered and searched, one page at a time. */
export async function findJobApplications(
  options: AdminListOptions<JobApplicationStatus> & { jobId?: string },
): Promise<AdminPage<JobApplication>> {
  const applications = options.jobId
    ? await listJobApplicationsForJob(options.jobId)
    : await listJobApplicationsNewestFirst();
  return adminPageOf(
    applications,
    options,
    (application) => [application.applicantName, application.applicantEmail, application.jobTitle],
    (application) => jobApplicationKeys(application).gsi1sk!,
  );
}

export function updateJobApplication(
  id: string,
  changes: { status: JobApplicationStatus; notes?: string },
): Promise<JobApplication | undefined> {
  return setStatusAndNotes(keyOf(id), changes);
}

/** False when there was no such item. */
export function deleteJobApplication(id: string): Promise<boolean> {
  return deleteExistingItem(keyOf(id));
}
