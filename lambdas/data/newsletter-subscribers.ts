import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminPage } from '#shared/admin/lists';
import type { NewsletterStatus, NewsletterSubscriber } from '#shared/forms/newsletter';
import { adminPageOf, type AdminListOptions } from './admin-records';
import {
  db,
  getItem,
  isConditionFailed,
  putNewItem,
  queryCollection,
  tableName,
  updateIf,
  withoutKeys,
  type ItemKeys,
} from './table';

// One item per e-mail address (stored lower-case), so a subscriber can never exist twice. Its
// status moves pending → confirmed → unsubscribed (docs/data-model.md); the e-mailed links' tokens
// are items of their own, keyed by the token's SHA-256, never by the token itself.

const subscriberKey = (email: string) => ({ pk: `SUBSCRIBER#${email}`, sk: 'SUBSCRIBER' });

export const newsletterSubscriberKeys = (
  subscriber: Pick<NewsletterSubscriber, 'email' | 'subscribedAt'>,
): ItemKeys => ({
  ...subscriberKey(subscriber.email),
  gsi1pk: 'SUBSCRIBERS',
  gsi1sk: `${subscriber.subscribedAt}#${subscriber.email}`,
});

export const newsletterSubscriberItem = (subscriber: NewsletterSubscriber) => ({
  ...newsletterSubscriberKeys(subscriber),
  entityType: 'NewsletterSubscriber',
  ...subscriber,
});

/**
 * A subscriber stored before double opt-in has no status: it never confirmed its address, so it
 * counts as pending until it does.
 */
const withStatus = (subscriber: NewsletterSubscriber): NewsletterSubscriber => ({
  ...subscriber,
  status: subscriber.status ?? 'pending',
});

/**
 * The sign-up's first write: a new address is stored as pending. Otherwise nothing changes, even
 * when two sign-ups race, and the address as stored is answered.
 */
export async function addPendingSubscriber(
  subscriber: NewsletterSubscriber,
): Promise<{ added: true } | { added: false; existing: NewsletterSubscriber }> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: newsletterSubscriberItem(subscriber),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { added: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const existing = await getSubscriberByEmail(subscriber.email);
    // Deleted in between: as good as new, and the next sign-up stores it again.
    return existing ? { added: false, existing } : { added: true };
  }
}

export async function getSubscriberByEmail(
  email: string,
): Promise<NewsletterSubscriber | undefined> {
  const stored = await getItem<NewsletterSubscriber>(subscriberKey(email), { consistent: true });
  return stored && withStatus(stored);
}

/** An unsubscribed address that signs up again waits for a new confirmation. */
export function markResubscribing(email: string, now: Date) {
  return updateIf<NewsletterSubscriber>({
    Key: subscriberKey(email),
    UpdateExpression: 'SET #status = :pending, subscribedAgainAt = :now REMOVE unsubscribedAt',
    ConditionExpression: '#status = :unsubscribed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':unsubscribed': 'unsubscribed',
      ':now': now.toISOString(),
    },
  });
}

export function recordConfirmationSent(email: string, now: Date) {
  return updateIf<NewsletterSubscriber>({
    Key: subscriberKey(email),
    UpdateExpression: 'SET confirmationSentAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': now.toISOString() },
  });
}

/**
 * pending → confirmed, once: undefined when the address is not pending (already confirmed,
 * unsubscribed, or gone). A subscriber stored before double opt-in has no status and is pending.
 */
export function confirmPendingSubscriber(
  email: string,
  now: Date,
): Promise<NewsletterSubscriber | undefined> {
  return updateIf<NewsletterSubscriber>({
    Key: subscriberKey(email),
    UpdateExpression: 'SET #status = :confirmed, confirmedAt = :now',
    ConditionExpression:
      'attribute_exists(pk) AND (#status = :pending OR attribute_not_exists(#status))',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':confirmed': 'confirmed',
      ':pending': 'pending',
      ':now': now.toISOString(),
    },
  });
}

/** Marks the address unsubscribed (kept, so the admin sees it left); undefined when unknown. */
export function unsubscribeSubscriber(
  email: string,
  now: Date,
): Promise<NewsletterSubscriber | undefined> {
  return updateIf<NewsletterSubscriber>({
    Key: subscriberKey(email),
    UpdateExpression: 'SET #status = :unsubscribed, unsubscribedAt = :now',
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status <> :unsubscribed)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':now': now.toISOString() },
  });
}

/** Every address, newest sign-up first, each with its status. */
export async function listSubscribers(): Promise<NewsletterSubscriber[]> {
  return (await queryCollection('SUBSCRIBERS')).map((item) =>
    withStatus(withoutKeys<NewsletterSubscriber>(item)),
  );
}

/** The admin's list: every address, newest sign-up first, by status and search, a page at a time. */
export async function findSubscribers(
  options: AdminListOptions<NewsletterStatus>,
): Promise<AdminPage<NewsletterSubscriber>> {
  return adminPageOf(
    await listSubscribers(),
    options,
    (subscriber) => [subscriber.email, subscriber.name, subscriber.source],
    (subscriber) => newsletterSubscriberKeys(subscriber).gsi1sk!,
  );
}

/** What an e-mailed newsletter link does. */
export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

export interface NewsletterToken {
  email: string;
  purpose: NewsletterTokenPurpose;
  /** The link stops working after this instant. */
  expiresAt: string;
}

const tokenKey = (tokenHash: string) => ({
  pk: `NEWSLETTER_TOKEN#${tokenHash}`,
  sk: 'NEWSLETTER_TOKEN',
});

/** Kept a week past its expiry, so an expired link still reads as expired, not as unknown. */
const keepAfterExpirySeconds = 7 * 24 * 60 * 60;

export function putNewsletterToken(tokenHash: string, token: NewsletterToken): Promise<void> {
  return putNewItem({
    ...tokenKey(tokenHash),
    entityType: 'NewsletterToken',
    ...token,
    ttl: Math.floor(Date.parse(token.expiresAt) / 1000) + keepAfterExpirySeconds,
  });
}

export function getNewsletterToken(tokenHash: string): Promise<NewsletterToken | undefined> {
  return getItem<NewsletterToken>(tokenKey(tokenHash));
}
