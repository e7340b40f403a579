import type { AdminPage } from '#shared/admin/lists';
import type { JobApplication, JobApplicationStatus } from '#shared/forms/job-application';
import type { AdminListOptions } from './admin-records';
import { inboxRecords } from './inbox-records';
import { queryAll, tableName, withoutKeys } from './table';
import { writeTransaction } from './transactions';
import { indexes } from './table-definition';

// Job applications (docs/data-model.md: APPLICATION#<id>, listed in APPLICATIONS and, per job
// posting, in gsi2).

const applications = inboxRecords<JobApplication, JobApplicationStatus>({
  prefix: 'APPLICATION',
  collection: 'APPLICATIONS',
  entityType: 'JobApplication',
  receivedAt: (application) => application.appliedAt,
  searchedFields: (application) => [
    application.applicantName,
    application.applicantEmail,
    application.jobTitle,
  ],
  moreKeys: (application) => ({
    gsi2pk: `JOB#${application.jobPostingId}#APPLICATIONS`,
    gsi2sk: `${application.appliedAt}#${application.id}`,
  }),
});

export const jobApplicationItem = applications.item;
export const getJobApplicationById = applications.get;
export const listJobApplicationsNewestFirst = applications.listNewestFirst;
export const updateJobApplication = applications.update;
export const deleteJobApplication = applications.remove;

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
    await applications.put(application);
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

/** The admin list: newest first, filtered and searched, one page at a time; one job's alone. */
export async function findJobApplications(
  options: AdminListOptions<JobApplicationStatus> & { jobId?: string },
): Promise<AdminPage<JobApplication>> {
  return options.jobId
    ? applications.page(await listJobApplicationsForJob(options.jobId), options)
    : applications.find(options);
}
