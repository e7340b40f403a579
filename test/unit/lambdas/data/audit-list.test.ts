import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '#shared/admin/audit';
import { auditChangeText, auditValueText } from '#shared/admin/audit-format';
import { auditSortKeyRange, matchesAuditFilter } from '#lambdas/data/audit-list';
import { ValidationError } from '#lambdas/lib/errors';
import { auditCsv, auditExportNote } from '#lambdas/site/audit-trail-export';

// Reading the audit trail (decision 022): IST days as sort-key bounds, paging on from a cursor,
// the filters read keys cannot apply, and how a record reads in the CSV.

describe('auditSortKeyRange', () => {
  it('spans IST days inclusive: from 00:00 IST of the first to 00:00 IST after the last', () => {
    expect(auditSortKeyRange({ from: '2026-11-01', to: '2026-11-02' })).toEqual({
      low: '2026-10-31T18:30:00.000Z',
      high: '2026-11-02T18:30:00.000Z',
    });
  });

  it('keeps a record made at 23:59 IST on the last day and leaves out one made at midnight after', () => {
    const { low, high } = auditSortKeyRange({ from: '2026-11-02', to: '2026-11-02' })!;
    const inRange = (sortKey: string) => sortKey >= low && sortKey <= high;
    expect(inRange('2026-11-02T18:29:59.999Z#01JD')).toBe(true);
    expect(inRange('2026-11-01T18:30:00.000Z#01JD')).toBe(true);
    expect(inRange('2026-11-02T18:30:00.000Z#01JD')).toBe(false);
    expect(inRange('2026-11-01T18:29:59.999Z#01JD')).toBe(false);
  });

  it('is open at either end without dates', () => {
    const { low, high } = auditSortKeyRange({})!;
    expect('2019-01-01T00:00:00.000Z#A' > low && '2099-12-31T23:59:59.999Z#Z' < high).toBe(true);
  });

  it('pages on below the cursor’s record, and is empty when the cursor is before the first day', () => {
    const after = '2026-11-02T10:00:00.000Z#01JDZ';
    expect(auditSortKeyRange({ from: '2026-11-01', to: '2026-11-05' }, after)?.high).toBe(after);
    expect(auditSortKeyRange({ from: '2026-11-03' }, after)).toBeUndefined();
    // A cursor newer than the last day leaves the day's end as the bound.
    expect(auditSortKeyRange({ to: '2026-11-01' }, after)?.high).toBe('2026-11-01T18:30:00.000Z');
  });

  it('answers 400 to days out of order and to dates that do not exist', () => {
    expect(() => auditSortKeyRange({ from: '2026-11-05', to: '2026-11-01' })).toThrow(
      ValidationError,
    );
    expect(() => auditSortKeyRange({ from: '2026-02-30' })).toThrow(ValidationError);
    expect(() => auditSortKeyRange({ to: '2026-13-01' })).toThrow(ValidationError);
  });
});

const record: AuditRecord = {
  id: '01JDZ',
  at: '2026-11-02T10:00:00.000Z',
  actor: { sub: 'sub-1', email: 'Asha@Example.com' },
  kind: 'coupon',
  recordId: 'WELCOME10',
  action: 'update',
  route: 'PUT /api/admin/coupons/{code}',
  changes: [
    { field: 'discountValue', before: 10, after: 15 },
    { field: 'description', note: 'changed (long text)' },
  ],
};

describe('matchesAuditFilter', () => {
  it('matches a person’s e-mail whatever its case', () => {
    expect(matchesAuditFilter(record, { person: 'asha@example.COM' })).toBe(true);
    expect(matchesAuditFilter(record, { person: 'ravi@example.com' })).toBe(false);
  });

  it('narrows by kind and by action', () => {
    expect(matchesAuditFilter(record, { kind: 'coupon', action: 'update' })).toBe(true);
    expect(matchesAuditFilter(record, { kind: 'course' })).toBe(false);
    expect(matchesAuditFilter(record, { action: 'delete' })).toBe(false);
  });

  it('leaves a person’s id to the index it is read from', () => {
    expect(matchesAuditFilter(record, { person: 'sub-1' })).toBe(true);
  });
});

describe('an audit record as text', () => {
  it('writes values plainly and an absent one as (none)', () => {
    expect(auditValueText(249900)).toBe('249900');
    expect(auditValueText(undefined)).toBe('(none)');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    expect(auditChangeText({ field: 'status', before: 'new', after: 'contacted' })).toBe(
      'status: new → contacted',
    );
  });

  it('is one CSV row under the header, times in IST, changes joined', () => {
    const lines = auditCsv([record]).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Time (IST),Person,Person ID,Kind,Record ID,Action,Changes,Note,Route');
    expect(lines[1]).toBe(
      '2026-11-02 15:30,Asha@Example.com,sub-1,coupon,WELCOME10,Changed,discountValue: 10 → 15; description: changed (long text),,PUT /api/admin/coupons/{code}',
    );
  });

  it('notes an export’s filters and size', () => {
    expect(auditExportNote({ action: 'refund', from: '2026-11-01' }, 3)).toBe(
      'CSV of 3 records; Filters: action=refund, from=2026-11-01',
    );
    expect(auditExportNote({}, 1)).toBe('CSV of 1 record; No filters');
  });
});
