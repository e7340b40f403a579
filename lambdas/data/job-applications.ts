import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { JobApplication } from '../../shared/forms/job-application';
import { db, getItem, queryCollection, tableName, withoutKeys, type ItemKeys } from './table';

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

export async function putJobApplication(application: JobApplication): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: jobApplicationItem(application),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export function getJobApplicationById(id: string): Promise<JobApplication | undefined> {
  return getItem<JobApplication>({ pk: `APPLICATION#${id}`, sk: 'APPLICATION' });
}

export async function listJobApplicationsNewestFirst(): Promise<JobApplication[]> {
  const items = await queryCollection('APPLICATIONS');
  return items.map((item) => withoutKeys<JobApplication>(item));
}
