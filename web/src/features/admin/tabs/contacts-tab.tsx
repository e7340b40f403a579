import * as apiPaths from '#shared/api/api-paths';
import {
  contactServiceLabels,
  contactStatuses,
  type ContactStatus,
  type ContactSubmission,
} from '#shared/forms/contact';
import { formatDateTime } from '../kit/format';
import { namedPerson, RecordsTab, type RecordsTabProps } from '../kit/records-tab';

const contacts: RecordsTabProps<ContactSubmission, ContactStatus> = {
  path: apiPaths.adminContacts,
  title: 'Contact Submissions',
  description: 'Messages sent through the contact form.',
  searchLabel: 'Search contacts',
  statuses: contactStatuses,
  caption: 'Contact submissions',
  emptyText: 'No contact submissions found',
  messages: {
    confirmDelete: 'Are you sure you want to delete this contact submission?',
    updateFailed: 'Failed to update contact status',
    deleteFailed: 'Failed to delete contact submission',
  },
  person: namedPerson('Contact'),
  noun: 'message',
  columns: [
    {
      header: 'Company',
      className: 'hidden md:table-cell',
      cell: (item) => item.company ?? '—',
    },
    {
      header: 'Service',
      className: 'hidden lg:table-cell',
      cell: (item) => (item.service ? contactServiceLabels[item.service] : '—'),
    },
  ],
  date: { header: 'Date', of: (item) => item.createdAt },
  modalTitle: (item) => `Message from ${item.name}`,
  details: (item) => [
    ['Phone', item.phone],
    ['Company', item.company],
    ['Service', item.service ? contactServiceLabels[item.service] : undefined],
    ['Received', formatDateTime(item.createdAt)],
    ['Message', item.message],
  ],
  shortcuts: [{ label: 'Mark as Responded', status: 'responded' }],
};

/** Contact submissions (docs/product.md §2 Contacts tab) with search, status filter, notes and paging. */
export function ContactsTab() {
  return <RecordsTab {...contacts} />;
}
