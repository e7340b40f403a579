import { useState } from 'react';
import {
  adminLeadMessages,
  leadStatuses,
  type AdminLead,
  type AdminLeadUpdate,
  type LeadStatus,
} from '../../../../../shared/admin/leads';
import {
  formatUsd,
  mvpDesigns,
  mvpFeatures,
  mvpPlatforms,
  mvpTimelines,
} from '../../../../../shared/mvp-calculator';
import { Modal } from '../../../components/modal';
import { AdminTable } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { DetailList } from '../kit/detail-list';
import { formatDate, formatDateTime } from '../kit/format';
import { ListToolbar } from '../kit/list-toolbar';
import { NotesEditor } from '../kit/notes-editor';
import { StatusSelect, statusLabel } from '../kit/status-select';
import { TabHeading } from '../kit/tab-heading';
import { useAdminList } from '../kit/use-admin-list';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { useRecordActions } from '../kit/use-record-actions';

const path = '/api/admin/leads';

/** '$13,440 - $20,160', as the MVP calculator showed it to the visitor. */
const estimateRange = (lead: AdminLead) =>
  `${formatUsd(lead.estimate.minCost)} - ${formatUsd(lead.estimate.maxCost)}`;

/** 'Get Detailed Estimate' leads from the MVP calculator (design §7). */
export function LeadsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const q = useDebouncedValue(search);
  const list = useAdminList<AdminLead>(path, { q, status });
  const actions = useRecordActions<AdminLead, AdminLeadUpdate>({
    path,
    setItems: list.setItems,
    confirmDelete: adminLeadMessages.confirmDelete,
    updateFailed: adminLeadMessages.updateFailed,
    deleteFailed: adminLeadMessages.deleteFailed,
  });
  const [openId, setOpenId] = useState<string>();
  const open = list.items.find((item) => item.id === openId);

  return (
    <div>
      <TabHeading
        title="MVP Leads"
        description="Visitors who asked for a detailed estimate in the MVP cost calculator."
      />
      <ListToolbar
        search={{ label: 'Search leads', value: search, onChange: setSearch }}
        filters={[
          {
            label: 'Filter by status',
            value: status,
            onChange: setStatus,
            options: [
              { value: '', label: 'All statuses' },
              ...leadStatuses.map((value) => ({ value, label: statusLabel(value) })),
            ],
          },
        ]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      <AdminTable
        caption="MVP leads"
        items={list.items}
        rowKey={(item) => item.id}
        loading={list.loading}
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        emptyText={adminLeadMessages.empty}
        columns={[
          {
            header: 'Lead',
            cell: (item) => (
              <>
                <p className="font-medium">{item.name}</p>
                <p className="text-slate-500 dark:text-slate-400">{item.email}</p>
              </>
            ),
          },
          {
            header: 'Project idea',
            className: 'hidden lg:table-cell max-w-xs',
            cell: (item) => <p className="line-clamp-2">{item.projectIdea}</p>,
          },
          {
            header: 'Estimate',
            className: 'hidden md:table-cell whitespace-nowrap',
            cell: estimateRange,
          },
          {
            header: 'Status',
            cell: (item) => (
              <StatusSelect
                label={`Status of ${item.name}'s lead`}
                value={item.status}
                statuses={leadStatuses}
                disabled={actions.busyId === item.id}
                onChange={(next: LeadStatus) => void actions.update(item.id, { status: next })}
              />
            ),
          },
          {
            header: 'Date',
            className: 'hidden sm:table-cell whitespace-nowrap',
            cell: (item) => formatDate(item.createdAt),
          },
          {
            header: 'Actions',
            cell: (item) => (
              <div className="flex gap-1">
                <button
                  type="button"
                  className={buttonClass.rowAction}
                  onClick={() => setOpenId(item.id)}
                  aria-label={`View lead from ${item.name}`}
                >
                  View
                </button>
                <button
                  type="button"
                  className={buttonClass.rowDanger}
                  disabled={actions.busyId === item.id}
                  onClick={() => void actions.remove(item.id)}
                  aria-label={`Delete lead from ${item.name}`}
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
        title={open ? `Lead from ${open.name}` : ''}
      >
        {open && (
          <div className="space-y-6">
            <DetailList
              entries={[
                ['Email', <a href={`mailto:${open.email}`}>{open.email}</a>],
                ['Project idea', open.projectIdea],
                ['Platform', mvpPlatforms[open.selection.platform].label],
                [
                  'Features',
                  open.selection.features.map((feature) => mvpFeatures[feature].label).join(', ') ||
                    'None',
                ],
                ['Design', mvpDesigns[open.selection.design].label],
                ['Timeline', mvpTimelines[open.selection.timeline].label],
                ['Estimate', `${estimateRange(open)} (${open.estimate.duration})`],
                ['Status', statusLabel(open.status)],
                ['Received', formatDateTime(open.createdAt)],
              ]}
            />
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
                disabled={open.status !== 'new' || actions.busyId === open.id}
                onClick={() => void actions.update(open.id, { status: 'contacted' })}
              >
                Mark as Contacted
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
