import * as z from 'zod';
import {
  emailField,
  honeypot,
  optionalPhone,
  optionalText,
  optionalUrl,
  requiredText,
} from './fields';
import { resumeMissingMessage } from './job-application-text';

export { jobApplicationMessages, resumeMissingMessage } from './job-application-text';

/**
 * docs/product.md §5: years of experience 0–50; anything non-numeric counts as 0. Only numbers and text are
 * read: String() of an arbitrary JSON object can throw (e.g. {"toString": 1}).
 */
export const experienceYears = z.preprocess(
  (value) => {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string'
          ? Number.parseInt(value, 10)
          : Number.NaN;
    return Number.isFinite(number) ? number : 0;
  },
  z
    .number()
    .int()
    .min(0, 'Experience must be 0 to 50 years')
    .max(50, 'Experience must be 0 to 50 years'),
);

export const jobApplicationRequest = z.object({
  applicantName: requiredText(120),
  applicantEmail: emailField,
  applicantPhone: optionalPhone,
  coverLetter: requiredText(8000),
  experienceYears,
  currentCompany: optionalText(160),
  linkedinProfile: optionalUrl,
  portfolioUrl: optionalUrl,
  /** The key POST /api/uploads returned, once the résumé is uploaded. */
  resumeKey: z
    .string()
    .regex(/^resumes\/[A-Za-z0-9/_.-]+$/, resumeMissingMessage)
    .optional(),
  website: honeypot,
});
export type JobApplicationRequest = z.input<typeof jobApplicationRequest>;

export const jobApplicationStatuses = [
  'new',
  'reviewing',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
] as const;
export type JobApplicationStatus = (typeof jobApplicationStatuses)[number];

/** A stored application (docs/product.md §3), as admins see it. */
export interface JobApplication {
  id: string;
  jobPostingId: string;
  jobTitle: string;
  applicantName: string;
  applicantEmail: string;
  applicantPhone?: string;
  coverLetter: string;
  experienceYears: number;
  currentCompany?: string;
  linkedinProfile?: string;
  portfolioUrl?: string;
  resumeKey?: string;
  status: JobApplicationStatus;
  appliedAt: string;
  notes?: string;
  /** When an admin last changed the status or notes. */
  updatedAt?: string;
}
