import { useState, type ReactNode } from 'react';
import { Modal } from '#web/components/modal';
import type { AdminQuery } from './admin-api';
import { AdminTable, type Column } from './admin-table';
import { buttonClass } from './buttons';
import { DetailList } from './detail-list';
import { formatDate } from './format';
import { choiceFilter, ListToolbar, type ToolbarFilter } from './list-toolbar';
import { NotesEditor } from './notes-editor';
import { StatusSelect, statusLabel } from './status-select';
import { TabHeading } from './tab-heading';
import { useAdminList } from './use-admin-list';
import { useDebouncedValue } from './use-debounced-value';
import { useRecordActions } from './use-record-actions';

/** What every inbox-like record has: an id, a status the admin moves on, and private notes. */
export interface AdminRecord<S extends string> {
  id: string;
  status: S;
  notes?: string;
}

export interface RecordsTabProps<T extends AdminRecord<S>, S extends string> {
  /** e.g. '/api/admin/contacts' */
  path: string;
  title: string;
  description: string;
  searchLabel: string;
  statuses: readonly S[];
  /** Filters beyond status, with their values in `query` (e.g. a position). */
  filters?: ToolbarFilter[];
  query?: AdminQuery;
  caption: string;
  emptyText: string;
  messages: { confirmDelete: string; updateFailed: string; deleteFailed: string };
  /** Who the record is from, for labels: "View {noun} from {name}". */
  nameOf: (item: T) => string;
  noun: string;
  /** The columns before Status. */
  columns: Column<T>[];
  date: { header: string; of: (item: T) => string };
  modalTitle: (item: T) => string;
  details: (item: T) => [label: string, value: ReactNode][];
  /** Anything else the detail modal offers, e.g. a résumé download. */
  detailExtras?: (item: T) => ReactNode;
  /** The modal's one-click status changes, e.g. 'Mark as Responded'. The first is primary. */
  shortcuts: { label: string; status: S }[];
}

/**
 * An admin inbox (Contacts, Job Applications, Bookings, MVP Leads): search, filters, a status
 * dropdown per row, a detail modal with notes and shortcuts, delete with the product's
 * confirmation, paging and Refresh.
 */
export function RecordsTab<T extends AdminRecord<S>, S extends string>(
  props: RecordsTabProps<T, S>,
) {
  const { path, statuses, messages, nameOf, noun } = props;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<S | ''>('');
  const q = useDebouncedValue(search);
  const list = useAdminList<T>(path, { ...props.query, q, status });
  const actions = useRecordActions<T, { status: S; notes?: string }>({
    path,
    setItems: list.setItems,
    ...messages,
  });
  const [openId, setOpenId] = useState<string>();
  const open = list.items.find((item) => item.id === openId);
  const busy = (item: T) => actions.busyId === item.id;

  const statusFilter = choiceFilter({
    label: 'Filter by status',
    allLabel: 'All statuses',
    value: status,
    onChange: setStatus,
    choices: statuses,
  });

  return (
    <div>
      <TabHeading title={props.title} description={props.description} />
      <ListToolbar
        search={{ label: props.searchLabel, value: search, onChange: setSearch }}
        filters={[...(props.filters ?? []), statusFilter]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      <AdminTable
        caption={props.caption}
        list={list}
        rowKey={(item) => item.id}
        emptyText={props.emptyText}
        columns={[
          ...props.columns,
          {
            header: 'Status',
            cell: (item) => (
              <StatusSelect
                label={`Status of ${nameOf(item)}'s ${noun}`}
                value={item.status}
                statuses={statuses}
                disabled={busy(item)}
                onChange={(next) => void actions.update(item.id, { status: next })}
              />
            ),
          },
          {
            header: props.date.header,
            className: 'hidden sm:table-cell whitespace-nowrap',
            cell: (item) => formatDate(props.date.of(item)),
          },
          {
            header: 'Actions',
            cell: (item) => (
              <div className="flex gap-1">
                <button
                  type="button"
                  className={buttonClass.rowAction}
                  onClick={() => setOpenId(item.id)}
                  aria-label={`View ${noun} from ${nameOf(item)}`}
                >
                  View
                </button>
                <button
                  type="button"
                  className={buttonClass.rowDanger}
                  disabled={busy(item)}
                  onClick={() => void actions.remove(item.id)}
                  aria-label={`Delete ${noun} from ${nameOf(item)}`}
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
        title={open ? props.modalTitle(open) : ''}
      >
        {open && (
          <div className="space-y-6">
            <DetailList entries={[...props.details(open), ['Status', statusLabel(open.status)]]} />
            {props.detailExtras?.(open)}
            <NotesEditor
              key={open.id}
              initial={open.notes ?? ''}
              saving={busy(open)}
              onSave={(notes) => void actions.update(open.id, { status: open.status, notes })}
            />
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
              {props.shortcuts.map((shortcut, index) => (
                <button
                  key={shortcut.status}
                  type="button"
                  className={index === 0 ? buttonClass.primary : buttonClass.secondary}
                  disabled={open.status === shortcut.status || busy(open)}
                  onClick={() => void actions.update(open.id, { status: shortcut.status })}
                >
                  {shortcut.label}
                </button>
              ))}
              <button
                type="button"
                className={buttonClass.danger}
                disabled={busy(open)}
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
