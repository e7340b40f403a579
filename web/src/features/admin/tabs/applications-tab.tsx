import * as apiPaths from '#shared/api/api-paths';
import { useEffect, useState } from 'react';
import type { JobsResponse } from '#shared/api/content';
import {
  jobApplicationStatuses,
  type JobApplication,
  type JobApplicationStatus,
} from '#shared/forms/job-application';
import { apiGet, errorMessage } from '#web/lib/api-client';
import { adminGet } from '../kit/admin-api';
import { buttonClass } from '../kit/buttons';
import { alertFailure } from '../kit/dialogs';
import { formatDateTime } from '../kit/format';
import { RecordsTab } from '../kit/records-tab';

const path = apiPaths.adminApplications;

/** The open positions, for the position filter; applications to old postings still list. */
function usePositions(): { id: string; title: string }[] {
  const [positions, setPositions] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    apiGet<JobsResponse>(apiPaths.jobs).then(
      ({ jobs }) => setPositions(jobs.map((job) => ({ id: job.id, title: job.title }))),
      (error: unknown) => console.warn('Could not load positions for the filter', error),
    );
  }, []);
  return positions;
}

async function openResume(application: JobApplication) {
  // Opened first, so the browser still counts it as the admin's click.
  const tab = window.open('', '_blank');
  try {
    const { url } = await adminGet<{ url: string }>(
      `${path}/${encodeURIComponent(application.id)}/resume`,
    );
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    void alertFailure(errorMessage(error, 'Failed to download the résumé'));
  }
}

/** Job applications (docs/product.md §2 Job Applications tab) with search, filters, notes and paging. */
export function ApplicationsTab() {
  const [jobId, setJobId] = useState('');
  const positions = usePositions();
  return (
    <RecordsTab<JobApplication, JobApplicationStatus>
      path={path}
      title="Job Applications"
      description="Applications sent from the careers page."
      searchLabel="Search applications"
      statuses={jobApplicationStatuses}
      filters={[
        {
          label: 'Filter by position',
          value: jobId,
          onChange: setJobId,
          options: [
            { value: '', label: 'All positions' },
            ...positions.map((position) => ({ value: position.id, label: position.title })),
          ],
        },
      ]}
      query={{ jobId }}
      caption="Job applications"
      emptyText="No job applications found"
      messages={{
        confirmDelete: 'Are you sure you want to delete this job application?',
        updateFailed: 'Failed to update application status',
        deleteFailed: 'Failed to delete job application',
      }}
      person={{
        header: 'Applicant',
        name: (item) => item.applicantName,
        email: (item) => item.applicantEmail,
      }}
      noun="application"
      columns={[
        { header: 'Position', className: 'hidden md:table-cell', cell: (item) => item.jobTitle },
        {
          header: 'Experience',
          className: 'hidden lg:table-cell whitespace-nowrap',
          cell: (item) => `${item.experienceYears} yrs`,
        },
      ]}
      date={{ header: 'Applied', of: (item) => item.appliedAt }}
      modalTitle={(item) => `${item.applicantName} — ${item.jobTitle}`}
      details={(item) => [
        ['Phone', item.applicantPhone],
        ['Experience', `${item.experienceYears} years`],
        ['Current company', item.currentCompany],
        ['LinkedIn', item.linkedinProfile],
        ['Portfolio', item.portfolioUrl],
        ['Applied', formatDateTime(item.appliedAt)],
        ['Cover letter', item.coverLetter],
      ]}
      detailExtras={(item) =>
        item.resumeKey && (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void openResume(item)}
          >
            Download Résumé
          </button>
        )
      }
      shortcuts={[
        { label: 'Shortlist', status: 'shortlisted' },
        { label: 'Reject', status: 'rejected' },
      ]}
    />
  );
}
