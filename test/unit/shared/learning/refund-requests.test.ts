import { describe, expect, it } from 'vitest';
import {
  learnerRefundOf,
  learnerRefundRequestBody,
  refundRequestMessages,
  refundWindowClosesAt,
  type RefundRequestRecord,
} from '#shared/learning/refund-requests';

const paidAt = '2026-11-01T06:30:00.000Z';
const day = 24 * 3_600_000;
const at = (daysAfterPayment: number) => new Date(Date.parse(paidAt) + daysAfterPayment * day);
const completed = { state: 'COMPLETED', completedAt: paidAt };
const request = (state: RefundRequestRecord['state']): RefundRequestRecord => ({
  reason: 'Timings clash with work.',
  requestedAt: at(3).toISOString(),
  state,
  ...(state === 'declined' ? { declineMessage: 'Half the classes are over.' } : {}),
});

describe('learnerRefundOf', () => {
  it('is available for 30 days after payment, then closed at that very moment', () => {
    expect(refundWindowClosesAt(paidAt)).toBe('2026-12-01T06:30:00.000Z');
    expect(learnerRefundOf(completed, at(29.99))).toEqual({
      state: 'available',
      closesAt: '2026-12-01T06:30:00.000Z',
    });
    expect(learnerRefundOf(completed, at(30))).toEqual({
      state: 'closed',
      closedAt: '2026-12-01T06:30:00.000Z',
    });
  });

  it('follows the request and then the refund, whatever the window', () => {
    expect(learnerRefundOf({ ...completed, refundRequest: request('requested') }, at(40))).toEqual({
      state: 'requested',
      requestedAt: at(3).toISOString(),
    });
    expect(learnerRefundOf({ ...completed, refundRequest: request('declined') }, at(5))).toEqual({
      state: 'declined',
      message: 'Half the classes are over.',
    });
    const approved = { refundRequest: request('approved'), completedAt: paidAt };
    expect(learnerRefundOf({ ...approved, state: 'REFUNDING' }, at(5)).state).toBe('processing');
    // A failed attempt of an approved request is the admin's to retry.
    expect(learnerRefundOf({ ...approved, state: 'REFUND_FAILED' }, at(5)).state).toBe(
      'processing',
    );
    expect(learnerRefundOf({ ...approved, state: 'REFUNDED' }, at(5))).toEqual({
      state: 'refunded',
    });
  });

  it('offers nothing without a completed payment, or for one the admin could not refund', () => {
    expect(learnerRefundOf(undefined, at(1))).toEqual({ state: 'none' });
    expect(learnerRefundOf({ state: 'AMOUNT_MISMATCH', completedAt: paidAt }, at(1))).toEqual({
      state: 'none',
    });
    expect(learnerRefundOf({ state: 'REFUND_FAILED', completedAt: paidAt }, at(1))).toEqual({
      state: 'none',
    });
  });
});

describe('learnerRefundRequestBody', () => {
  it('takes a reason of 10 to 1000 characters, trimmed', () => {
    expect(learnerRefundRequestBody.parse({ reason: '  Not for me, sorry.  ' })).toEqual({
      reason: 'Not for me, sorry.',
    });
    for (const reason of ['too short', 'x'.repeat(1001), undefined]) {
      const parsed = learnerRefundRequestBody.safeParse({ reason });
      expect(parsed.error?.issues[0]?.message).toBe(refundRequestMessages.reasonLength);
    }
  });

  it('names the day the guarantee ended, in India', () => {
    expect(refundRequestMessages.windowClosed('2026-11-30T20:00:00.000Z')).toContain(
      'ended on 1 December 2026',
    );
  });
});
