import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuditRecord } from '#shared/admin/audit';
import type { SettingsResponse } from '#shared/admin/settings';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { Course } from '#shared/content/schemas';
import { adminToken, asAdmin } from '../support/admin-session';
import { auditRecordsAbout, subOf } from '../support/audit';
import { aDraftCourseForm } from '../support/catalog';
import { createTestCourse, paidCheckout, type CheckoutFixture } from '../support/checkout';
import { testAdmin } from '../support/local-stack-settings';
import { holdSiteSettings } from '../support/settings-lock';

// Decision 022: every admin write leaves one audit record in the same transaction, naming the
// person, the record, the action and each field from what to what; a write that does not happen
// leaves none.

// It changes the site settings and puts back what it read: one such file at a time.
holdSiteSettings();

let adminSub: string;
const cleanups: Array<() => Promise<void>> = [];
beforeAll(async () => {
  adminSub = subOf(await adminToken());
});
afterAll(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const byTheAdmin = { sub: expect.any(String) as string, email: testAdmin.email };

function changeOf(record: AuditRecord, field: string) {
  return record.changes.find(
    (change) => change.field === field || change.field.endsWith(`.${field}`),
  );
}

describe('a settings change', () => {
  it('leaves one record with the person and the field before and after', async () => {
    const since = new Date().toISOString();
    const { body } = await asAdmin<SettingsResponse>('GET', apiPaths.adminSettings);
    const settings: Partial<typeof body.settings> = { ...body.settings };
    delete settings.updatedAt;
    const before = settings.supportPhone;
    const phone = '+91 80 4444 5555';
    cleanups.push(async () => {
      await asAdmin('PUT', apiPaths.adminSettings, settings);
    });

    expect(
      (await asAdmin('PUT', apiPaths.adminSettings, { ...settings, supportPhone: phone })).status,
    ).toBe(200);

    const records = await auditRecordsAbout({ kind: 'settings', recordId: 'SETTINGS' }, since);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actor: byTheAdmin,
      action: 'update',
      route: `PUT ${apiPaths.adminSettings}`,
    });
    expect(records[0]!.actor.sub).toBe(adminSub);
    expect(changeOf(records[0]!, 'supportPhone')).toMatchObject({ before, after: phone });
  });
});

describe('a course', () => {
  it('records its creation, a price change with both prices, and its deletion', async () => {
    const since = new Date().toISOString();
    const form = aDraftCourseForm();
    const created = await asAdmin<Course>('POST', apiPaths.adminCourses, form);
    expect(created.status).toBe(201);
    const course = created.body;
    const path = withPathParameters(apiPaths.adminCourse, { id: course.id });
    const subject = { kind: 'course', recordId: course.slug };

    const [creation] = await auditRecordsAbout(subject, since);
    expect(creation).toMatchObject({ action: 'create', actor: byTheAdmin });
    expect(changeOf(creation!, 'title')).toMatchObject({ after: form.title });

    const repriced = new Date().toISOString();
    const updated = await asAdmin<Course>('PUT', path, { ...form, priceRupees: 17_999 });
    expect(updated.status).toBe(200);
    const priceRecords = await auditRecordsAbout(subject, repriced);
    expect(priceRecords).toHaveLength(1);
    expect(priceRecords[0]).toMatchObject({ action: 'update', actor: byTheAdmin });
    expect(changeOf(priceRecords[0]!, 'pricePaise')).toEqual(
      expect.objectContaining({ before: course.pricePaise, after: 1_799_900 }),
    );

    const deleted = new Date().toISOString();
    expect((await asAdmin('DELETE', path)).status).toBe(204);
    const deletion = await auditRecordsAbout(subject, deleted);
    expect(deletion.map((record) => record.action)).toEqual(['delete']);
    expect(changeOf(deletion[0]!, 'pricePaise')).toMatchObject({ before: 1_799_900 });
  });

  it('leaves no record for a write that is refused', async () => {
    const since = new Date().toISOString();
    const form = aDraftCourseForm();
    const created = await asAdmin<Course>('POST', apiPaths.adminCourses, form);
    expect(created.status).toBe(201);
    cleanups.push(async () => {
      await asAdmin('DELETE', withPathParameters(apiPaths.adminCourse, { id: created.body.id }));
    });

    // The slug is taken: the course's conditional put fails, and so does its record.
    const again = await asAdmin('POST', apiPaths.adminCourses, form);
    expect(again.status).toBe(409);

    const records = await auditRecordsAbout({ kind: 'course', recordId: created.body.slug }, since);
    expect(records.map((record) => record.action)).toEqual(['create']);
  });
});

describe('a refund', () => {
  let fixture: CheckoutFixture;
  beforeAll(async () => {
    fixture = await createTestCourse({ seats: 10, pricePaise: 1_999_900 });
    cleanups.push(() => fixture.cleanup());
  });

  it('leaves one record of the payment moving to refunding, by the person who refunded', async () => {
    const { merchantTransactionId } = await paidCheckout(fixture);
    const since = new Date().toISOString();

    const answer = await asAdmin(
      'POST',
      withPathParameters(apiPaths.adminPaymentRefund, { merchantTransactionId }),
      {
        reason: 'Learner moved abroad',
      },
    );
    expect(answer.status).toBe(200);

    const records = await auditRecordsAbout(
      { kind: 'payment', recordId: merchantTransactionId },
      since,
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ action: 'refund', actor: byTheAdmin });
    expect(changeOf(records[0]!, 'state')).toMatchObject({ before: 'COMPLETED' });
  });
});

describe('a CSV export', () => {
  it('is recorded with the person and the filters', async () => {
    const since = new Date().toISOString();
    const response = await fetch(
      `${inject('siteUrl')}${apiPaths.adminPayments}?format=csv&status=REFUNDED`,
      {
        headers: { authorization: `Bearer ${await adminToken()}` },
      },
    );
    expect(response.status).toBe(200);
    await response.text();

    const records = await auditRecordsAbout({ kind: 'payment', recordId: 'csv' }, since);
    expect(records).toMatchObject([
      { action: 'export', actor: byTheAdmin, note: 'Filters: status=REFUNDED' },
    ]);
  });
});
