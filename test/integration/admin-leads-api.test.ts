import { describe, expect, it } from 'vitest';
import { adminLeadMessages, type AdminLead, type AdminLeadUpdate } from '#shared/admin/leads';
import type { AdminPage } from '#shared/admin/lists';
import type { ApiErrorBody } from '#shared/api/content';
import type { CreatedResponse } from '#shared/forms/fields';
import type { LeadRequest } from '#shared/forms/lead';
import { estimateMvp } from '#shared/mvp-calculator';
import { asAdmin, everyPage } from '../support/admin-session';
import { postJson } from '../support/client-ip';

// Design §7 and docs/admin.md: the MVP calculator's leads reach the admin, who tracks each one.

const uniqueTag = () => `zl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const selection: LeadRequest['selection'] = {
  platform: 'web',
  features: ['auth', 'dashboard'],
  design: 'premium',
  timeline: '1-3',
};

async function submitLead(tag: string) {
  const lead: LeadRequest = {
    name: `Kavya Shetty ${tag}`,
    email: `kavya.${tag}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    projectIdea: `Clinic bookings ${tag}`,
    selection,
    website: '',
  };
  const { status, body } = await postJson<CreatedResponse>('/api/leads', lead);
  expect(status).toBe(201);
  return body.id;
}

const patch = (id: string, update: AdminLeadUpdate) =>
  asAdmin<AdminLead & ApiErrorBody>('PATCH', `/api/admin/leads/${id}`, update);

describe('GET /api/admin/leads', () => {
  it('lists leads newest first with their selection and estimate, searched and paged', async () => {
    const tag = uniqueTag();
    const older = await submitLead(tag);
    const newer = await submitLead(tag);
    await submitLead(uniqueTag());

    const found = await everyPage<AdminLead>(`/api/admin/leads?q=${tag.toUpperCase()}&limit=1`);

    expect(found.map((lead) => lead.id)).toEqual([newer, older]);
    expect(found[0]).toMatchObject({
      name: `Kavya Shetty ${tag}`,
      status: 'new',
      selection,
      estimate: estimateMvp(selection),
    });
  });

  it('filters by status', async () => {
    const tag = uniqueTag();
    const won = await submitLead(tag);
    await submitLead(tag);
    expect((await patch(won, { status: 'won' })).status).toBe(200);

    const { body } = await asAdmin<AdminPage<AdminLead>>(
      'GET',
      `/api/admin/leads?q=${tag}&status=won`,
    );

    expect(body.items.map((lead) => lead.id)).toEqual([won]);
  });
});

describe('GET, PATCH and DELETE /api/admin/leads/{id}', () => {
  it('reads a lead, records status and notes, then deletes it', async () => {
    const id = await submitLead(uniqueTag());

    expect((await asAdmin<AdminLead>('GET', `/api/admin/leads/${id}`)).body.status).toBe('new');
    const updated = await patch(id, { status: 'qualified', notes: 'Budget confirmed.' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, status: 'qualified', notes: 'Budget confirmed.' });

    expect((await asAdmin('DELETE', `/api/admin/leads/${id}`)).status).toBe(204);
    expect(await asAdmin('GET', `/api/admin/leads/${id}`)).toEqual({
      status: 404,
      body: { error: adminLeadMessages.notFound },
    });
  });

  it('answers 400 for a status leads do not have', async () => {
    const id = await submitLead(uniqueTag());

    const { status, body } = await patch(id, { status: 'shortlisted' as never });

    expect(status).toBe(400);
    expect(body.fieldErrors?.status).toBe(
      'Status must be one of: new, contacted, qualified, won, lost',
    );
  });
});
