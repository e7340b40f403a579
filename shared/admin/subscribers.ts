import * as z from 'zod';
import { newsletterStatuses } from '../forms/newsletter';
import { optionalQueryText, pageCursor, pageLimit } from './lists';

// The admin Subscribers tab (docs/product.md §12): every newsletter address with its status. Only
// confirmed ones receive the newsletter; pending ones have not opened their confirmation link.

const statusMessage = `Status must be one of: ${newsletterStatuses.join(', ')}`;

export const adminSubscriberListQuery = z.object({
  /** Matches e-mail, name or source, case-insensitively. */
  q: optionalQueryText(200),
  status: z.enum(newsletterStatuses, { error: statusMessage }).optional(),
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminSubscriberListQuery = z.input<typeof adminSubscriberListQuery>;

export const adminSubscriberMessages = { empty: 'No subscribers found' } as const;
