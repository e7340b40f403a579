import { useEffect, useState } from 'react';
import type { AdminApplicationUpdate } from '../../../../../shared/admin/applications';
import type { JobsResponse } from '../../../../../shared/api/content';
import {
  jobApplicationStatuses,
  type JobApplication,
  type JobApplicationStatus,
} from '../../../../../shared/forms/job-application';
import { Modal } from '../../../components/modal';
import { apiGet, errorMessage } from '../../../lib/api-client';
import { adminGet } from '../kit/admin-api';
import { AdminTable } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { DetailList } from '../kit/detail-list';
import { alertFailure } from '../kit/dialogs';
import { formatDate, formatDateTime } from '../kit/format';
import { ListToolbar } from '../kit/list-toolbar';
import { NotesEditor } from '../kit/notes-editor';
import { StatusSelect, statusLabel } from '../kit/status-select';
import { TabHeading } from '../kit/tab-heading';
import { useAdminList } from '../kit/use-admin-list';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { useRecordActions } from '../kit/use-record-actions';

const path = '/api/admin/applications';

/** The open positions, for the position filter; applications to old postings still list. */
function usePositions(): { id: string; title: string }[] {
  const [positions, setPositions] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    apiGet<JobsResponse>('/api/jobs').then(
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
    alertFailure(errorMessage(error, 'Failed to download the résumé'));
  }
}

/** Job applications (spec §2 Job Applications tab) with search, filters, notes and paging. */
export function ApplicationsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [jobId, setJobId] = useState('');
  const q = useDebouncedValue(search);
  const positions = usePositions();
  const list = useAdminList<JobApplication>(path, { q, status, jobId });
  const actions = useRecordActions<JobApplication, AdminApplicationUpdate>({
    path,
    setItems: list.setItems,
    confirmDelete: 'Are you sure you want to delete this job application?',
    updateFailed: 'Failed to update application status',
    deleteFailed: 'Failed to delete job application',
  });
  const [openId, setOpenId] = useState<string>();
  const open = list.items.find((item) => item.id === openId);

  const setRowStatus = (item: JobApplication, next: JobApplicationStatus) =>
    void actions.update(item.id, { status: next });

  return (
    <div>
      <TabHeading title="Job Applications" description="Applications sent from the careers page." />
      <ListToolbar
        search={{ label: 'Search applications', value: search, onChange: setSearch }}
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
          {
            label: 'Filter by status',
            value: status,
            onChange: setStatus,
            options: [
              { value: '', label: 'All statuses' },
              ...jobApplicationStatuses.map((value) => ({ value, label: statusLabel(value) })),
            ],
          },
        ]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      <AdminTable
        caption="Job applications"
        items={list.items}
        rowKey={(item) => item.id}
        loading={list.loading}
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        emptyText="No job applications found"
        columns={[
          {
            header: 'Applicant',
            cell: (item) => (
              <>
                <p className="font-medium">{item.applicantName}</p>
                <p className="text-slate-500 dark:text-slate-400">{item.applicantEmail}</p>
              </>
            ),
          },
          { header: 'Position', className: 'hidden md:table-cell', cell: (item) => item.jobTitle },
          {
            header: 'Experience',
            className: 'hidden lg:table-cell whitespace-nowrap',
            cell: (item) => `${item.experienceYears} yrs`,
          },
          {
            header: 'Status',
            cell: (item) => (
              <StatusSelect
                label={`Status of ${item.applicantName}'s application`}
                value={item.status}
                statuses={jobApplicationStatuses}
                disabled={actions.busyId === item.id}
                onChange={(next) => setRowStatus(item, next)}
              />
            ),
          },
          {
            header: 'Applied',
            className: 'hidden sm:table-cell whitespace-nowrap',
            cell: (item) => formatDate(item.appliedAt),
          },
          {
            header: 'Actions',
            cell: (item) => (
              <div className="flex gap-1">
                <button
                  type="button"
                  className={buttonClass.rowAction}
                  onClick={() => setOpenId(item.id)}
                  aria-label={`View application from ${item.applicantName}`}
                >
                  View
                </button>
                <button
                  type="button"
                  className={buttonClass.rowDanger}
                  disabled={actions.busyId === item.id}
                  onClick={() => void actions.remove(item.id)}
                  aria-label={`Delete application from ${item.applicantName}`}
                >
                  Delete
                </button>
              </div>
            ),
          },
        ]}
      />
      <Modal
        open={Boolean(open)}
        onClose={() => setOpenId(undefined)}
        title={open ? `${open.applicantName} — ${open.jobTitle}` : ''}
      >
        {open && (
          <div className="space-y-6">
            <DetailList
              entries={[
                ['Email', <a href={`mailto:${open.applicantEmail}`}>{open.applicantEmail}</a>],
                ['Phone', open.applicantPhone],
                ['Experience', `${open.experienceYears} years`],
                ['Current company', open.currentCompany],
                ['LinkedIn', open.linkedinProfile],
                ['Portfolio', open.portfolioUrl],
                ['Status', statusLabel(open.status)],
                ['Applied', formatDateTime(open.appliedAt)],
                ['Cover letter', open.coverLetter],
              ]}
            />
            {open.resumeKey && (
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => void openResume(open)}
              >
                Download Résumé
              </button>
            )}
            <NotesEditor
              key={open.id}
              initial={open.notes ?? ''}
              saving={actions.busyId === open.id}
              onSave={(notes) => void actions.update(open.id, { status: open.status, notes })}
            />
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
              <button
                type="button"
                className={buttonClass.primary}
                disabled={open.status === 'shortlisted' || actions.busyId === open.id}
                onClick={() => void actions.update(open.id, { status: 'shortlisted' })}
              >
                Shortlist
              </button>
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={open.status === 'rejected' || actions.busyId === open.id}
                onClick={() => void actions.update(open.id, { status: 'rejected' })}
              >
                Reject
              </button>
              <button
                type="button"
                className={buttonClass.danger}
                disabled={actions.busyId === open.id}
                onClick={() =>
                  void actions.remove(open.id).then((deleted) => deleted && setOpenId(undefined))
                }
              >
                Delete
              </button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
