import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactSubmission } from '../../shared/forms/contact';
import { db, getItem, queryCollection, tableName, withoutKeys, type ItemKeys } from './table';

export const contactSubmissionKeys = (
  submission: Pick<ContactSubmission, 'id' | 'createdAt'>,
): ItemKeys => ({
  pk: `CONTACT#${submission.id}`,
  sk: 'CONTACT',
  gsi1pk: 'CONTACTS',
  gsi1sk: `${submission.createdAt}#${submission.id}`,
});

export const contactSubmissionItem = (submission: ContactSubmission) => ({
  ...contactSubmissionKeys(submission),
  entityType: 'ContactSubmission',
  ...submission,
});

export async function putContactSubmission(submission: ContactSubmission): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: contactSubmissionItem(submission),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export function getContactSubmissionById(id: string): Promise<ContactSubmission | undefined> {
  return getItem<ContactSubmission>({ pk: `CONTACT#${id}`, sk: 'CONTACT' });
}

export async function listContactSubmissionsNewestFirst(): Promise<ContactSubmission[]> {
  const items = await queryCollection('CONTACTS');
  return items.map((item) => withoutKeys<ContactSubmission>(item));
}
