import type { AdminPage } from '../../shared/admin/lists';
import type { ContactStatus, ContactSubmission } from '../../shared/forms/contact';
import { adminPageOf, setStatusAndNotes, type AdminListOptions } from './admin-records';
import {
  deleteExistingItem,
  getItem,
  putNewItem,
  queryCollection,
  withoutKeys,
  type ItemKeys,
} from './table';

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

export function putContactSubmission(submission: ContactSubmission): Promise<void> {
  return putNewItem(contactSubmissionItem(submission));
}

const keyOf = (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' });

export function getContactSubmissionById(id: string): Promise<ContactSubmission | undefined> {
  return getItem<ContactSubmission>(keyOf(id));
}

export async function listContactSubmissionsNewestFirst(): Promise<ContactSubmission[]> {
  const items = await queryCollection('CONTACTS');
  return items.map((item) => withoutKeys<ContactSubmission>(item));
}

/** The admin list (design §4): newest first, filtered and searched, one page at a time. */
export async function findContactSubmissions(
  options: AdminListOptions<ContactStatus>,
): Promise<AdminPage<ContactSubmission>> {
  return adminPageOf(
    await listContactSubmissionsNewestFirst(),
    options,
    (submission) => [submission.name, submission.email, submission.company, submission.message],
    (submission) => contactSubmissionKeys(submission).gsi1sk!,
  );
}

export function updateContactSubmission(
  id: string,
  changes: { status: ContactStatus; notes?: string },
): Promise<ContactSubmission | undefined> {
  return setStatusAndNotes(keyOf(id), changes);
}

/** False when there was no such item. */
export function deleteContactSubmission(id: string): Promise<boolean> {
  return deleteExistingItem(keyOf(id));
}
