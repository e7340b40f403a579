import { useState, type ReactNode } from 'react';
import type { AdminQuery } from './admin-api';
import { dateColumn, type Column } from './admin-table';
import { buttonClass } from './buttons';
import { formatDate } from './format';
import { ListTab } from './list-tab';
import { useStatusFilter, type ToolbarFilter } from './list-toolbar';
import { StatusSelect, statusLabel } from './status-select';
import { useAdminList } from './use-admin-list';
import { useListSearch } from './use-list-search';
import { TwoLineCell } from './two-line-cell';
import { useRecordActions } from './use-record-actions';
import { RecordDetailModal } from './record-detail-modal';

/** What every inbox-like record has: an id, a status the admin moves on, and private notes. */
interface AdminRecord<S extends string> {
  id: string;
  status: S;
  notes?: string;
}

/** How a record names who it is from (see RecordsTabProps.person). */
interface RecordPerson<T> {
  header: string;
  name: (item: T) => string;
  email: (item: T) => string;
}

/** The person of records that carry `name` and `email`, under the column's `header`. */
export const namedPerson = <T extends { name: string; email: string }>(
  header: string,
): RecordPerson<T> => ({ header, name: (item) => item.name, email: (item) => item.email });

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
  /**
   * Who the record is from: the first column (name over e-mail, under `header`), the first
   * detail (the e-mail as a link), and labels: "View {noun} from {name}".
   */
  person: RecordPerson<T>;
  noun: string;
  /** The columns between the person and Status. */
  columns: Column<T>[];
  date: { header: string; of: (item: T) => string };
  modalTitle: (item: T) => string;
  /** The details after the e-mail. */
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
  const { path, statuses, messages, person, noun } = props;
  const nameOf = person.name;
  const search = useListSearch(props.searchLabel);
  const status = useStatusFilter(statuses);
  const list = useAdminList<T>(path, { ...props.query, q: search.q, status: status.value });
  const actions = useRecordActions<T, { status: S; notes?: string }>({
    path,
    setItems: list.setItems,
    ...messages,
  });
  const [openId, setOpenId] = useState<string>();
  const open = list.items.find((item) => item.id === openId);
  const busy = (item: T) => actions.busyId === item.id;

  return (
    <ListTab
      heading={{ title: props.title, description: props.description }}
      toolbar={{
        search: search.box,
        filters: [...(props.filters ?? []), status.filter],
      }}
      list={list}
      table={{
        caption: props.caption,
        rowKey: (item) => item.id,
        emptyText: props.emptyText,
        columns: [
          {
            header: person.header,
            cell: (item) => <TwoLineCell main={person.name(item)} detail={person.email(item)} />,
          },
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
          dateColumn<T>(props.date.header, (item) => formatDate(props.date.of(item))),
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
        ],
      }}
    >
      <RecordDetailModal
        record={open}
        title={props.modalTitle}
        details={(item) => [
          ['Email', <a href={`mailto:${person.email(item)}`}>{person.email(item)}</a>],
          ...props.details(item),
          ['Status', statusLabel(item.status)],
        ]}
        extras={props.detailExtras}
        shortcuts={props.shortcuts}
        busy={busy}
        onUpdate={(item, changes) => void actions.update(item.id, changes)}
        onDelete={(item) =>
          void actions.remove(item.id).then((deleted) => deleted && setOpenId(undefined))
        }
        onClose={() => setOpenId(undefined)}
      />
    </ListTab>
  );
}
