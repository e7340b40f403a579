import {
  checkoutRequest,
  couponValidateRequest,
  type CheckoutResponse,
  type CouponValidateResponse,
} from '#shared/checkout/checkout-requests';
import { startCheckout } from '../checkout';
import { validateCoupon } from '../order-pricing';
import { createApiHandler, created, ok, parseJsonBody, type RouteTable } from '#lambdas/lib/http';
import { clientOf, enforceRateLimit } from '#lambdas/lib/rate-limit';

// The enrolment wizard's server side (docs/product.md §2 Enrollment, docs/architecture.md §4): check a coupon, then
// hold a seat and start the payment.

export const routes = {
  'POST /api/coupons/validate': async (event) => {
    await enforceRateLimit(event, 'coupon');
    const body: CouponValidateResponse = await validateCoupon(
      parseJsonBody(event, couponValidateRequest),
    );
    return ok(body);
  },

  'POST /api/checkout': async (event) => {
    await enforceRateLimit(event, 'checkout');
    const body: CheckoutResponse = await startCheckout(
      parseJsonBody(event, checkoutRequest),
      clientOf(event),
    );
    return created(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
