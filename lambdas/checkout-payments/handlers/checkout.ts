import {
  checkoutRequest,
  couponValidateRequest,
  type CheckoutResponse,
  type CouponValidateResponse,
} from '#shared/checkout/checkout-requests';
import { startCheckout } from '../checkout';
import { validateCoupon } from '../order-pricing';
import {
  accepted,
  createApiHandler,
  created,
  ok,
  parseJsonBody,
  parseQuery,
  type RouteTable,
} from '#lambdas/lib/http';
import { clientOf, enforceRateLimit } from '#lambdas/lib/rate-limit';
import { acceptPublicForm } from '#lambdas/lib/public-form';
import {
  waitingListJoinRequest,
  waitingListLinkRequest,
  waitingListMessages,
} from '#shared/forms/batch-waiting-list';
import {
  confirmWaitingListLink,
  joinWaitingList,
  leaveWaitingListLink,
  offerOfLink,
} from '../waiting-lists';

// The enrolment wizard's server side (docs/product.md §2 Enrollment, docs/architecture.md §4): check a coupon, then
// hold a seat and start the payment; and the waiting list of a full batch (decision 025).

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

  /** The same answer whether the address was on the list or not, and for a bot. */
  'POST /api/waiting-list': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'waitingList', waitingListJoinRequest);
    if (!fromBot) await joinWaitingList(data);
    return accepted({ message: waitingListMessages.joined });
  },

  'POST /api/waiting-list/confirm': async (event) => {
    await enforceRateLimit(event, 'waitingListLink');
    return ok(await confirmWaitingListLink(parseJsonBody(event, waitingListLinkRequest)));
  },

  /**
   * The leave page sends the link as JSON; a mail client's one-click leave (RFC 8058) POSTs
   * `List-Unsubscribe=One-Click` as a form to the mail's List-Unsubscribe address, link in the query.
   */
  'POST /api/waiting-list/leave': async (event) => {
    await enforceRateLimit(event, 'waitingListLink');
    const link = event.queryStringParameters?.token
      ? parseQuery(event, waitingListLinkRequest)
      : parseJsonBody(event, waitingListLinkRequest);
    return ok(await leaveWaitingListLink(link));
  },

  /** The offer mail's link, read by the checkout it opens: 404 unknown, 410 lapsed or taken. */
  'POST /api/waiting-list/offer': async (event) => {
    await enforceRateLimit(event, 'waitingListLink');
    return ok(await offerOfLink(parseJsonBody(event, waitingListLinkRequest)));
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
