import type { ContactStatus, ContactSubmission } from '#shared/forms/contact';
import { inboxRecords } from './inbox-records';

// The messages of the contact form (docs/data-model.md: CONTACT#<id>, listed in CONTACTS).

const contacts = inboxRecords<ContactSubmission, ContactStatus>({
  prefix: 'CONTACT',
  collection: 'CONTACTS',
  entityType: 'ContactSubmission',
  receivedAt: (submission) => submission.createdAt,
  searchedFields: (submission) => [
    submission.name,
    submission.email,
    submission.company,
    submission.message,
  ],
});

export const contactSubmissionItem = contacts.item;
export const putContactSubmission = contacts.put;
export const getContactSubmissionById = contacts.get;
export const listContactSubmissionsNewestFirst = contacts.listNewestFirst;
export const findContactSubmissions = contacts.find;
export const updateContactSubmission = contacts.update;
export const deleteContactSubmission = contacts.remove;
