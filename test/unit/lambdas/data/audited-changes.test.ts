import { describe, expect, it } from 'vitest';
import { changedFields, longTextLength } from '#lambdas/data/audited-changes';
import { auditSubjectOf } from '#lambdas/data/audited-writes';
import { auditActionOfRoute } from '#lambdas/lib/audit-scope';

describe('the fields an audited write changed', () => {
  it('gives money and states in full, and leaves out keys and save stamps', () => {
    const before = {
      pk: 'COURSE#aws',
      sk: 'COURSE',
      price: 1_499_900,
      status: 'draft',
      savedAt: 'a',
      updatedAt: 'a',
    };
    const after = { ...before, price: 1_999_900, savedAt: 'b', updatedAt: 'b', gsi1pk: 'x' };
    expect(changedFields(before, after, { kind: 'course' })).toEqual([
      { field: 'price', before: 1_499_900, after: 1_999_900 },
    ]);
  });

  it('notes a long text as changed instead of copying it, except in settings', () => {
    const long = 'x'.repeat(longTextLength + 1);
    expect(changedFields({ body: 'short' }, { body: long }, { kind: 'blog-post' })).toEqual([
      { field: 'body', note: 'changed (long text)' },
    ]);
    expect(changedFields({ address: 'short' }, { address: long }, { kind: 'settings' })).toEqual([
      { field: 'address', before: 'short', after: long },
    ]);
  });

  it('lists a new record’s fields as set and a deleted one’s as they were, prefixed when asked', () => {
    expect(
      changedFields(
        undefined,
        { code: 'NEW10', percent: 10 },
        { kind: 'coupon', prefix: 'coupon' },
      ),
    ).toEqual([
      { field: 'coupon.code', after: 'NEW10' },
      { field: 'coupon.percent', after: 10 },
    ]);
    expect(changedFields({ code: 'OLD' }, undefined, { kind: 'coupon' })).toEqual([
      { field: 'code', before: 'OLD' },
    ]);
  });

  it('compares sets and objects by value', () => {
    const before = { present: new Set(['b', 'a']), detail: { y: 1, x: 2 } };
    const after = { present: new Set(['a', 'b']), detail: { x: 2, y: 1 } };
    expect(changedFields(before, after, { kind: 'attendance' })).toEqual([]);
    expect(
      changedFields(before, { ...after, present: new Set(['a']) }, { kind: 'attendance' }),
    ).toEqual([{ field: 'present', before: ['a', 'b'], after: ['a'] }]);
  });

  it('notes fields whose new value could not be known', () => {
    expect(changedFields({ total: 3 }, { total: 3 }, { kind: 'x', unknown: ['total'] })).toEqual([
      { field: 'total', before: 3, note: 'changed' },
    ]);
  });
});

describe('the record a write is about', () => {
  it('names business records by kind and id', () => {
    expect(auditSubjectOf({ pk: 'COURSE#aws', sk: 'COURSE' })).toEqual({
      kind: 'course',
      recordId: 'aws',
    });
    expect(auditSubjectOf({ pk: 'COURSE#aws', sk: 'BATCH#weekend' })).toEqual({
      kind: 'batch',
      recordId: 'aws/weekend',
    });
    expect(auditSubjectOf({ pk: 'PAYMENT#NXT_1', sk: 'PAYMENT' })).toEqual({
      kind: 'payment',
      recordId: 'NXT_1',
    });
    expect(auditSubjectOf({ pk: 'SITE', sk: 'SETTINGS' })).toEqual({
      kind: 'settings',
      recordId: 'SETTINGS',
    });
    expect(auditSubjectOf({ pk: 'POST#edge', sk: 'POST' })).toEqual({
      kind: 'blog-post',
      recordId: 'edge',
    });
    expect(auditSubjectOf({ pk: 'SCHEDULE#aws', sk: 'ATTENDANCE#weekend#s1' })).toEqual({
      kind: 'attendance',
      recordId: 'aws/weekend#s1',
    });
    expect(auditSubjectOf({ pk: 'WAITLIST#aws#weekend', sk: 'ENTRY#0f3a' })).toEqual({
      kind: 'waiting-list-entry',
      recordId: 'aws#weekend/0f3a',
    });
  });

  it('leaves out what no person changes: the trail, counters, limits and index items', () => {
    for (const key of [
      { pk: 'AUDIT', sk: '2026#1' },
      { pk: 'RATE#contact#1.2.3.4', sk: '2026-11-27T10:00' },
      { pk: 'COUNTER#INVOICE', sk: 'FY2026-27' },
      { pk: 'COUPONS', sk: 'WELCOME10' },
      { pk: 'PAGE_RENDER#POST#edge', sk: 'PAGE_RENDER#POST' },
      { pk: 'PAGE_FILE#s3:site#blog/edge/index.html', sk: 'TURN' },
      { pk: 'NEXT_BATCH_TOKEN#9f86d0', sk: 'TOKEN' },
    ]) {
      expect(auditSubjectOf(key)).toBeUndefined();
    }
  });
});

describe('the action an admin route records', () => {
  it('follows the method and the route’s last word', () => {
    expect(auditActionOfRoute('GET /api/admin/courses')).toBeUndefined();
    expect(auditActionOfRoute('POST /api/admin/courses')).toBe('create');
    expect(auditActionOfRoute('PUT /api/admin/courses/{id}')).toBe('update');
    expect(auditActionOfRoute('PATCH /api/admin/contacts/{id}')).toBe('update');
    expect(auditActionOfRoute('DELETE /api/admin/coupons/{code}')).toBe('delete');
    expect(auditActionOfRoute('POST /api/admin/payments/{merchantTransactionId}/refund')).toBe(
      'refund',
    );
    expect(
      auditActionOfRoute('POST /api/admin/payments/{merchantTransactionId}/refund-request/decline'),
    ).toBe('decline');
    expect(auditActionOfRoute('POST /api/admin/certificates/{id}/revoke')).toBe('revoke');
    expect(auditActionOfRoute('POST /api/admin/courses/{id}/batches/{batchId}/completions')).toBe(
      'complete',
    );
  });
});
