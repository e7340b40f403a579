import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import {
  confirmEntry,
  putUnconfirmedEntry,
  waitingListEntryId,
  type WaitingListOf,
} from '#lambdas/data/batch-waiting-lists';
import { offerFreedSeats } from '#lambdas/checkout-payments/waiting-lists';
import { newLinkToken } from '#lambdas/lib/link-token';
import { db, queryPartition, tableName } from '#lambdas/data/table';
import { eventually, uniqueEmail, uniquePhone } from './checkout';
import { mailsAbout, type OutboxMail } from './outbox';

// A batch's waiting list put together through the data layer the join and confirm routes use
// (decision 025), for tests of what staff see and do: the visitors' own steps through mailed
// links are tested in test/integration/batch-waiting-list.test.ts.

export interface WaitingPerson {
  name: string;
  email: string;
  phone: string;
  entryId: string;
}

export function aWaitingPerson(name: string): WaitingPerson {
  const email = uniqueEmail(`wait-${name.split(' ')[0]!.toLowerCase()}`);
  return { name, email, phone: uniquePhone(), entryId: waitingListEntryId(email) };
}

/**
 * Lists the people (unconfirmed), confirms those of `confirmed` in the order given, then offers
 * the batch's free seats to the first of them, as the scheduled job would.
 */
export async function seedWaitingList(
  list: WaitingListOf,
  { confirmed, unconfirmed = [] }: { confirmed: WaitingPerson[]; unconfirmed?: WaitingPerson[] },
): Promise<void> {
  const joinedAt = Date.now();
  for (const [index, person] of [...confirmed, ...unconfirmed].entries()) {
    await putUnconfirmedEntry({
      ...list,
      entryId: person.entryId,
      name: person.name,
      email: person.email,
      phone: person.phone,
      status: 'unconfirmed',
      joinedAt: new Date(joinedAt + index).toISOString(),
      tokenHash: newLinkToken().hash,
    });
  }
  for (const [index, person] of confirmed.entries()) {
    await confirmEntry(list, person.entryId, new Date(joinedAt + 1_000 + index));
  }
  await offerFreedSeats(list);
}

/** Removes the list's entries and its place among the lists in use. */
export async function removeWaitingList(list: WaitingListOf): Promise<void> {
  const items = [
    ...(await queryPartition(`WAITLIST#${list.courseSlug}#${list.batchId}`)),
    ...(await queryPartition('WAITLISTS', `${list.courseSlug}#`)),
  ];
  await Promise.all(
    items.map(({ pk, sk }) =>
      db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } })),
    ),
  );
}

/** The link of `path` in the newest mail to `email` whose subject has `subject`. */
export async function mailedLink(email: string, subject: string, path: string): Promise<URL> {
  const mails = await eventually(
    () => mailsAbout(email),
    (found: OutboxMail[]) => found.some((mail) => mail.subject.includes(subject)),
  );
  const mail = mails
    .filter((candidate) => candidate.subject.includes(subject))
    .sort((a, b) => (a.file < b.file ? 1 : -1))[0];
  const match = mail?.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!match) throw new Error(`No ${path} link in a mail to ${email} about ${subject}`);
  return new URL(match[0]);
}
