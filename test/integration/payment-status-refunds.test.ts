import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { startRefund } from '#lambdas/checkout-payments/refund-lifecycle';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { api } from '../support/api';
import {
  createTestCourse,
  creditNoteMails,
  eventually,
  paidCheckout,
  refundAsAdmin,
  settleRefundOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';

// GET /api/payments/{merchantTransactionId} says what became of a refunded payment
// (docs/decisions/009-refund-state-machine.md): a refund in progress, then refunded in full or
// in part, with the amount PhonePe paid back and the credit note, never 'FAILED'. Refunds run
// through the PhonePe sandbox, which keeps them PENDING until the test settles them.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 20, pricePaise: 1_999_900 });
});
afterAll(async () => {
  await fixture.cleanup();
});

const paymentStatus = async (merchantTransactionId: string) => {
  const answer = await api<PaymentStatusResponse>(`/api/payments/${merchantTransactionId}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

/** The status once its credit notes are issued: they follow the refund's settlement by moments. */
const statusWithCreditNotes = (merchantTransactionId: string, count: number) =>
  eventually(
    () => paymentStatus(merchantTransactionId),
    (status) => (status.refund?.creditNoteNumbers.length ?? 0) >= count,
  );

/** The number in the subject of the credit-note mail sent to the learner. */
async function mailedCreditNoteNumbers(email: string, count: number): Promise<string[]> {
  const mails = await eventually(
    () => creditNoteMails(email),
    (found) => found.length >= count,
  );
  return mails.map((mail) => /^Credit note (\S+) for your refund$/.exec(mail.subject)![1]!);
}

describe('the payment status of a refunded payment', () => {
  it('says a refund is in progress, then refunded in full with the amount and the credit note', async () => {
    const order = await paidCheckout(fixture);
    const total = order.amounts.totalPaise;
    const refunded = await refundAsAdmin(order.merchantTransactionId, { reason: 'Changed plans' });
    expect(refunded.status).toBe(200);

    expect(await paymentStatus(order.merchantTransactionId)).toMatchObject({
      state: 'REFUND_PENDING',
      amountPaise: total,
      refund: { scope: 'full', refundedPaise: 0, pendingPaise: total, creditNoteNumbers: [] },
    });

    await settleRefundOnSandbox(`${order.merchantTransactionId}_R1`, 'COMPLETED');
    const status = await statusWithCreditNotes(order.merchantTransactionId, 1);

    const [number] = await mailedCreditNoteNumbers(order.email, 1);
    expect(status).toMatchObject({
      state: 'REFUNDED',
      amountPaise: total,
      refund: { scope: 'full', refundedPaise: total, creditNoteNumbers: [number] },
    });
    expect(status.refund).not.toHaveProperty('pendingPaise');
  });

  it('says a partly refunded payment is refunded in part, with the part and its credit note', async () => {
    const order = await paidCheckout(fixture);
    const total = order.amounts.totalPaise;
    const part = 500_000;
    const payment = (await getPaymentByMerchantTransactionId(order.merchantTransactionId))!;
    const attempt = await startRefund(payment, {
      amountPaise: part,
      reason: 'One module was cancelled',
      requestedBy: 'finance@nexoratech.in',
      fromStates: ['COMPLETED'],
    });
    expect(attempt).toMatchObject({ state: 'PENDING', amountPaise: part });

    expect(await paymentStatus(order.merchantTransactionId)).toMatchObject({
      state: 'REFUND_PENDING',
      refund: { scope: 'partial', refundedPaise: 0, pendingPaise: part },
    });

    await settleRefundOnSandbox(attempt!.merchantRefundId, 'COMPLETED');
    const status = await statusWithCreditNotes(order.merchantTransactionId, 1);

    const [number] = await mailedCreditNoteNumbers(order.email, 1);
    expect(status).toMatchObject({
      state: 'REFUNDED',
      amountPaise: total,
      refund: { scope: 'partial', refundedPaise: part, creditNoteNumbers: [number] },
    });
  });
});
