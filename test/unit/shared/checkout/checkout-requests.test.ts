import { describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  checkoutRequest,
  couponValidateRequest,
} from '#shared/checkout/checkout-requests';
import { couponMessages } from '#shared/checkout/coupon-rules';

const student = {
  name: 'Asha Rao',
  email: 'Asha@Example.com',
  phone: '+91 98765 43210',
  city: 'Mysuru',
  state: 'Karnataka',
};
const valid = {
  courseSlug: 'cloud-computing-aws',
  batchId: 'weekend',
  coupon: ' welcome10 ',
  student,
  paymentMethod: 'phonepe',
  termsAccepted: true,
};

const messageFor = (input: unknown) => {
  const result = checkoutRequest.safeParse(input);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe('checkoutRequest', () => {
  it('parses a valid order, upper-casing the coupon and normalising the learner', () => {
    expect(checkoutRequest.parse(valid)).toEqual({
      ...valid,
      coupon: 'WELCOME10',
      student: { ...student, email: 'asha@example.com', phone: '9876543210' },
    });
  });

  it('takes PhonePe when no method is chosen, and no coupon when it is blank', () => {
    const withoutMethod: Partial<typeof valid> = { ...valid };
    delete withoutMethod.paymentMethod;
    const order = checkoutRequest.parse({ ...withoutMethod, coupon: '  ' });
    expect(order.paymentMethod).toBe('phonepe');
    expect(order.coupon).toBeUndefined();
  });

  it.each(['card', 'upi', 'netbanking'])("answers 'coming soon' for %s", (paymentMethod) => {
    expect(messageFor({ ...valid, paymentMethod })).toEqual([checkoutMessages.methodComingSoon]);
  });

  it('requires the terms to be accepted', () => {
    expect(messageFor({ ...valid, termsAccepted: false })).toEqual([
      'Please agree to terms and conditions',
    ]);
    const withoutTerms: Partial<typeof valid> = { ...valid };
    delete withoutTerms.termsAccepted;
    expect(messageFor(withoutTerms)).toEqual(['Please agree to terms and conditions']);
  });

  it("requires a batch: 'Please select a batch'", () => {
    expect(messageFor({ ...valid, batchId: ' ' })).toEqual(['Please select a batch']);
  });

  it("refuses a phone that is not an Indian mobile with the spec's message", () => {
    expect(messageFor({ ...valid, student: { ...student, phone: '12345' } })).toEqual([
      'Valid Indian phone number is required (10 digits)',
    ]);
  });
});

describe('couponValidateRequest', () => {
  it('upper-cases the code and takes an optional state', () => {
    expect(
      couponValidateRequest.parse({ code: 'student20', courseSlug: 'x', state: 'Delhi' }),
    ).toEqual({ code: 'STUDENT20', courseSlug: 'x', state: 'Delhi' });
  });

  it("answers 'Invalid coupon code' for a blank code", () => {
    const result = couponValidateRequest.safeParse({ code: '  ', courseSlug: 'x' });
    expect(result.error?.issues[0]?.message).toBe(couponMessages.invalid);
  });
});
