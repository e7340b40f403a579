import { auditActionLabels, type AuditRecord } from '#shared/admin/audit';
import { auditChangeText } from '#shared/admin/audit-format';
import { filtersNote } from '#lambdas/lib/audit-scope';
import { istDateTimeCell, toCsv, type CsvColumn } from '#lambdas/lib/csv';
import type { AuditFilter } from '#lambdas/data/audit-list';

// The Activity section's CSV (docs/admin.md "Activity (audit trail)"): every record the filters
// let through, one row each, its changes in one cell.

const auditColumns: CsvColumn<AuditRecord>[] = [
  { header: 'Time (IST)', value: (record) => istDateTimeCell(record.at) },
  { header: 'Person', value: (record) => record.actor.email },
  { header: 'Person ID', value: (record) => record.actor.sub },
  { header: 'Kind', value: (record) => record.kind },
  { header: 'Record ID', value: (record) => record.recordId },
  { header: 'Action', value: (record) => auditActionLabels[record.action] ?? record.action },
  { header: 'Changes', value: (record) => record.changes.map(auditChangeText).join('; ') },
  { header: 'Note', value: (record) => record.note },
  { header: 'Route', value: (record) => record.route },
];

export const auditCsv = (records: AuditRecord[]): string => toCsv(auditColumns, records);

/** What an export recorded in the trail says it held: how many rows, and its filters. */
export function auditExportNote(filter: AuditFilter, rows: number): string {
  return `CSV of ${rows} record${rows === 1 ? '' : 's'}; ${filtersNote({ ...filter })}`;
}
