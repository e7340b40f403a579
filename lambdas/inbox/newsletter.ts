import type * as z from 'zod';
import {
  newsletterMessages,
  type NewsletterLinkResponse,
  type newsletterRequest,
  type NewsletterResponse,
} from '#shared/forms/newsletter';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '#shared/forms/newsletter-paths';
import { newsletterConfirmHours } from '#shared/forms/newsletter-text';
import * as apiPaths from '#shared/api/api-paths';
import { productMetrics } from '#shared/operations/product-metrics';
import { companySettings } from '#lambdas/data/company-settings';
import {
  addPendingSubscriber,
  confirmPendingSubscriber,
  getNewsletterToken,
  getSubscriberByEmail,
  markResubscribing,
  putNewsletterToken,
  recordConfirmationSent,
  unsubscribeSubscriber,
  type NewsletterTokenPurpose,
} from '#lambdas/data/newsletter-subscribers';
import { countWithinDailyLimit } from '#lambdas/data/rate-limits';
import { siteUrl } from '#lambdas/lib/config';
import { HttpError, NotFoundError } from '#lambdas/lib/errors';
import { mailedLinkExpiry, linkTokenHash, newLinkToken } from '#lambdas/lib/link-token';
import { logger } from '#lambdas/lib/logger';
import { countMetric } from '#lambdas/lib/metrics';
import { sendNotification } from '#lambdas/mail/mailer';
import {
  newsletterConfirmationMail,
  newsletterWelcomeMail,
  type NewsletterLinks,
} from './newsletter-mails';

// The newsletter with double opt-in (docs/product.md §4 Newsletter subscriber, decision 017): a
// sign-up is pending until the address's owner opens the e-mailed link; only confirmed addresses
// receive the newsletter or count.

export type NewsletterForm = z.output<typeof newsletterRequest>;

/** Confirmation mails one address can get a day (IST), so nobody can flood an inbox. */
export const newsletterConfirmMailsPerDay = 3;

/** Unsubscribe links keep working this long after their mail. */
const unsubscribeLinkDays = 730;

/** The link's address with its token: a page on the site, or (one-click) the API itself. */
export function newsletterLink(path: string, token: string, site = siteUrl()): string {
  const link = new URL(path, site);
  link.searchParams.set('token', token);
  return link.toString();
}

async function issueToken(
  email: string,
  purpose: NewsletterTokenPurpose,
  expiresAt: string,
): Promise<string> {
  const { token, hash } = newLinkToken();
  await putNewsletterToken(hash, { email, purpose, expiresAt });
  return token;
}

async function unsubscribeLinks(email: string, now: Date) {
  const token = await issueToken(
    email,
    'unsubscribe',
    mailedLinkExpiry(now, unsubscribeLinkDays * 24),
  );
  return {
    unsubscribeUrl: newsletterLink(newsletterUnsubscribePath, token),
    oneClickUnsubscribeUrl: newsletterLink(apiPaths.newsletterUnsubscribe, token),
  };
}

async function sendConfirmationLink(email: string, now: Date): Promise<void> {
  const company = await companySettings();
  const confirmToken = await issueToken(
    email,
    'confirm',
    mailedLinkExpiry(now, newsletterConfirmHours),
  );
  const links: NewsletterLinks = {
    confirmUrl: newsletterLink(newsletterConfirmPath, confirmToken),
    ...(await unsubscribeLinks(email, now)),
  };
  await recordConfirmationSent(email, now);
  await sendNotification(newsletterConfirmationMail(email, links, company));
}

/**
 * Every sign-up is answered alike, whatever the address is on the list, so the answer tells
 * nobody who subscribed. A new or pending address gets a confirmation link (a pending one a
 * fresh link, up to newsletterConfirmMailsPerDay a day); an unsubscribed one is pending again;
 * a confirmed one gets nothing new.
 */
export async function subscribeToNewsletter(
  form: NewsletterForm,
  now = new Date(),
): Promise<NewsletterResponse> {
  const outcome = await addPendingSubscriber({
    email: form.email,
    name: form.name,
    source: form.source,
    subscribedAt: now.toISOString(),
    status: 'pending',
  });
  const status = outcome.added ? 'pending' : outcome.existing.status;
  if (status === 'unsubscribed') await markResubscribing(form.email, now);
  if (
    status !== 'confirmed' &&
    (await countWithinDailyLimit(
      'newsletter-confirmation',
      form.email,
      newsletterConfirmMailsPerDay,
      now,
    ))
  ) {
    await sendConfirmationLink(form.email, now);
  }
  return { message: newsletterMessages.success };
}

async function tokenFor(token: string, purpose: NewsletterTokenPurpose) {
  const found = await getNewsletterToken(linkTokenHash(token));
  if (!found || found.purpose !== purpose) throw new NotFoundError(newsletterMessages.linkInvalid);
  return found;
}

/** Welcomes a confirmed address; the confirmation stands even when this fails (logged). */
async function sendWelcome(email: string, now: Date): Promise<void> {
  try {
    const company = await companySettings();
    await sendNotification(
      newsletterWelcomeMail(email, await unsubscribeLinks(email, now), company),
    );
  } catch (error) {
    logger.error('Could not prepare the newsletter welcome mail', { error });
  }
}

/**
 * The confirmation link was opened: the address is confirmed and welcomed. Opening it again
 * answers the same; a link for an address that has since unsubscribed or was removed is invalid.
 */
export async function confirmNewsletterSubscription(
  token: string,
  now = new Date(),
): Promise<NewsletterLinkResponse> {
  const { email, expiresAt } = await tokenFor(token, 'confirm');
  if (Date.parse(expiresAt) <= now.getTime()) {
    throw new HttpError(410, newsletterMessages.linkExpired);
  }
  if (await confirmPendingSubscriber(email, now)) {
    // A sign-up counts as a form received once it is confirmed, not before (docs/product.md §4).
    countMetric(productMetrics.formsReceived);
    await sendWelcome(email, now);
    return { status: 'confirmed' };
  }
  if ((await getSubscriberByEmail(email))?.status === 'confirmed') return { status: 'confirmed' };
  throw new NotFoundError(newsletterMessages.linkInvalid);
}

/**
 * An unsubscribe link was opened (or a mail client's one-click POST): the address is marked so.
 * Leaving never expires: the link works as long as its token is kept (its expiry is only when
 * the table may forget it).
 */
export async function unsubscribeFromNewsletter(
  token: string,
  now = new Date(),
): Promise<NewsletterLinkResponse> {
  const { email } = await tokenFor(token, 'unsubscribe');
  await unsubscribeSubscriber(email, now);
  return { status: 'unsubscribed' };
}
