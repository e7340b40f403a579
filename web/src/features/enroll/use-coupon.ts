import { useState } from 'react';
import type { CouponValidateResponse } from '#shared/checkout/checkout-requests';
import { couponMessages, normalizeCouponCode } from '#shared/checkout/coupon-rules';
import { indianStateNames, type IndianState } from '#shared/checkout/indian-states';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { validateCoupon } from './api/validate-coupon';

export interface CouponState {
  /** What the learner typed, forced to upper case (docs/product.md §5). */
  code: string;
  applying: boolean;
  applied: CouponValidateResponse | undefined;
  error: string | undefined;
  change(code: string): void;
  apply(learnerState: string): Promise<void>;
  remove(): void;
  /** Prices the applied coupon again for a changed state, so the GST split stays right. */
  refreshFor(learnerState: string): Promise<void>;
}

const knownState = (state: string): IndianState | undefined =>
  indianStateNames.find((name) => name === state);

/** docs/product.md §2/§4/§8: the coupon box of step 3, checked by the server's stored-coupon rules. */
export function useCoupon(courseSlug: string): CouponState {
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState<CouponValidateResponse>();
  const [error, setError] = useState<string>();

  const check = (couponCode: string, learnerState: string) =>
    validateCoupon({ code: couponCode, courseSlug, state: knownState(learnerState) });

  async function apply(learnerState: string) {
    const couponCode = normalizeCouponCode(code);
    if (!couponCode || applying) return;
    setApplying(true);
    setError(undefined);
    try {
      setApplied(await check(couponCode, learnerState));
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure, couponMessages.validationFailed));
    } finally {
      setApplying(false);
    }
  }

  async function refreshFor(learnerState: string) {
    if (!applied || applied.amounts.placeOfSupply === learnerState) return;
    try {
      setApplied(await check(applied.code, learnerState));
    } catch (failure) {
      // A coupon the server now refuses comes off, with its reason; a network failure keeps it.
      if (failure instanceof ApiError && failure.status === 400) {
        setApplied(undefined);
        setCode(applied.code);
        setError(failure.message);
      }
    }
  }

  return {
    code,
    applying,
    applied,
    error,
    change(value) {
      setCode(value.toUpperCase());
      setError(undefined);
    },
    apply,
    remove() {
      setApplied(undefined);
      setCode('');
      setError(undefined);
    },
    refreshFor,
  };
}
