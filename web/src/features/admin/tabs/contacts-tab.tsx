import { useState } from 'react';
import type { AdminContactUpdate } from '../../../../../shared/admin/contacts';
import {
  contactServiceLabels,
  contactStatuses,
  type ContactStatus,
  type ContactSubmission,
} from '../../../../../shared/forms/contact';
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

const path = '/api/admin/contacts';

/** Contact submissions (spec §2 Contacts tab) with search, status filter, notes and paging. */
export function ContactsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const q = useDebouncedValue(search);
  const list = useAdminList<ContactSubmission>(path, { q, status });
  const actions = useRecordActions<ContactSubmission, AdminContactUpdate>({
    path,
    setItems: list.setItems,
    confirmDelete: 'Are you sure you want to delete this contact submission?',
    updateFailed: 'Failed to update contact status',
    deleteFailed: 'Failed to delete contact submission',
  });
  const [openId, setOpenId] = useState<string>();
  const open = list.items.find((item) => item.id === openId);

  const setRowStatus = (item: ContactSubmission, next: ContactStatus) =>
    void actions.update(item.id, { status: next });

  return (
    <div>
      <TabHeading
        title="Contact Submissions"
        description="Messages sent through the contact form."
      />
      <ListToolbar
        search={{ label: 'Search contacts', value: search, onChange: setSearch }}
        filters={[
          {
            label: 'Filter by status',
            value: status,
            onChange: setStatus,
            options: [
              { value: '', label: 'All statuses' },
              ...contactStatuses.map((value) => ({ value, label: statusLabel(value) })),
            ],
          },
        ]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      <AdminTable
        caption="Contact submissions"
        items={list.items}
        rowKey={(item) => item.id}
        loading={list.loading}
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        emptyText="No contact submissions found"
        columns={[
          {
            header: 'Contact',
            cell: (item) => (
              <>
                <p className="font-medium">{item.name}</p>
                <p className="text-slate-500 dark:text-slate-400">{item.email}</p>
              </>
            ),
          },
          {
            header: 'Company',
            className: 'hidden md:table-cell',
            cell: (item) => item.company ?? '—',
          },
          {
            header: 'Service',
            className: 'hidden lg:table-cell',
            cell: (item) => (item.service ? contactServiceLabels[item.service] : '—'),
          },
          {
            header: 'Status',
            cell: (item) => (
              <StatusSelect
                label={`Status of ${item.name}'s message`}
                value={item.status}
                statuses={contactStatuses}
                disabled={actions.busyId === item.id}
                onChange={(next) => setRowStatus(item, next)}
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
                  aria-label={`View message from ${item.name}`}
                >
                  View
                </button>
                <button
                  type="button"
                  className={buttonClass.rowDanger}
                  disabled={actions.busyId === item.id}
                  onClick={() => void actions.remove(item.id)}
                  aria-label={`Delete message from ${item.name}`}
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
        title={open ? `Message from ${open.name}` : ''}
      >
        {open && (
          <div className="space-y-6">
            <DetailList
              entries={[
                ['Email', <a href={`mailto:${open.email}`}>{open.email}</a>],
                ['Phone', open.phone],
                ['Company', open.company],
                ['Service', open.service ? contactServiceLabels[open.service] : undefined],
                ['Status', statusLabel(open.status)],
                ['Received', formatDateTime(open.createdAt)],
                ['Message', open.message],
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
                disabled={open.status === 'responded' || actions.busyId === open.id}
                onClick={() => void actions.update(open.id, { status: 'responded' })}
              >
                Mark as Responded
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
