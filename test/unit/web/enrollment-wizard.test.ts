import { describe, expect, it } from 'vitest';
import type { BatchAvailability } from '#shared/api/content';
import type { CouponValidateResponse } from '#shared/checkout/checkout-requests';
import { priceOrder } from '#shared/checkout/pricing';
import { waitingListJoinLink } from '#shared/forms/batch-waiting-list-paths';
import {
  batchesByStartDate,
  batchToWaitFor,
  stepErrors,
  type LearnerValues,
} from '#web/features/enroll/enrollment-steps';
import { orderSummary, startDateLabel } from '#web/features/enroll/order-summary-lines';
import { paymentErrorMessage } from '#web/features/enroll/payment-errors';
import { offerLinkOf } from '#web/features/enroll/use-offer';
import { ApiError } from '#web/lib/api-client';

const learner: LearnerValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '98765 43210',
  city: 'Bengaluru',
  state: 'Karnataka',
};

const batch = (overrides: Partial<BatchAvailability>): BatchAvailability => ({
  id: 'weekend',
  courseSlug: 'cloud-computing-aws',
  name: 'Weekend Batch',
  startDate: '2027-02-06',
  schedule: 'Sat–Sun, 10:00 AM–1:00 PM IST',
  seats: 15,
  isActive: true,
  seatsAvailable: 15,
  ...overrides,
});

const noBatch = { batchId: '', batches: [] };

describe('the enrolment steps (docs/product.md §5)', () => {
  it('lets a learner with valid details past steps 1 and 2', () => {
    expect(stepErrors(1, { learner, ...noBatch })).toEqual({});
    expect(stepErrors(2, { learner, ...noBatch })).toEqual({});
  });

  it("answers step 1's messages per field", () => {
    const blank = { name: ' ', email: 'asha@', phone: '12345', city: '', state: '' };
    expect(stepErrors(1, { learner: blank, ...noBatch })).toEqual({
      name: 'Name is required',
      email: 'Valid email address is required',
      phone: 'Valid Indian phone number is required (10 digits)',
    });
  });

  it('refuses a mobile number that does not start with 6 to 9', () => {
    expect(stepErrors(1, { learner: { ...learner, phone: '5876543210' }, ...noBatch })).toEqual({
      phone: 'Valid Indian phone number is required (10 digits)',
    });
  });

  it("answers step 2's messages, and a state outside the list is no state", () => {
    const blank = { ...learner, city: '  ', state: '' };
    expect(stepErrors(2, { learner: blank, ...noBatch })).toEqual({
      city: 'City is required',
      state: 'State is required',
    });
    expect(stepErrors(2, { learner: { ...learner, state: 'Atlantis' }, ...noBatch })).toEqual({
      state: 'State is required',
    });
  });

  it('asks for a batch with a free seat on step 3', () => {
    const batches = [batch({ id: 'morning', seatsAvailable: 0 }), batch({})];
    expect(stepErrors(3, { learner, batchId: '', batches })).toEqual({
      batchId: 'Please select a batch',
    });
    expect(stepErrors(3, { learner, batchId: 'morning', batches })).toEqual({
      batchId: 'Please select a batch',
    });
    expect(stepErrors(3, { learner, batchId: 'weekend', batches })).toEqual({});
  });

  it('lets a full batch be chosen only by the visitor a waiting-list offer keeps its seat for', () => {
    const batches = [batch({ id: 'morning', seatsAvailable: 0 }), batch({})];
    const chosen = { learner, batchId: 'morning', batches };
    expect(stepErrors(3, { ...chosen, offeredBatchId: 'morning' })).toEqual({});
    expect(stepErrors(3, { ...chosen, offeredBatchId: 'weekend' })).toEqual({
      batchId: 'Please select a batch',
    });
  });

  it('reads an offer link only with its batch, entry and token', () => {
    expect(offerLinkOf('?batch=morning&offer=e1&token=t0k3n')).toEqual({
      batchId: 'morning',
      entryId: 'e1',
      token: 't0k3n',
    });
    expect(offerLinkOf('?batch=morning&offer=e1')).toBeUndefined();
    expect(offerLinkOf('')).toBeUndefined();
  });

  it("opens the waiting list of the full batch the course page's link names, and no other", () => {
    const full = batch({ id: 'weekend', seatsAvailable: 0 });
    const open = batch({ id: 'morning', seatsAvailable: 3 });
    const search = (batchId: string) =>
      new URL(waitingListJoinLink('cloud-computing-aws', batchId), 'https://x.in').search;
    expect(batchToWaitFor(search('weekend'), [open, full])).toBe(full);
    expect(batchToWaitFor(search('morning'), [open, full])).toBeUndefined();
    expect(batchToWaitFor(search('gone'), [open, full])).toBeUndefined();
    expect(batchToWaitFor('', [open, full])).toBeUndefined();
    // The seat a waiting-list offer keeps for this visitor is theirs to take, not to wait for.
    expect(batchToWaitFor(search('weekend'), [open, full], 'weekend')).toBeUndefined();
  });

  it('lists batches soonest first, with TBD last', () => {
    const sorted = batchesByStartDate([
      batch({ id: 'tbd', startDate: null }),
      batch({ id: 'late', startDate: '2027-03-01' }),
      batch({ id: 'soon', startDate: '2027-01-11' }),
    ]);
    expect(sorted.map(({ id }) => id)).toEqual(['soon', 'late', 'tbd']);
  });
});

describe('the order summary (docs/product.md §2, §10)', () => {
  const course = {
    title: 'Cloud Computing with AWS',
    pricePaise: 2999900,
    originalPricePaise: 3999900,
  };
  const welcome10 = (learnerState: string): CouponValidateResponse => {
    const amounts = priceOrder({
      feePaise: course.pricePaise,
      originalPricePaise: course.originalPricePaise,
      discountPaise: 299990,
      learnerState,
      companyState: 'Karnataka',
    });
    return { code: 'WELCOME10', discountPaise: 299990, discountAmount: 299990, amounts };
  };
  const lines = (summary: ReturnType<typeof orderSummary>) =>
    summary.lines.map(({ label, value }) => `${label}: ${value}`);

  it('shows the course, batch and start date, or TBD', () => {
    const summary = orderSummary({
      course,
      batch: batch({ name: 'Evening Batch', startDate: '2027-03-01' }),
      coupon: undefined,
      learnerState: 'Karnataka',
    });
    expect(summary.details).toEqual([
      { label: 'Course', value: 'Cloud Computing with AWS' },
      { label: 'Batch', value: 'Evening Batch' },
      { label: 'Start Date', value: '1 Mar 2027' },
    ]);
    expect(startDateLabel(null)).toBe('TBD');
  });

  it('splits GST into CGST and SGST for a learner in the registered state', () => {
    const summary = orderSummary({
      course,
      batch: batch({}),
      coupon: welcome10('Karnataka'),
      learnerState: 'Karnataka',
    });
    expect(lines(summary)).toEqual([
      'Course Fee: ₹29,999',
      'Original Price: ₹39,999',
      'Coupon Discount (WELCOME10): −₹2,999.90',
      'GST (18%): ₹4,859.84',
      'CGST (9%): ₹2,429.92',
      'SGST (9%): ₹2,429.92',
      'Total Amount (incl. GST): ₹31,858.94',
    ]);
    expect(summary.totalPaise).toBe(3185894);
  });

  it('charges IGST to a learner in another state', () => {
    const summary = orderSummary({
      course,
      batch: batch({}),
      coupon: welcome10('Maharashtra'),
      learnerState: 'Maharashtra',
    });
    expect(lines(summary)).toContain('IGST (18%): ₹4,859.84');
    expect(lines(summary).some((line) => line.startsWith('CGST'))).toBe(false);
  });

  it('shows GST without a split it cannot know yet: no coupon, or one priced for another state', () => {
    const withoutCoupon = orderSummary({
      course: { ...course, originalPricePaise: null },
      batch: batch({}),
      coupon: undefined,
      learnerState: 'Kerala',
    });
    expect(lines(withoutCoupon)).toEqual([
      'Course Fee: ₹29,999',
      'GST (18%): ₹5,399.82',
      'Total Amount (incl. GST): ₹35,398.82',
    ]);
    expect(withoutCoupon.taxSplitKnown).toBe(false);

    const stale = orderSummary({
      course,
      batch: batch({}),
      coupon: welcome10('Karnataka'),
      learnerState: 'Kerala',
    });
    expect(stale.taxSplitKnown).toBe(false);
    expect(lines(stale)).toContain('Coupon Discount (WELCOME10): −₹2,999.90');
    expect(lines(stale)).toContain('Total Amount (incl. GST): ₹31,858.94');
  });
});

describe('payment error messages (docs/product.md §8)', () => {
  it("shows the server's text for a refused checkout", () => {
    expect(paymentErrorMessage(new ApiError('Coupon usage limit exceeded', 400))).toBe(
      'Coupon usage limit exceeded',
    );
    expect(paymentErrorMessage(new ApiError('Payment initiation failed', 502))).toBe(
      'Payment initiation failed',
    );
  });

  it("falls back to 'Payment failed. Please try again.' for anything else", () => {
    expect(paymentErrorMessage(new ApiError('Could not reach the server.', 0))).toBe(
      'Payment failed. Please try again.',
    );
    expect(paymentErrorMessage(new ApiError('Internal server error', 500))).toBe(
      'Payment failed. Please try again.',
    );
    expect(paymentErrorMessage(new TypeError('boom'))).toBe('Payment failed. Please try again.');
  });
});
