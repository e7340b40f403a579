import * as apiPaths from '#shared/api/api-paths';
import type {
  CouponValidateRequest,
  CouponValidateResponse,
} from '#shared/checkout/checkout-requests';
import { apiPost } from '#web/lib/api-client';

/** POST /api/coupons/validate: the discount and the server's preview of the order, or 400. */
export function validateCoupon(request: CouponValidateRequest): Promise<CouponValidateResponse> {
  return apiPost<CouponValidateResponse, CouponValidateRequest>(apiPaths.couponValidation, request);
}
