import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuditRecord } from '#shared/admin/audit';
import type { AdminCouponCreate } from '#shared/admin/catalog-coupons';
import type { AdminPage } from '#shared/admin/lists';
import type { SettingsResponse } from '#shared/admin/settings';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { addDays, istDate } from '#shared/booking-slots';
import type { Coupon } from '#shared/content/schemas';
import {
  adminToken,
  asAdmin,
  callWithToken,
  createStaffUser,
  everyPage,
  idTokenOf,
} from '../support/admin-session';
import { subOf } from '../support/audit';
import { api } from '../support/api';
import { testAdmin } from '../support/local-stack-settings';
import { holdSiteSettings } from '../support/settings-lock';

// The owner's Activity API (decision 022, docs/admin.md "Activity (audit trail)"): the records
// real admin writes leave, newest first, filtered, paged and exported as CSV (the export itself
// recorded); nothing changes or deletes one; only owners read them.

// It changes the site settings and puts back what it read: one such file at a time.
holdSiteSettings();

const today = istDate(new Date());
const list = (query: Record<string, string>) =>
  `${apiPaths.adminAudit}?${new URLSearchParams({ from: today, limit: '200', ...query })}`;

async function auditPage(query: Record<string, string>): Promise<AuditRecord[]> {
  const { status, body } = await asAdmin<AdminPage<AuditRecord>>('GET', list(query));
  expect(status).toBe(200);
  return body.items;
}

let adminSub: string;
let couponCode: string;
let couponRecord: AuditRecord;
let settingsRecord: AuditRecord;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  adminSub = subOf(await adminToken());
  const coupon: AdminCouponCreate = {
    code: `audit${Date.now().toString(36)}`,
    description: 'Activity test',
    discountType: 'percent',
    discountValue: 5,
    validUntil: '2099-12-31',
    usageLimit: 1,
    minAmountRupees: null,
    applicableCourses: [],
    advertised: false,
  };
  const created = await asAdmin<Coupon>('POST', apiPaths.adminCoupons, coupon);
  expect(created.status).toBe(201);
  couponCode = created.body.code;
  cleanups.push(() =>
    asAdmin('DELETE', withPathParameters(apiPaths.adminCoupon, { code: couponCode })),
  );

  const { body } = await asAdmin<SettingsResponse>('GET', apiPaths.adminSettings);
  // What the form sends back: the settings without the server's own stamp.
  const settings: Record<string, unknown> = { ...body.settings };
  delete settings.updatedAt;
  cleanups.push(() => asAdmin('PUT', apiPaths.adminSettings, settings));
  const changed = await asAdmin('PUT', apiPaths.adminSettings, {
    ...settings,
    supportPhone: `+91 80 ${String(Date.now()).slice(-4)} 5555`,
  });
  expect(changed.status).toBe(200);

  const mine = await auditPage({ person: adminSub });
  couponRecord = mine.find((record) => record.kind === 'coupon' && record.recordId === couponCode)!;
  settingsRecord = mine.find((record) => record.kind === 'settings')!;
  expect(couponRecord).toMatchObject({ action: 'create', actor: { email: testAdmin.email } });
  expect(settingsRecord).toMatchObject({ action: 'update', actor: { sub: adminSub } });
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ids = (records: AuditRecord[]) => records.map((record) => record.id);

describe('GET /api/admin/audit', () => {
  it('lists the records newest first, the settings change above the coupon made before it', async () => {
    const records = await auditPage({});
    const times = records.map((record) => record.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(ids(records).indexOf(settingsRecord.id)).toBeLessThan(
      ids(records).indexOf(couponRecord.id),
    );
    expect(couponRecord.changes).toContainEqual(
      expect.objectContaining({ field: 'discountValue', after: 5 }),
    );
  });

  it('narrows by action, by kind, and by person as an e-mail in any case or as an id', async () => {
    const creates = await auditPage({ action: 'create' });
    expect(ids(creates)).toContain(couponRecord.id);
    expect(ids(creates)).not.toContain(settingsRecord.id);
    expect(creates.every((record) => record.action === 'create')).toBe(true);

    const coupons = await auditPage({ kind: 'coupon' });
    expect(ids(coupons)).toContain(couponRecord.id);
    expect(coupons.every((record) => record.kind === 'coupon')).toBe(true);

    const byEmail = await auditPage({ person: testAdmin.email.toUpperCase() });
    expect(ids(byEmail)).toEqual(expect.arrayContaining([couponRecord.id, settingsRecord.id]));
    expect(byEmail.every((record) => record.actor.email === testAdmin.email)).toBe(true);

    const someoneElse = await auditPage({ person: 'nobody-here@example.com' });
    expect(someoneElse).toEqual([]);
    expect(await auditPage({ person: 'no-such-sub' })).toEqual([]);
  });

  it('narrows by IST days, inclusive', async () => {
    expect(ids(await auditPage({ from: today, to: today }))).toContain(couponRecord.id);
    const yesterday = addDays(today, -1);
    expect(ids(await auditPage({ from: yesterday, to: yesterday }))).not.toContain(couponRecord.id);
    expect(ids(await auditPage({ from: addDays(today, 1) }))).toEqual([]);
  });

  it('pages with a cursor, every record exactly once', async () => {
    const query = { person: adminSub, from: today };
    const whole = await auditPage(query);
    expect(whole.length).toBeGreaterThanOrEqual(2);
    const paged = await everyPage<AuditRecord>(list({ ...query, limit: '1' }));
    expect(new Set(ids(paged)).size).toBe(paged.length);
    // Records made meanwhile by other tests are newer, so they can only add to the pages.
    expect(ids(paged)).toEqual(expect.arrayContaining(ids(whole)));
  });

  it('answers 400 to dates that do not exist, days out of order, an unknown action or cursor', async () => {
    const refused: Record<string, string>[] = [
      { from: '2026-02-30' },
      { from: today, to: addDays(today, -3) },
      { action: 'erase' },
      { cursor: 'not-a-cursor' },
    ];
    for (const query of refused) {
      const { status, body } = await asAdmin<{ error: string }>('GET', list(query));
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.error).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/admin/audit?format=csv', () => {
  it('downloads every filtered record under a header, and records the export itself', async () => {
    const token = await adminToken();
    const response = await fetch(`${inject('siteUrl')}${list({ kind: 'coupon', format: 'csv' })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="nexora-activity-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Time (IST),Person,Person ID,Kind,Record ID,Action,Changes,Note,Route');
    const row = lines.find((line) => line.includes(`,coupon,${couponCode},Created,`));
    expect(row).toContain(`${testAdmin.email},${adminSub}`);
    expect(row).toContain('discountValue: (none) → 5');
    expect(lines.slice(1).every((line) => line.includes(',coupon,'))).toBe(true);

    const [exported] = await auditPage({ kind: 'audit', action: 'export' });
    expect(exported).toMatchObject({
      actor: { sub: adminSub, email: testAdmin.email },
      note: expect.stringMatching(
        new RegExp(`^CSV of ${lines.length - 1} records?; Filters: kind=coupon, from=${today}$`),
      ) as string,
    });
  });
});

describe('an audit record', () => {
  it('cannot be changed or deleted through the API', async () => {
    const item = withPathParameters(`${apiPaths.adminAudit}/{id}`, { id: couponRecord.id });
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of [apiPaths.adminAudit, item]) {
        const { status } = await asAdmin(method, path, { note: 'rewritten', changes: [] });
        expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    const [after] = (await auditPage({ kind: 'coupon' })).filter(
      (record) => record.id === couponRecord.id,
    );
    expect(after).toEqual(couponRecord);
  });
});

describe('who may read the trail', () => {
  it('refuses every role but owner, as JSON and as CSV', async () => {
    for (const role of ['finance', 'content', 'sales']) {
      const user = await createStaffUser([role]);
      const token = await idTokenOf(user.email, user.password);
      for (const path of [list({}), list({ format: 'csv' })]) {
        expect((await callWithToken(token, 'GET', path)).status, `${role} ${path}`).toBe(403);
      }
    }
    expect((await api(list({}))).status).toBe(401);
  });
});
