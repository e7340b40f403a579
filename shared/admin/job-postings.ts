import * as z from 'zod';
import { jobPostingSchema, type JobPosting } from '../content/schemas';
import type { AdminPage } from './lists';
import { publicationStatusField, requiredField, slugField, textListField } from './publishing';

// The admin Job Postings tab (docs/architecture.md §4): what the create and edit form sends. The server adds
// the id and dates. A posting leaves the careers page once its expiry passes (docs/product.md §4).

export const employmentTypes = jobPostingSchema.shape.employmentType.options;

const employmentTypeMessage = `Employment type must be one of: ${employmentTypes.join(', ')}`;
const expiresAtMessage = 'Please enter a valid expiry date';

export const adminJobPostingInput = z.object({
  title: requiredField(200),
  slug: slugField,
  department: requiredField(100),
  location: requiredField(200),
  employmentType: z.enum(employmentTypes, { error: employmentTypeMessage }),
  experienceLevel: requiredField(100),
  description: requiredField(5000),
  requirements: textListField(30, 500),
  responsibilities: textListField(30, 500),
  benefits: textListField(30, 500),
  /** An ISO date-time; null or absent for a posting that stays open. */
  expiresAt: z.iso.datetime({ error: expiresAtMessage }).nullable().default(null),
  status: publicationStatusField,
});
export type AdminJobPostingInput = z.input<typeof adminJobPostingInput>;
export type AdminJobPostingFields = z.output<typeof adminJobPostingInput>;

export type AdminJobPostingPage = AdminPage<JobPosting>;

export const adminJobPostingMessages = {
  notFound: 'Job posting not found',
  idTaken: 'A job posting with this id already exists',
} as const;

/** The last moment of a calendar day in India (IST, UTC+5:30), as the careers page counts it. */
export function endOfIndianDay(date: string): string {
  return new Date(Date.parse(`${date}T23:59:59+05:30`)).toISOString().replace('.000Z', 'Z');
}

/** The Indian calendar day (YYYY-MM-DD) of an expiry, for a date input. */
export function indianDayOf(dateTime: string): string {
  return new Date(Date.parse(dateTime) + 330 * 60_000).toISOString().slice(0, 10);
}
