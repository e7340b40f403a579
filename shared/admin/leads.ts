import * as z from 'zod';
import type { Lead } from '../forms/lead';
import { adminNotes, optionalQueryText, pageCursor, pageLimit } from './lists';

// The admin MVP Leads tab (docs/product.md §12): 'Get Detailed Estimate' leads and how far each has got.

export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A stored lead as admins see it: any status, with their notes. */
export type AdminLead = Omit<Lead, 'status'> & {
  status: LeadStatus;
  notes?: string;
  /** When an admin last changed the status or notes. */
  updatedAt?: string;
};

const statusMessage = `Status must be one of: ${leadStatuses.join(', ')}`;

export const adminLeadListQuery = z.object({
  /** Matches name, e-mail or project idea, case-insensitively. */
  q: optionalQueryText(200),
  status: z.enum(leadStatuses, { error: statusMessage }).optional(),
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminLeadListQuery = z.input<typeof adminLeadListQuery>;

export const adminLeadUpdate = z.object({
  status: z.enum(leadStatuses, { error: statusMessage }),
  /** Replaces the notes; blank removes them; absent leaves them as they are. */
  notes: adminNotes.optional(),
});
export type AdminLeadUpdate = z.input<typeof adminLeadUpdate>;

export const adminLeadMessages = {
  notFound: 'Lead not found',
  empty: 'No MVP leads found',
  updateFailed: 'Failed to update lead status',
  deleteFailed: 'Failed to delete lead',
  confirmDelete: 'Are you sure you want to delete this lead?',
} as const;
