import * as z from 'zod';
import { jobApplicationStatuses } from '../forms/job-application';
import { adminNotes, optionalQueryText, pageCursor, pageLimit } from './lists';

// The admin Job Applications tab (docs/architecture.md §4): list query and the status/notes update.

const statusMessage = `Status must be one of: ${jobApplicationStatuses.join(', ')}`;

export const adminApplicationListQuery = z.object({
  /** Matches applicant name, applicant email or job title, case-insensitively. */
  q: optionalQueryText(200),
  status: z.enum(jobApplicationStatuses, { error: statusMessage }).optional(),
  /** Only the applications to this job posting. */
  jobId: optionalQueryText(200),
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminApplicationListQuery = z.input<typeof adminApplicationListQuery>;

export const adminApplicationUpdate = z.object({
  status: z.enum(jobApplicationStatuses, { error: statusMessage }),
  /** Replaces the notes; blank removes them; absent leaves them as they are. */
  notes: adminNotes.optional(),
});
export type AdminApplicationUpdate = z.input<typeof adminApplicationUpdate>;

export const adminApplicationMessages = { notFound: 'Job application not found' } as const;
