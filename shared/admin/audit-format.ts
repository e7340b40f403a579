import type { AuditChange } from './audit';

// How an audit record's changes read, the same in the Activity section and in its CSV export
// (decision 022): a value as written, a change as "field: before → after".

/** Said for a value that was not there: a field added by the change, or removed by it. */
export const auditNoValue = '(none)';

/** A stored value as text: strings as they are, numbers (paise) and flags plainly, the rest as JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return auditNoValue;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'price: 249900 → 199900', or 'description: changed (long text)' when a note stands for the values. */
export function auditChangeText(change: AuditChange): string {
  if (change.note) return `${change.field}: ${change.note}`;
  return `${change.field}: ${auditValueText(change.before)} → ${auditValueText(change.after)}`;
}
