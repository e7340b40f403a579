import type { AdminPage } from '../../shared/admin/lists';
import type { ContactStatus, ContactSubmission } from '../../shared/forms/contact';
import { matchesSearch, pageOf } from '../lib/paging';
import {
  deleteExistingItem,
  getItem,
  putNewItem,
  queryCollection,
  updateExistingItem,
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

/**
 * The admin list (design §4): newest first, filtered and searched, one page at a time. Admin
 * volumes are small, so the collection is read whole and filtered here, which keeps pages full
 * and the search case-insensitive (a DynamoDB filter can do neither).
 */
export async function findContactSubmissions(options: {
  q?: string;
  status?: ContactStatus;
  limit: number;
  cursor?: string;
}): Promise<AdminPage<ContactSubmission>> {
  const matching = (await listContactSubmissionsNewestFirst()).filter(
    (submission) =>
      (!options.status || submission.status === options.status) &&
      matchesSearch(options.q, [
        submission.name,
        submission.email,
        submission.company,
        submission.message,
      ]),
  );
  return pageOf(matching, (submission) => contactSubmissionKeys(submission).gsi1sk!, options);
}

/** An admin's status and notes (blank notes remove them); undefined when there is no such item. */
export function updateContactSubmission(
  id: string,
  changes: { status: ContactStatus; notes?: string },
): Promise<ContactSubmission | undefined> {
  return updateExistingItem<ContactSubmission>(keyOf(id), {
    set: {
      status: changes.status,
      updatedAt: new Date().toISOString(),
      ...(changes.notes ? { notes: changes.notes } : {}),
    },
    remove: changes.notes === '' ? ['notes'] : [],
  });
}

/** False when there was no such item. */
export function deleteContactSubmission(id: string): Promise<boolean> {
  return deleteExistingItem(keyOf(id));
}
