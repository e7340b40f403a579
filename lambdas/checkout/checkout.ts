import { ulid } from 'ulid';
import { billingAddressProblem, placeOfSupplyOf } from '../../shared/checkout/billing-details';
import {
  checkoutMessages,
  type CheckoutOrder,
  type CheckoutResponse,
} from '../../shared/checkout/checkout-requests';
import type { Enrollment, PaymentRecord } from '../../shared/checkout/enrollment';
import { recordProviderReference } from '../data/payments';
import { companySettings } from '../domain/company';
import { checkoutConfig } from '../lib/config';
import { ConflictError, HttpError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { productMetrics } from '../../shared/operations/product-metrics';
import type { CreatedPayment } from '../payments/provider';
import { holdSeatForCheckout, releaseHold } from './enrollment-transitions';
import { newMerchantTransactionId } from './merchant-transaction-id';
import { loadPublishedCourse, priceCourseOrder } from './order-pricing';
import { paymentCallbackUrl, paymentProvider, paymentReturnUrl } from './payment-provider';

/**
 * Design §4 says a 5xx means a bug. The payment provider failing to start a payment is the one
 * documented exception: nothing the learner sent was wrong, and nothing of ours broke.
 */
export class PaymentInitiationError extends HttpError {
  constructor() {
    super(502, checkoutMessages.initiationFailed);
  }
}

/**
 * POST /api/checkout: prices the order on the server, holds a seat and the coupon's use for
 * HOLD_MINUTES with the pending enrollment and payment (one transaction), then starts the
 * payment. If the provider fails, the hold is given back at once.
 */
export async function startCheckout(
  order: CheckoutOrder,
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
  // Answered early for a batch already full; the transaction's condition decides the races.
  if (batch.seatsTaken >= batch.seats) throw new ConflictError(checkoutMessages.batchFull);

  const placeOfSupply = placeOfSupplyOf(order);
  const { amounts, couponCode } = await priceCourseOrder({
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
  await holdSeatForCheckout(enrollment, payment);

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
