import * as z from 'zod';
import { contactStatuses } from '../forms/contact';
import { adminNotes, optionalQueryText, pageCursor, pageLimit } from './lists';

// The admin Contacts tab (docs/architecture.md §4): list query and the status/notes update.

const statusMessage = `Status must be one of: ${contactStatuses.join(', ')}`;

export const adminContactListQuery = z.object({
  /** Matches name, email, company or message, case-insensitively. */
  q: optionalQueryText(200),
  status: z.enum(contactStatuses, { error: statusMessage }).optional(),
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminContactListQuery = z.input<typeof adminContactListQuery>;

export const adminContactUpdate = z.object({
  status: z.enum(contactStatuses, { error: statusMessage }),
  /** Replaces the notes; blank removes them; absent leaves them as they are. */
  notes: adminNotes.optional(),
});
export type AdminContactUpdate = z.input<typeof adminContactUpdate>;

export const adminContactMessages = { notFound: 'Contact submission not found' } as const;
