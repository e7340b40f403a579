import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import { offerFreedSeats } from '#lambdas/checkout-payments/waiting-lists';
import { replacedReason } from '#lambdas/checkout-payments/hold-transitions';
import { getWaitingListEntry, type WaitingListOf } from '#lambdas/data/batch-waiting-lists';
import { getBatchConsistently } from '#lambdas/data/courses';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import {
  aCheckout,
  checkout,
  createTestCourse,
  eventually,
  invoicedAndMailed,
  lapseHold,
  payOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';
import { postJson } from '../support/client-ip';
import { mailsAbout } from '../support/outbox';
import {
  aWaitingPerson,
  mailedLink,
  removeWaitingList,
  seedWaitingList,
} from '../support/waiting-lists';

// Decision 025: a seat offered from the waiting list stays the person's for the whole offer. A
// payment that fails, a checkout left unpaid until its hold lapses, or a second checkout while
// the first is unpaid never passes the seat to the next person; a payment that completes after
// its hold went back to the offer takes the offer's seat.

let fixture: CheckoutFixture;
let list: WaitingListOf;
const dev = aWaitingPerson('Dev Menon');
const eka = aWaitingPerson('Eka Singh');

beforeAll(async () => {
  fixture = await createTestCourse({ seats: 1 });
  list = { courseSlug: fixture.course.slug, batchId: fixture.batch.id };
  // The one seat is free: Dev, first in line, is offered it at once; Eka waits behind him.
  await seedWaitingList(list, { confirmed: [dev, eka] });
});

afterAll(async () => {
  await fixture.cleanup();
  await removeWaitingList(list);
});

const seats = async () => {
  const batch = await getBatchConsistently(list.courseSlug, list.batchId);
  return {
    taken: batch?.seatsTaken,
    held: batch?.seatsHeld ?? 0,
    offered: batch?.seatsOffered ?? 0,
  };
};

const entryOf = (person: { entryId: string }) => getWaitingListEntry(list, person.entryId);

const offeredAgain = (enrollmentId: string) =>
  eventually(
    () => entryOf(dev),
    (entry) => entry?.status === 'offered' && entry.enrollmentId === undefined,
  ).then(async (entry) => ({ entry, enrollment: await getEnrollmentById(enrollmentId) }));

describe("a waiting-list offer's seat through failed and late payments", () => {
  it('keeps the seat for the person offered until they pay', async () => {
    const link = await mailedLink(
      dev.email,
      'A seat is yours',
      `/learning/${list.courseSlug}/enroll`,
    );
    const offer = {
      entryId: link.searchParams.get('offer')!,
      token: link.searchParams.get('token')!,
    };
    const offered = await entryOf(dev);
    expect(offered?.status).toBe('offered');
    const expiresAt = offered!.offerExpiresAt;
    const underOffer = () =>
      checkout<CheckoutResponse>(
        fixture,
        aCheckout(fixture, {
          student: {
            name: dev.name,
            email: dev.email,
            phone: dev.phone,
            city: 'Kochi',
            state: 'Kerala',
          },
          offer,
        }),
      );

    // The payment fails: the seat goes back to Dev's offer, not to the batch or to Eka.
    const first = await underOffer();
    expect(first.status).toBe(201);
    expect((await entryOf(dev))?.status).toBe('taken');
    await payOnSandbox(first.body.merchantTransactionId, 'Failure');
    const afterFailure = await offeredAgain(first.body.enrollmentId);
    expect(afterFailure.enrollment?.enrollmentStatus).toBe('cancelled');
    expect(afterFailure.entry?.offerExpiresAt).toBe(expiresAt);
    expect(await seats()).toEqual({ taken: 1, held: 0, offered: 1 });
    expect(await offerFreedSeats(list)).toMatchObject({ lapsed: 0, offered: 0 });
    const opened = await postJson<{ email?: string }>('/api/waiting-list/offer', {
      ...list,
      ...offer,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.email).toBe(dev.email);

    // Dev checks out again, and once more while that one is unpaid: the newer takes its place.
    const second = await underOffer();
    expect(second.status).toBe(201);
    const third = await underOffer();
    expect(third.status).toBe(201);
    const replaced = await getEnrollmentById(second.body.enrollmentId);
    expect(replaced?.enrollmentStatus).toBe('cancelled');
    expect(replaced?.statusReason).toBe(replacedReason);
    expect((await entryOf(dev))?.enrollmentId).toBe(third.body.enrollmentId);
    expect(await seats()).toEqual({ taken: 1, held: 1, offered: 0 });

    // The third is left unpaid until its hold lapses: the seat is Dev's offer's again.
    await lapseHold(third.body.enrollmentId);
    await reconcileCheckouts();
    const afterLapse = await offeredAgain(third.body.enrollmentId);
    expect(afterLapse.enrollment?.paymentStatus).toBe('expired');
    expect(await seats()).toEqual({ taken: 1, held: 0, offered: 1 });

    // Then the payment completes after all: it takes the offer's seat, and the batch is full.
    await payOnSandbox(third.body.merchantTransactionId, 'Success');
    const paid = await invoicedAndMailed(third.body.enrollmentId, dev.email);
    expect(paid.enrollmentStatus).toBe('confirmed');
    const taken = await entryOf(dev);
    expect(taken?.status).toBe('taken');
    expect(taken?.enrollmentId).toBe(third.body.enrollmentId);
    expect(await seats()).toEqual({ taken: 1, held: 0, offered: 0 });

    // Eka was never offered the seat Dev kept, and is still waiting.
    expect((await entryOf(eka))?.status).toBe('waiting');
    const ekaMails = await mailsAbout(eka.email);
    expect(ekaMails.some((mail) => mail.subject.includes('A seat is yours'))).toBe(false);
  });
});
