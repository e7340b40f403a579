import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { formatInr } from '#shared/checkout/money';
import { api } from '../support/api';
import { useChromium } from '../support/browser';
import {
  createTestCourse,
  eventually,
  paidCheckout,
  refundAsAdmin,
  settleRefundOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';

// The payment status page of a refunded payment (docs/product.md §2 "Payment status"): the
// learner who opens their payment's link again reads that it is being refunded, then refunded,
// with the amount and the credit note, never 'Payment Failed'.

const chromium = useChromium();
let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 10, pricePaise: 1_499_900 });
});
afterAll(async () => {
  await fixture?.cleanup();
});

describe('the payment status page of a refunded payment', () => {
  it('says the refund is in progress, then refunded with the amount and the credit note', async () => {
    const order = await paidCheckout(fixture);
    const refund = await refundAsAdmin(order.merchantTransactionId, { reason: 'Changed plans' });
    expect(refund.status).toBe(200);
    const { context, page, errors } = await chromium.newPage({}, { timeout: 10_000 });
    const statusUrl = `${inject('siteUrl')}/payment/success?merchantTransactionId=${order.merchantTransactionId}`;
    const total = formatInr(order.amounts.totalPaise);

    await page.goto(statusUrl);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Refund in Progress' }).waitFor();
    expect(await main.textContent()).toContain(
      `A full refund of your payment of ${total} is in progress.`,
    );

    await settleRefundOnSandbox(`${order.merchantTransactionId}_R1`, 'COMPLETED');
    const settled = await eventually(
      async () =>
        (await api<PaymentStatusResponse>(`/api/payments/${order.merchantTransactionId}`)).body,
      (status) => (status.refund?.creditNoteNumbers.length ?? 0) > 0,
    );
    const [creditNote] = settled.refund!.creditNoteNumbers;
    await page.reload();
    await main.getByRole('heading', { level: 1, name: 'Payment Refunded' }).waitFor();
    const shown = await main.textContent();
    expect(shown).toContain(
      `Your payment of ${total} has been refunded in full (${total}) to your original payment method. Credit note number: ${creditNote}.`,
    );
    expect(shown).not.toContain('Payment Failed');
    const details = main.getByRole('region', { name: 'Refund Details' });
    expect(await details.textContent()).toContain(`Amount Refunded${total}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
