import * as apiPaths from '#shared/api/api-paths';
import { useState } from 'react';
import {
  auditActionLabels,
  auditActions,
  auditRetentionYears,
  type AuditAction,
  type AuditRecord,
} from '#shared/admin/audit';
import { AdminTable } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { formatDateTime } from '../kit/format';
import { choiceFilter, ListToolbar } from '../kit/list-toolbar';
import { TabHeading } from '../kit/tab-heading';
import { TwoLineCell } from '../kit/two-line-cell';
import { useAdminList } from '../kit/use-admin-list';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { AuditRecordDetail, auditRecordTitle } from './activity/audit-record-detail';
import { ToolbarField } from './activity/toolbar-field';
import { ExportCsvButton } from '../kit/export-csv-button';

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
    <div>
      <TabHeading
        title="Activity"
        description={`Who changed what and when: every admin change, export and sign-in, kept for ${auditRetentionYears} years.`}
        actions={<ExportCsvButton path={path} query={query} fallbackName="nexora-activity.csv" />}
      />
      <ListToolbar
        search={{
          label: 'Filter by person (e-mail or ID)',
          value: person,
          onChange: setPerson,
        }}
        filters={[
          choiceFilter({
            label: 'Filter by action',
            allLabel: 'All actions',
            value: action,
            onChange: setAction,
            choices: auditActions,
            labelOf: (choice) => auditActionLabels[choice],
          }),
        ]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      >
        <ToolbarField label="Kind" value={kind} onChange={setKind} placeholder="e.g. coupon" />
        <ToolbarField label="From (IST)" type="date" value={from} onChange={setFrom} />
        <ToolbarField label="To (IST)" type="date" value={to} onChange={setTo} />
      </ListToolbar>
      <AdminTable
        caption="Activity"
        list={list}
        rowKey={(record) => record.id}
        emptyText="No activity found"
        columns={[
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
                onClick={() => setOpenId(record.id)}
                aria-label={`View details of ${auditRecordTitle(record)}`}
              >
                View
              </button>
            ),
          },
        ]}
      />
      <AuditRecordDetail record={open} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
