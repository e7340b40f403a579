import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import { contactMessages, type ContactRequest } from '#shared/forms/contact';
import { requiredFieldsMessage, type CreatedResponse } from '#shared/forms/fields';
import {
  getContactSubmissionById,
  listContactSubmissionsNewestFirst,
} from '#lambdas/data/contact-submissions';
import { getSiteSettings } from '#lambdas/data/site-content';
import { apiFrom, postJson, uniqueClientIp } from '../support/client-ip';
import { mailsAbout } from '../support/outbox';
import { clearRateLimits, expectRateLimited } from '../support/rate-limit';

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const aMessage = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  name: 'Asha Rao',
  email: uniqueEmail('asha'),
  company: 'Annapurna Foods',
  service: 'mobile-development',
  phone: '0091 98450 12345',
  message: 'We would like a delivery app for our 40 outlets in Bengaluru.',
  website: '',
  ...overrides,
});

const submissionsFrom = async (email: string) =>
  (await listContactSubmissionsNewestFirst()).filter((submission) => submission.email === email);

describe('POST /api/contact', () => {
  it("stores the message as 'new' from the 'Website' and answers 201 with its id", async () => {
    const message = aMessage({ name: '  Asha Rao  ', email: uniqueEmail('Asha.Mixed') });
    const { status, body } = await postJson<CreatedResponse>('/api/contact', message);

    expect(status).toBe(201);
    const stored = await getContactSubmissionById(body.id);
    expect(stored).toMatchObject({
      id: body.id,
      name: 'Asha Rao',
      email: message.email.toLowerCase(),
      company: 'Annapurna Foods',
      service: 'mobile-development',
      phone: '9845012345',
      message: message.message,
      status: 'new',
      source: 'Website',
    });
    expect(Date.now() - Date.parse(stored!.createdAt)).toBeLessThan(60_000);
  });

  it('leaves blank optional fields out of the stored item', async () => {
    const message = aMessage({ company: '  ', service: '' as never, phone: '' });
    const { body } = await postJson<CreatedResponse>('/api/contact', message);
    const stored = await getContactSubmissionById(body.id);
    expect(stored).not.toHaveProperty('company');
    expect(stored).not.toHaveProperty('service');
    expect(stored).not.toHaveProperty('phone');
  });

  it('e-mails the company the message, with Reply-To set to the sender', async () => {
    const message = aMessage();
    expect((await postJson('/api/contact', message)).status).toBe(201);

    const [mail, ...others] = await mailsAbout(message.email);
    expect(others).toEqual([]);
    expect(mail!.headers.to).toBe((await getSiteSettings())!.companyEmail);
    expect(mail!.headers['reply-to']).toBe(message.email);
    expect(mail!.subject).toBe('New enquiry from Asha Rao about Mobile Development');
    expect(mail!.text).toContain(message.message);
    expect(mail!.text).toContain('Phone: 9845012345');
    expect(mail!.html).toContain('Annapurna Foods');
  });

  it("answers 400 'Please fill in all required fields' for a blank name, email and message, and stores nothing", async () => {
    const { status, body } = await postJson<ApiErrorBody>(
      '/api/contact',
      aMessage({ name: '   ', email: '', message: '\n' }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: requiredFieldsMessage,
      fieldErrors: {
        name: requiredFieldsMessage,
        email: requiredFieldsMessage,
        message: requiredFieldsMessage,
      },
    });
  });

  it('refuses a blank message from a valid sender without storing or mailing anything', async () => {
    const message = aMessage({ message: '   ' });
    const { status, body } = await postJson<ApiErrorBody>('/api/contact', message);
    expect(status).toBe(400);
    expect(body.error).toBe(requiredFieldsMessage);
    expect(await submissionsFrom(message.email)).toEqual([]);
    expect(await mailsAbout(message.email)).toEqual([]);
  });

  it('refuses an invalid e-mail address, an unknown service and a body that is not JSON', async () => {
    const badEmail = await postJson<ApiErrorBody>('/api/contact', aMessage({ email: 'asha@' }));
    expect(badEmail).toEqual({
      status: 400,
      body: {
        error: 'Please enter a valid email address',
        fieldErrors: { email: 'Please enter a valid email address' },
      },
    });
    const message = aMessage({ service: 'plumbing' as never });
    expect((await postJson('/api/contact', message)).status).toBe(400);
    expect(await submissionsFrom(message.email)).toEqual([]);
    const notJson = await apiFrom(uniqueClientIp(), '/api/contact', { rawBody: '{name:' });
    expect(notJson.status).toBe(400);
  });

  it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
    const message = aMessage({ website: 'https://spam.example' });
    const { status, body } = await postJson<CreatedResponse>('/api/contact', message);
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(await getContactSubmissionById(body.id)).toBeUndefined();
    expect(await submissionsFrom(message.email)).toEqual([]);
    expect(await mailsAbout(message.email)).toEqual([]);
  });

  it('answers 429 with the rate-limit message once an address has used its quota, and only that address', async () => {
    const message = aMessage();
    const limitedIp = await expectRateLimited('contact', '/api/contact', () => message);
    expect(await submissionsFrom(message.email)).toEqual([]);
    expect((await postJson('/api/contact', message)).status).toBe(201);

    await clearRateLimits('contact', [limitedIp]);
    expect((await apiFrom(limitedIp, '/api/contact', { body: message })).status).toBe(201);
  });

  it("keeps the spec's success text for the form to show", () => {
    expect(contactMessages.success).toBe(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
  });
});
