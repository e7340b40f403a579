import * as apiPaths from '#shared/api/api-paths';
import { adminJobPostingInput } from '#shared/admin/job-postings';
import type { JobPosting } from '#shared/content/schemas';
import { formatDate } from '../kit/format';
import { JobPostingForm } from './publishing/job-posting-form';
import { PublishingTab } from './publishing/publishing-tab';

function expiryNote(job: JobPosting, now = Date.now()): string {
  if (!job.expiresAt) return '';
  const word = Date.parse(job.expiresAt) <= now ? 'Expired' : 'Expires';
  return ` · ${word} ${formatDate(job.expiresAt)}`;
}

/** Job Postings (docs/admin.md): published, unexpired postings show on /careers at once. */
export function JobsTab() {
  return (
    <PublishingTab<JobPosting, JobPosting>
      path={apiPaths.adminJobs}
      heading="Job Postings"
      description="Open positions on the careers page. Published ones show there until they expire."
      noun={{ one: 'job posting', many: 'job postings', title: 'Job Posting' }}
      emptyText="No job postings found"
      describe={(job) => `${job.department} · ${job.location}${expiryNote(job)}`}
      dateOf={(job) =>
        job.status === 'published'
          ? { label: 'Published', iso: job.publishedAt }
          : { label: 'Created', iso: job.createdAt }
      }
      pageOf={(job) => ({ kind: 'job-posting', id: job.id })}
      schema={adminJobPostingInput}
      Form={JobPostingForm}
    />
  );
}
