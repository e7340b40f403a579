import { describe, expect, it } from 'vitest';
import { fallbackSettings } from '#shared/content/fallback/site';
import type { Lead } from '#shared/forms/lead';
import { estimateMvp, formatEstimateRange } from '#shared/mvp-calculator';
import { leadConfirmationMail, leadNotificationMail } from '#lambdas/inbox/lead-mails';

const selection = {
  platform: 'ios',
  features: ['chat', 'geolocation'],
  design: 'premium',
  timeline: '1-3',
} as const satisfies Lead['selection'];

const lead: Lead = {
  id: '01JDLEAD',
  name: 'Rohan <Mehta>',
  email: 'rohan@example.com',
  projectIdea: 'Ride sharing for college campuses & hostels.',
  selection: { ...selection, features: [...selection.features] },
  // (8000 + 4000 + 2000) × 1.2 × 1.6 × 1.2 = 32256 → 25805 to 38707.
  estimate: estimateMvp({ ...selection, features: [...selection.features] })!,
  status: 'new',
  createdAt: '2026-11-27T04:30:00.000Z',
};

describe('the estimate range', () => {
  it('reads as the calculator shows it, in US dollars without decimals', () => {
    expect(lead.estimate).toEqual({ minCost: 25805, maxCost: 38707, duration: '1-3 months' });
    expect(formatEstimateRange(lead.estimate)).toBe('$25,805 - $38,707');
  });
});

describe('the MVP lead mail to the team', () => {
  const mail = leadNotificationMail(lead, fallbackSettings);

  it('goes to the company, answering the visitor, with the estimate in its subject', () => {
    expect(mail.to).toEqual([fallbackSettings.companyEmail]);
    expect(mail.replyTo).toBe('rohan@example.com');
    expect(mail.subject).toBe('New MVP estimate request from Rohan <Mehta>: $25,805 - $38,707');
  });

  it('lists every choice by its label, the estimate, who asked and the idea, escaped in HTML', () => {
    for (const line of [
      'Name: Rohan <Mehta>',
      'Email: rohan@example.com',
      'Platform: iOS App',
      'Features: Real-time Chat, Geolocation',
      'Design: Premium',
      'Timeline: 1-3 months',
      'Estimate: $25,805 - $38,707 (1-3 months)',
      'Received: 27 Nov 2026, 10:00 am IST',
      'Project idea:\nRide sharing for college campuses & hostels.',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Rohan &lt;Mehta&gt;');
    expect(mail.html).toContain('campuses &amp; hostels');
  });
});

describe('the MVP lead mail to the visitor', () => {
  const mail = leadConfirmationMail(lead, fallbackSettings);

  it('gives the estimate they saw and what happens next', () => {
    expect(mail.to).toEqual(['rohan@example.com']);
    expect(mail.replyTo).toBe(fallbackSettings.companyEmail);
    expect(mail.subject).toContain('$25,805 - $38,707');
    expect(mail.text).toContain('Estimate: $25,805 - $38,707 (1-3 months)');
    expect(mail.text).toContain('Features: Real-time Chat, Geolocation');
    expect(mail.text).toContain('within 24 hours');
  });

  it('says "None" when no feature was chosen', () => {
    const bare = leadConfirmationMail(
      { ...lead, selection: { ...lead.selection, features: [] } },
      fallbackSettings,
    );
    expect(bare.text).toContain('Features: None');
  });

  it('carries nothing the visitor typed, since the address is not proven theirs', () => {
    expect(`${mail.text}${mail.html}`).not.toMatch(/Rohan|Ride sharing/);
  });
});
