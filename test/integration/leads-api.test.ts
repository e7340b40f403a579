import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import { requiredFieldsMessage, type CreatedResponse } from '#shared/forms/fields';
import type { LeadRequest } from '#shared/forms/lead';
import { estimateMvp } from '#shared/mvp-calculator';
import { getLeadById, listLeadsNewestFirst } from '#lambdas/data/leads';
import { postJson } from '../support/client-ip';
import { expectRateLimited } from '../support/rate-limit';

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const aLead = (overrides: Partial<LeadRequest> = {}): LeadRequest => ({
  name: 'Kavya Shetty',
  email: uniqueEmail('kavya'),
  projectIdea: 'A booking app for physiotherapy clinics across Karnataka.',
  selection: {
    platform: 'cross-platform',
    features: ['auth', 'payment'],
    design: 'standard',
    timeline: '3-6',
  },
  website: '',
  ...overrides,
});

const leadsFrom = async (email: string) =>
  (await listLeadsNewestFirst()).filter((lead) => lead.email === email);

describe('POST /api/leads', () => {
  it("stores the lead as 'new' with the selection and the estimate the server computed", async () => {
    const lead = aLead();
    // Whatever figures the browser shows, the stored estimate is the server's own.
    const { status, body } = await postJson<CreatedResponse>('/api/leads', {
      ...lead,
      estimate: { minCost: 1, maxCost: 2, duration: 'tomorrow' },
    });

    expect(status).toBe(201);
    const stored = await getLeadById(body.id);
    expect(stored).toMatchObject({
      id: body.id,
      name: 'Kavya Shetty',
      email: lead.email,
      projectIdea: lead.projectIdea,
      selection: lead.selection,
      status: 'new',
    });
    // (8000 + 2000 + 3500) × 1.4 × 1.3 × 1 = 24570 → 80% and 120%.
    expect(stored!.estimate).toEqual({ minCost: 19656, maxCost: 29484, duration: '3-6 months' });
    expect(stored!.estimate).toEqual(estimateMvp(lead.selection as never));
  });

  it("answers 400 'Please fill in all required fields' for a blank name, e-mail or project idea", async () => {
    const lead = aLead({ name: ' ', projectIdea: '' });
    const { status, body } = await postJson<ApiErrorBody>('/api/leads', lead);
    expect(status).toBe(400);
    expect(body.error).toBe(requiredFieldsMessage);
    expect(await leadsFrom(lead.email)).toEqual([]);
  });

  it('refuses a selection the calculator does not offer, storing nothing', async () => {
    const lead = aLead({
      selection: {
        platform: 'smartwatch',
        features: [],
        design: 'basic',
        timeline: '1-3',
      } as never,
    });
    const { status, body } = await postJson<ApiErrorBody>('/api/leads', lead);
    expect(status).toBe(400);
    expect(body.fieldErrors).toHaveProperty(['selection.platform']);
    expect(await leadsFrom(lead.email)).toEqual([]);
  });

  it('answers a filled honeypot like a success, but stores nothing', async () => {
    const lead = aLead({ website: 'spam' });
    const { status, body } = await postJson<CreatedResponse>('/api/leads', lead);
    expect(status).toBe(201);
    expect(await getLeadById(body.id)).toBeUndefined();
    expect(await leadsFrom(lead.email)).toEqual([]);
  });

  it('answers 429 once an address has used its quota', async () => {
    const lead = aLead();
    await expectRateLimited('lead', '/api/leads', () => lead);
    expect(await leadsFrom(lead.email)).toEqual([]);
  });
});
