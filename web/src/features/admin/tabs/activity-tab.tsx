import * as apiPaths from '#shared/api/api-paths';
import { useState } from 'react';
import {
  auditActionLabels,
  auditActions,
  auditRetentionYears,
  type AuditAction,
  type AuditRecord,
} from '#shared/admin/audit';
import type { Column } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { formatDateTime } from '../kit/format';
import { ListTab } from '../kit/list-tab';
import { choiceFilter } from '../kit/list-toolbar';
import { TwoLineCell } from '../kit/two-line-cell';
import { useAdminList } from '../kit/use-admin-list';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { AuditRecordDetail, auditRecordTitle } from './activity/audit-record-detail';
import { ToolbarField } from './activity/toolbar-field';

const path = apiPaths.adminAudit;

/**
 * The audit trail, the owner's (decision 022, docs/admin.md "Activity (audit trail)"): every
 * admin change and export newest first, filtered, each record's fields before and after, as CSV.
 */
export function ActivityTab() {
  const [person, setPerson] = useState('');
  const [kind, setKind] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // Blank filters are left out of the query (useAdminList drops blank strings).
  const query = {
    person: useDebouncedValue(person.trim()),
    kind: useDebouncedValue(kind.trim()),
    action,
    from,
    to,
  };
  const list = useAdminList<AuditRecord>(path, query, 'Failed to fetch activity');
  const [openId, setOpenId] = useState<string>();
  const open = list.items.find((record) => record.id === openId);

  return (
    <ListTab
      heading={{
        title: 'Activity',
        description: `Who changed what and when: every admin change, export and sign-in, kept for ${auditRetentionYears} years.`,
      }}
      csv={{ path, query }}
      toolbar={{
        search: { label: 'Filter by person (e-mail or ID)', value: person, onChange: setPerson },
        filters: [
          choiceFilter({
            label: 'Filter by action',
            allLabel: 'All actions',
            value: action,
            onChange: setAction,
            choices: auditActions,
            labelOf: (choice) => auditActionLabels[choice],
          }),
        ],
        children: (
          <>
            <ToolbarField label="Kind" value={kind} onChange={setKind} placeholder="e.g. coupon" />
            <ToolbarField label="From (IST)" type="date" value={from} onChange={setFrom} />
            <ToolbarField label="To (IST)" type="date" value={to} onChange={setTo} />
          </>
        ),
      }}
      list={list}
      table={{
        caption: 'Activity',
        rowKey: (record) => record.id,
        emptyText: 'No activity found',
        columns: activityColumns(setOpenId),
      }}
    >
      <AuditRecordDetail record={open} onClose={() => setOpenId(undefined)} />
    </ListTab>
  );
}

/** Each record's time, who, what and on which record, and its 'View' of the fields. */
function activityColumns(view: (id: string) => void): Column<AuditRecord>[] {
  return [
    {
      header: 'Time',
      className: 'whitespace-nowrap',
      cell: (record) => formatDateTime(record.at),
    },
    {
      header: 'Person',
      cell: (record) => record.actor.email ?? record.actor.sub,
    },
    { header: 'Action', cell: (record) => auditActionLabels[record.action] },
    {
      header: 'Record',
      cell: (record) => <TwoLineCell main={record.kind} detail={record.recordId} />,
    },
    {
      header: 'Details',
      cell: (record) => (
        <button
          type="button"
          className={buttonClass.rowAction}
          onClick={() => view(record.id)}
          aria-label={`View details of ${auditRecordTitle(record)}`}
        >
          View
        </button>
      ),
    },
  ];
}
