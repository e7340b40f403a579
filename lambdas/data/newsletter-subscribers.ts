import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NewsletterSubscriber } from '#shared/forms/newsletter';
import { db, getItem, isConditionFailed, tableName, type ItemKeys } from './table';

// One item per e-mail address (stored lower-case), so a subscriber can never exist twice.
export const newsletterSubscriberKeys = (
  subscriber: Pick<NewsletterSubscriber, 'email' | 'subscribedAt'>,
): ItemKeys => ({
  pk: `SUBSCRIBER#${subscriber.email}`,
  sk: 'SUBSCRIBER',
  gsi1pk: 'SUBSCRIBERS',
  gsi1sk: `${subscriber.subscribedAt}#${subscriber.email}`,
});

export const newsletterSubscriberItem = (subscriber: NewsletterSubscriber) => ({
  ...newsletterSubscriberKeys(subscriber),
  entityType: 'NewsletterSubscriber',
  ...subscriber,
});

/** Subscribes once per e-mail: a second sign-up, even at the same moment, changes nothing. */
export async function subscribeOncePerEmail(
  subscriber: NewsletterSubscriber,
): Promise<'subscribed' | 'already-subscribed'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: newsletterSubscriberItem(subscriber),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'subscribed';
  } catch (error) {
    if (isConditionFailed(error)) return 'already-subscribed';
    throw error;
  }
}

export function getSubscriberByEmail(email: string): Promise<NewsletterSubscriber | undefined> {
  return getItem<NewsletterSubscriber>({ pk: `SUBSCRIBER#${email}`, sk: 'SUBSCRIBER' });
}
