import { ulid } from 'ulid';
import { billingAddressProblem, placeOfSupplyOf } from '#shared/checkout/billing-details';
import {
  checkoutMessages,
  type CheckoutOrder,
  type CheckoutResponse,
} from '#shared/checkout/checkout-requests';
import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import { recordProviderReference } from '#lambdas/data/payments';
import { companySettings } from '#lambdas/data/company-settings';
import { checkoutConfig } from '#lambdas/lib/config';
import { ConflictError, HttpError, ValidationError } from '#lambdas/lib/errors';
import { waitingListMessages } from '#shared/forms/batch-waiting-list';
import { takeOfferedSeat, type StoredWaitingListEntry } from '#lambdas/data/batch-waiting-lists';
import type { TransactionItem } from '#lambdas/data/transactions';
import { logger } from '#lambdas/lib/logger';
import { countMetric } from '#lambdas/lib/metrics';
import { productMetrics } from '#shared/operations/product-metrics';
import type { CreatedPayment } from './phonepe/provider';
import { couponMessages } from '#shared/checkout/coupon-rules';
import { unpaidCouponCap, unpaidHoldMessages, unpaidSeatCap } from '#shared/checkout/unpaid-holds';
import type { Coupon } from '#shared/content/schemas';
import { getBatchConsistently, type StoredBatch } from '#lambdas/data/courses';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { clearLearnerHold, findLearnerHold } from '#lambdas/data/unpaid-holds';
import { RateLimitedError } from '#lambdas/lib/errors';
import {
  holdSeatForCheckout,
  releaseHold,
  replaceHold,
  type HoldCaps,
  type HoldRefusal,
} from './hold-transitions';
import { newMerchantTransactionId } from './merchant-transaction-id';
import { openOfferOf } from './waiting-lists';
import { loadPublishedCourse, priceCourseOrder } from './order-pricing';
import { paymentCallbackUrl, paymentProvider, paymentReturnUrl } from './payment-provider';

/**
 * docs/architecture.md §4 says a 5xx means a bug. The payment provider failing to start a payment is the one
 * documented exception: nothing the learner sent was wrong, and nothing of ours broke.
 */
export class PaymentInitiationError extends HttpError {
  constructor() {
    super(502, checkoutMessages.initiationFailed);
  }
}

/**
 * POST /api/checkout: prices the order on the server, holds a seat and the coupon for
 * HOLD_MINUTES with the pending enrollment and payment (one transaction), within the caps on
 * unpaid checkouts of decision 012, then starts the payment. If the provider fails, the hold is
 * given back at once. `client` is who asks (lambdas/lib/client-key.ts).
 */
export async function startCheckout(
  order: CheckoutOrder,
  client: string,
  now = new Date(),
): Promise<CheckoutResponse> {
  const { HOLD_MINUTES } = checkoutConfig();
  const [{ course, batches }, settings, provider] = await Promise.all([
    loadPublishedCourse(order.courseSlug),
    companySettings(),
    paymentProvider(),
  ]);
  const batch = batches.find((candidate) => candidate.id === order.batchId && candidate.isActive);
  if (!batch) {
    throw new ValidationError(checkoutMessages.selectBatch, {
      batchId: checkoutMessages.selectBatch,
    });
  }
  const placeOfSupply = placeOfSupplyOf(order);
  const { amounts, couponCode, coupon } = await priceCourseOrder({
    course,
    couponCode: order.coupon,
    placeOfSupplyState: placeOfSupply.state,
    settings,
    couponField: 'coupon',
    now,
  });
  // Only now is the invoice value known, so rule 46(e)'s address is checked after pricing.
  const addressProblem = billingAddressProblem(order, amounts.totalPaise);
  if (addressProblem) {
    throw new ValidationError(addressProblem.message, {
      [addressProblem.field]: addressProblem.message,
    });
  }
  const offer = order.offer ? await openOfferFor(order, now) : undefined;
  const merchantTransactionId = newMerchantTransactionId(now);
  const createdAt = now.toISOString();
  const enrollment: Enrollment = {
    id: ulid(now.getTime()),
    courseSlug: course.slug,
    courseTitle: course.title,
    student: order.student,
    ...(order.company && { company: order.company }),
    ...(order.billingAddress && { billingAddress: order.billingAddress }),
    batch: { id: batch.id, name: batch.name, startDate: batch.startDate },
    couponCode,
    amounts,
    currency: 'INR',
    placeOfSupply,
    enrollmentStatus: 'pending',
    paymentStatus: 'pending',
    merchantTransactionId,
    seat: 'held',
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    holdClient: client,
    ...(offer && {
      waitingListOffer: { entryId: offer.entryId, expiresAt: offer.offerExpiresAt! },
    }),
    enrollmentSource: 'website',
    createdAt,
    updatedAt: createdAt,
  };
  const payment: PaymentRecord = {
    merchantTransactionId,
    enrollmentId: enrollment.id,
    provider: provider.name,
    amountPaise: amounts.totalPaise,
    currency: 'INR',
    state: 'PENDING',
    createdAt,
    updatedAt: createdAt,
  };
  // An offer already taken by this learner's unpaid checkout: the new one takes its place.
  const offeredSeat =
    offer?.status === 'offered' ? takeOfferedSeat(offer, enrollment.id, now) : undefined;
  await holdSeat(enrollment, payment, { batch, coupon, offeredSeat }, now);

  let started: CreatedPayment;
  try {
    started = await provider.createPayment({
      merchantTransactionId,
      amountPaise: amounts.totalPaise,
      redirectUrl: paymentReturnUrl(merchantTransactionId),
      callbackUrl: paymentCallbackUrl(),
      expiresInSeconds: HOLD_MINUTES * 60,
      customer: {
        name: order.student.name,
        email: order.student.email,
        phone: order.student.phone,
      },
    });
  } catch (error) {
    logger.error('The payment provider could not start a payment', {
      error,
      merchantTransactionId,
    });
    await releaseHold(enrollment, 'FAILED', new Date());
    throw new PaymentInitiationError();
  }
  if (started.providerReference) {
    await recordProviderReference(merchantTransactionId, started.providerReference);
  }
  countMetric(productMetrics.checkoutsStarted);
  return {
    enrollmentId: enrollment.id,
    merchantTransactionId,
    redirectUrl: started.redirectUrl,
    amounts,
  };
}

/** The open waiting-list offer a checkout names, for the checkout's address only (decision 025). */
const openOfferFor = (order: CheckoutOrder, now: Date): Promise<StoredWaitingListEntry> =>
  openOfferOf(order, order.offer!, now, order.student.email);

/** The caps a new hold is checked against, from the batch and coupon as read (decision 012). */
export const capsOf = (
  batch: Pick<StoredBatch, 'seats'>,
  coupon: Pick<Coupon, 'usageLimit' | 'usedCount'> | undefined,
): HoldCaps => ({
  seats: unpaidSeatCap(batch.seats),
  // An unlimited coupon's hold is not capped (its condition never reads the cap).
  coupon: coupon?.usageLimit ? unpaidCouponCap(coupon.usageLimit, coupon.usedCount) : 0,
});

/**
 * Holds the seat: a learner's new checkout for a batch they already hold a seat in takes the
 * earlier checkout's place; otherwise a new hold, within the caps. A race with the learner's own
 * other checkout, or with the earlier one ending, is read again and retried.
 */
async function holdSeat(
  enrollment: Enrollment,
  payment: PaymentRecord,
  read: { batch: StoredBatch; coupon: Coupon | undefined; offeredSeat?: TransactionItem[] },
  now: Date,
): Promise<void> {
  const caps = capsOf(read.batch, read.coupon);
  const of = {
    courseSlug: enrollment.courseSlug,
    batchId: enrollment.batch.id,
    email: enrollment.student.email,
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const earlierId = await findLearnerHold(of);
    const earlier = earlierId ? await getEnrollmentById(earlierId) : undefined;
    let refusals: HoldRefusal[];
    if (earlier?.enrollmentStatus === 'pending' && earlier.seat === 'held') {
      refusals = await replaceHold(earlier, enrollment, payment, caps, now);
    } else {
      if (earlierId) await clearLearnerHold(of, earlierId);
      // Answered early for a batch already full; the transaction's condition decides the races.
      // An offered seat is kept within seatsTaken already.
      if (!read.offeredSeat && read.batch.seatsTaken >= read.batch.seats) {
        throw new ConflictError(checkoutMessages.batchFull);
      }
      refusals = await holdSeatForCheckout(enrollment, payment, caps, now, read.offeredSeat);
    }
    if (!refusals.length) return;
    if (!refusals.includes('same-learner') && !refusals.includes('moved')) {
      throw await refusalError(refusals, enrollment, read.coupon);
    }
  }
  throw new ConflictError(unpaidHoldMessages.batchBusy);
}

/** The answer to a refused hold, the batch's first: full, or only held by unpaid checkouts. */
async function refusalError(
  refusals: HoldRefusal[],
  enrollment: Enrollment,
  coupon: Coupon | undefined,
): Promise<HttpError> {
  if (refusals.includes('offer')) return new HttpError(410, waitingListMessages.offerLapsed);
  if (refusals.includes('batch')) {
    const batch = await getBatchConsistently(enrollment.courseSlug, enrollment.batch.id);
    return new ConflictError(
      !batch || batch.seatsTaken >= batch.seats
        ? checkoutMessages.batchFull
        : unpaidHoldMessages.batchBusy,
    );
  }
  if (refusals.includes('coupon')) {
    // A private code's every refusal reads as an unknown code's (coupon-rules.ts).
    const message =
      coupon?.advertised === true ? couponMessages.usageLimit : couponMessages.invalid;
    return new ValidationError(message, { coupon: message });
  }
  return new RateLimitedError(unpaidHoldMessages.tooManyOpen);
}
