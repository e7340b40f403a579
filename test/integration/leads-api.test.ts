import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import { requiredFieldsMessage, type CreatedResponse } from '#shared/forms/fields';
import type { LeadRequest } from '#shared/forms/lead';
import { estimateMvp } from '#shared/mvp-calculator';
import { getLeadById, listLeadsNewestFirst } from '#lambdas/data/leads';
import { getSiteSettings } from '#lambdas/data/site-content';
import { leadVisitorMailsPerDay } from '#lambdas/inbox/leads';
import { postJson } from '../support/client-ip';
import { mailsAbout } from '../support/outbox';
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

describe('the mails of an MVP estimate request', () => {
  it('mail the team the choices, the estimate, the name, e-mail and idea, and the visitor their estimate and what happens next', async () => {
    const lead = aLead({ projectIdea: 'A tele-physio app with video calls & <reminders>.' });
    const { status } = await postJson<CreatedResponse>('/api/leads', lead);
    expect(status).toBe(201);

    const companyEmail = (await getSiteSettings())!.companyEmail;
    const mails = await mailsAbout(lead.email);
    expect(mails).toHaveLength(2);
    const team = mails.find((mail) => mail.headers.to === companyEmail);
    const visitor = mails.find((mail) => mail.headers.to === lead.email);

    // (8000 + 2000 + 3500) × 1.4 × 1.3 × 1 = 24570 → $19,656 to $29,484, whatever the browser sent.
    expect(team!.headers['reply-to']).toBe(lead.email);
    expect(team!.subject).toBe('New MVP estimate request from Kavya Shetty: $19,656 - $29,484');
    for (const expected of [
      'Name: Kavya Shetty',
      `Email: ${lead.email}`,
      'Platform: Cross-Platform',
      'Features: User Authentication, Payment Integration',
      'Design: Standard',
      'Timeline: 3-6 months',
      'Estimate: $19,656 - $29,484 (3-6 months)',
      lead.projectIdea,
    ]) {
      expect(team!.text).toContain(expected);
    }
    expect(team!.html).toContain('A tele-physio app with video calls &amp; &lt;reminders&gt;.');

    expect(visitor!.subject).toContain('$19,656 - $29,484');
    expect(visitor!.text).toContain('Estimate: $19,656 - $29,484 (3-6 months)');
    expect(visitor!.text).toContain('within 24 hours');
    expect(visitor!.html).toContain('$19,656 - $29,484');
    // The address is not proven the visitor's: nothing they typed goes to it.
    expect(`${visitor!.text}${visitor!.html}`).not.toContain('tele-physio');
    expect(`${visitor!.text}${visitor!.html}`).not.toContain('Kavya');
  });

  it('mail the visitor at most leadVisitorMailsPerDay estimates a day, and the team every lead', async () => {
    const email = uniqueEmail('often');
    for (let attempt = 0; attempt < leadVisitorMailsPerDay + 1; attempt += 1) {
      expect((await postJson('/api/leads', aLead({ email }))).status).toBe(201);
    }
    const mails = await mailsAbout(email);
    expect(mails.filter((mail) => mail.headers.to === email)).toHaveLength(leadVisitorMailsPerDay);
    expect(mails.filter((mail) => mail.headers['reply-to'] === email)).toHaveLength(
      leadVisitorMailsPerDay + 1,
    );
    expect(await leadsFrom(email)).toHaveLength(leadVisitorMailsPerDay + 1);
  });

  it('send nothing for a lead that was refused', async () => {
    const lead = aLead({ name: ' ' });
    expect((await postJson('/api/leads', lead)).status).toBe(400);
    expect(await mailsAbout(lead.email)).toEqual([]);
  });
});
