import { describe, expect, it } from 'vitest';
import type { AdminPaymentRow } from '#shared/admin/sales-payments';
import { currentRefundResult, type RefundResult } from '#web/features/admin/tabs/sales/use-refund';

const row = (merchantTransactionId: string, status: AdminPaymentRow['status']) =>
  ({ merchantTransactionId, status }) as AdminPaymentRow;

const pending: RefundResult = {
  ok: true,
  message: 'Refund initiated: PhonePe is processing it.',
  about: { merchantTransactionId: 'NX1', status: 'REFUND_PENDING' },
};

describe('a refund message in the payments list', () => {
  it('shows while its row still has the status it describes', () => {
    expect(currentRefundResult(pending, [row('NX1', 'REFUND_PENDING')])).toBe(pending);
  });

  it('goes once the row moves on (the refund settled)', () => {
    expect(currentRefundResult(pending, [row('NX1', 'REFUNDED')])).toBeUndefined();
  });

  it('stays when the row is not in the list (a search hides it), and without a row to follow', () => {
    expect(currentRefundResult(pending, [row('NX2', 'REFUNDED')])).toBe(pending);
    const failure: RefundResult = { ok: false, message: 'Failed to refund payment' };
    expect(currentRefundResult(failure, [])).toBe(failure);
  });
});
