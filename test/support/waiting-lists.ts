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
import { uniqueEmail, uniquePhone } from './checkout';

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
