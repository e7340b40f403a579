import { auditActionLabels, type AuditRecord } from '#shared/admin/audit';
import { auditValueText } from '#shared/admin/audit-format';
import { Modal } from '#web/components/modal';
import { DetailList } from '../../kit/detail-list';
import { formatDateTime } from '../../kit/format';
import { ColumnHeaders } from '../../kit/column-headers';

/** What a record says of itself: "Refunded payment T123". */
export const auditRecordTitle = (record: AuditRecord) =>
  `${auditActionLabels[record.action]} ${record.kind} ${record.recordId}`;

/** One audit record: who, when, what, and each field's value before and after. */
export function AuditRecordDetail({
  record,
  onClose,
}: {
  record: AuditRecord | undefined;
  onClose: () => void;
}) {
  return (
    <Modal open={Boolean(record)} onClose={onClose} title={record ? auditRecordTitle(record) : ''}>
      {record && (
        <div className="space-y-6">
          <DetailList
            entries={[
              ['Time', formatDateTime(record.at)],
              ['Person', record.actor.email],
              ['Person ID', record.actor.sub],
              ['Action', auditActionLabels[record.action]],
              ['Kind', record.kind],
              ['Record ID', record.recordId],
              ['Route', record.route],
              ['Note', record.note],
            ]}
          />
          <AuditChanges record={record} />
        </div>
      )}
    </Modal>
  );
}

function AuditChanges({ record }: { record: AuditRecord }) {
  if (record.changes.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">No fields changed.</p>;
  }
  const cell = 'px-3 py-2 align-top break-words whitespace-pre-wrap';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="min-w-full table-fixed divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <caption className="sr-only">Changes</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-950 dark:text-slate-300">
          <ColumnHeaders
            columns={['Field', 'Before', 'After'].map((header) => ({
              header,
              className: 'px-3 py-2',
            }))}
          />
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {record.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className={`${cell} font-mono text-xs font-medium`}>
                {change.field}
              </th>
              {change.note ? (
                <td colSpan={2} className={`${cell} text-slate-600 italic dark:text-slate-300`}>
                  {change.note}
                </td>
              ) : (
                <>
                  <td className={cell}>{auditValueText(change.before)}</td>
                  <td className={cell}>{auditValueText(change.after)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
