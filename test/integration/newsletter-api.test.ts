import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '#shared/admin/dashboard';
import type { AdminPage } from '#shared/admin/lists';
import type { ApiErrorBody } from '#shared/api/content';
import {
  newsletterMessages,
  type NewsletterLinkResponse,
  type NewsletterResponse,
  type NewsletterSubscriber,
} from '#shared/forms/newsletter';
import { getSubscriberByEmail, putNewsletterToken } from '#lambdas/data/newsletter-subscribers';
import { newLinkToken } from '#lambdas/lib/link-token';
import { newsletterConfirmMailsPerDay } from '#lambdas/inbox/newsletter';
import { asAdmin } from '../support/admin-session';
import { apiFrom, postJson, uniqueClientIp } from '../support/client-ip';
import { mailsAbout, type OutboxMail } from '../support/outbox';
import { expectRateLimited } from '../support/rate-limit';
import { postRaw } from '../support/raw-request';

// The newsletter's double opt-in (docs/product.md §4 Newsletter subscriber): one answer for every
// sign-up, a confirmation link by mail, and an unsubscribe link in every newsletter mail.

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const signUp = (email: string, extra: Record<string, string> = {}) =>
  apiFrom<NewsletterResponse>(uniqueClientIp(), '/api/newsletter', { body: { email, ...extra } });

const confirmationMails = async (email: string) =>
  (await mailsAbout(email)).filter((mail) => mail.subject.startsWith('Please confirm'));

/** The token of the mail's link to `path` (its text twin). */
function linkIn(mail: OutboxMail, path: string): URL {
  const found = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`));
  expect(found, `a ${path} link in "${mail.subject}"`).not.toBeNull();
  return new URL(found![0]);
}
const tokenOf = (mail: OutboxMail, path: string) => linkIn(mail, path).searchParams.get('token')!;

const confirm = (token: string) =>
  postJson<NewsletterLinkResponse | ApiErrorBody>('/api/newsletter/confirm', { token });
const unsubscribe = (token: string) =>
  postJson<NewsletterLinkResponse | ApiErrorBody>('/api/newsletter/unsubscribe', { token });

async function signUpAndConfirm(email: string): Promise<OutboxMail> {
  await signUp(email);
  const [mail] = await confirmationMails(email);
  expect((await confirm(tokenOf(mail!, '/newsletter/confirm'))).status).toBe(200);
  return mail!;
}

const adminList = async (query: string) => {
  const { status, body } = await asAdmin<AdminPage<NewsletterSubscriber>>(
    'GET',
    `/api/admin/subscribers?${query}`,
  );
  expect(status).toBe(200);
  return body.items;
};

describe('POST /api/newsletter', () => {
  it('answers 202 with one message and stores a new address as pending, with its source', async () => {
    const email = uniqueEmail('reader');
    const { status, body } = await signUp(email, { name: 'Vikram', source: 'footer' });

    expect(status).toBe(202);
    expect(body).toEqual({ message: newsletterMessages.success });
    expect(await getSubscriberByEmail(email)).toMatchObject({
      email,
      name: 'Vikram',
      source: 'footer',
      status: 'pending',
    });
  });

  it('answers a second sign-up of a pending address, and of a confirmed one, exactly like the first', async () => {
    const pending = uniqueEmail('twice');
    const confirmed = uniqueEmail('known');
    await signUpAndConfirm(confirmed);

    const first = await signUp(pending);
    const again = await signUp(pending.toUpperCase());
    const ofConfirmed = await signUp(confirmed);

    expect(again).toEqual(first);
    expect(ofConfirmed).toEqual(first);
    expect((await getSubscriberByEmail(confirmed))?.status).toBe('confirmed');
  });

  it('mails a pending address a fresh link on each sign-up, up to the daily limit, and a confirmed one nothing new', async () => {
    const email = uniqueEmail('resend');
    for (let attempt = 0; attempt < newsletterConfirmMailsPerDay + 2; attempt += 1) {
      expect((await signUp(email)).status).toBe(202);
    }
    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(newsletterConfirmMailsPerDay);
    expect(new Set(mails.map((mail) => tokenOf(mail, '/newsletter/confirm'))).size).toBe(
      newsletterConfirmMailsPerDay,
    );

    const confirmed = uniqueEmail('settled');
    await signUpAndConfirm(confirmed);
    const before = (await mailsAbout(confirmed)).length;
    await signUp(confirmed);
    expect(await mailsAbout(confirmed)).toHaveLength(before);
  });

  it('mails a link to confirm, with an unsubscribe link and List-Unsubscribe one-click, and nothing the visitor typed', async () => {
    const email = uniqueEmail('mailed');
    await signUp(email, { name: 'Mallory <b>' });
    const [mail] = await confirmationMails(email);

    expect(mail!.headers.to).toBe(email);
    expect(linkIn(mail!, '/newsletter/confirm').pathname).toBe('/newsletter/confirm');
    expect(mail!.html).toContain('href="http');
    expect(mail!.html).toContain('/newsletter/unsubscribe?token=');
    expect(tokenOf(mail!, '/newsletter/unsubscribe')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(`${mail!.text}${mail!.html}`).not.toContain('Mallory');
  });

  it('refuses an invalid e-mail with 400 and stores nothing', async () => {
    const { status, body } = await postJson<ApiErrorBody>('/api/newsletter', {
      email: 'reader-at-example.com',
    });
    expect(status).toBe(400);
    expect(body.error).toBe('Please enter a valid email address');
    expect(await getSubscriberByEmail('reader-at-example.com')).toBeUndefined();
  });

  it('answers a filled honeypot like any sign-up, but stores and mails nothing', async () => {
    const email = uniqueEmail('bot');
    const { status, body } = await signUp(email, { website: 'x' });
    expect(status).toBe(202);
    expect(body).toEqual({ message: newsletterMessages.success });
    expect(await getSubscriberByEmail(email)).toBeUndefined();
    expect(await mailsAbout(email)).toEqual([]);
  });

  it('answers 429 once an address has used its quota', async () => {
    const email = uniqueEmail('limited');
    await expectRateLimited('newsletter', '/api/newsletter', () => ({ email }));
    expect(await getSubscriberByEmail(email)).toBeUndefined();
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms the address from the mailed link, welcomes it once, and answers the same when opened again', async () => {
    const email = uniqueEmail('confirming');
    await signUp(email);
    const [mail] = await confirmationMails(email);
    const token = tokenOf(mail!, '/newsletter/confirm');

    expect(await confirm(token)).toEqual({ status: 200, body: { status: 'confirmed' } });
    expect(await getSubscriberByEmail(email)).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(String),
    });
    expect(await confirm(token)).toEqual({ status: 200, body: { status: 'confirmed' } });

    const welcomes = (await mailsAbout(email)).filter((sent) => sent.subject.startsWith('Welcome'));
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(tokenOf(welcomes[0]!, '/newsletter/unsubscribe')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 404 for a token that was never issued, and 400 for one that is malformed', async () => {
    expect(await confirm(newLinkToken().token)).toEqual({
      status: 404,
      body: { error: newsletterMessages.linkInvalid },
    });
    const malformed = await confirm('not-a-token');
    expect(malformed.status).toBe(400);
    expect((malformed.body as ApiErrorBody).fieldErrors?.token).toBe(
      newsletterMessages.linkInvalid,
    );
  });

  it('answers 410 for an expired link and leaves the address pending', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    const { token, hash } = newLinkToken();
    await putNewsletterToken(hash, {
      email,
      purpose: 'confirm',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });

    expect(await confirm(token)).toEqual({
      status: 410,
      body: { error: newsletterMessages.linkExpired },
    });
    expect((await getSubscriberByEmail(email))?.status).toBe('pending');
  });

  it('does not take an unsubscribe token as a confirmation', async () => {
    const email = uniqueEmail('crossed');
    await signUp(email);
    const [mail] = await confirmationMails(email);
    const { status } = await confirm(tokenOf(mail!, '/newsletter/unsubscribe'));
    expect(status).toBe(404);
    expect((await getSubscriberByEmail(email))?.status).toBe('pending');
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes from the link in a mail, without signing in', async () => {
    const email = uniqueEmail('leaving');
    const mail = await signUpAndConfirm(email);

    expect(await unsubscribe(tokenOf(mail, '/newsletter/unsubscribe'))).toEqual({
      status: 200,
      body: { status: 'unsubscribed' },
    });
    expect(await getSubscriberByEmail(email)).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(String),
    });
  });

  it("takes a mail client's one-click POST to the List-Unsubscribe address", async () => {
    const email = uniqueEmail('oneclick');
    const mail = await signUpAndConfirm(email);
    const oneClick = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));

    const answer = await postRaw(
      `${oneClick.pathname}${oneClick.search}`,
      'List-Unsubscribe=One-Click',
      {
        contentType: 'application/x-www-form-urlencoded',
      },
    );
    expect(answer.status).toBe(200);
    expect((await getSubscriberByEmail(email))?.status).toBe('unsubscribed');
  });

  it('still unsubscribes from a link past its expiry, as long as the token is kept', async () => {
    const email = uniqueEmail('old-link');
    await signUpAndConfirm(email);
    const { token, hash } = newLinkToken();
    await putNewsletterToken(hash, {
      email,
      purpose: 'unsubscribe',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await unsubscribe(token)).status).toBe(200);
    expect((await getSubscriberByEmail(email))?.status).toBe('unsubscribed');
  });

  it('answers 404 for an unknown token', async () => {
    expect(await unsubscribe(newLinkToken().token)).toEqual({
      status: 404,
      body: { error: newsletterMessages.linkInvalid },
    });
  });

  it('asks an unsubscribed address that signs up again to confirm once more', async () => {
    const email = uniqueEmail('returning');
    const mail = await signUpAndConfirm(email);
    await unsubscribe(tokenOf(mail, '/newsletter/unsubscribe'));

    expect((await signUp(email)).status).toBe(202);
    expect((await getSubscriberByEmail(email))?.status).toBe('pending');
    expect(await confirmationMails(email)).toHaveLength(2);
  });
});

describe('GET /api/admin/subscribers', () => {
  it('lists pending and confirmed addresses by status, so an unconfirmed one never counts as confirmed', async () => {
    const pending = uniqueEmail('listed-pending');
    const confirmed = uniqueEmail('listed-confirmed');
    await signUp(pending);
    await signUpAndConfirm(confirmed);

    const confirmedOnes = await adminList(`status=confirmed&q=listed-&limit=100`);
    expect(confirmedOnes.map((item) => item.email)).toContain(confirmed);
    expect(confirmedOnes.map((item) => item.email)).not.toContain(pending);
    expect(confirmedOnes.every((item) => item.status === 'confirmed')).toBe(true);

    const pendingOnes = await adminList(`status=pending&q=${encodeURIComponent(pending)}`);
    expect(pendingOnes).toEqual([expect.objectContaining({ email: pending, status: 'pending' })]);
  });

  it('counts a confirmed address among the dashboard figure of subscribers', async () => {
    const dashboard = async () =>
      (await asAdmin<AdminDashboard>('GET', '/api/admin/dashboard')).body.newsletterSubscribers;
    const before = await dashboard();
    await signUpAndConfirm(uniqueEmail('counted'));
    expect(await dashboard()).toBeGreaterThanOrEqual(before + 1);
  });

  it('refuses an unknown status with 400', async () => {
    const { status } = await asAdmin('GET', '/api/admin/subscribers?status=maybe');
    expect(status).toBe(400);
  });
});
