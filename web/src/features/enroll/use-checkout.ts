import { useState } from 'react';
import {
  checkoutMessages,
  checkoutRequest,
  type CheckoutRequest,
  type PaymentMethod,
} from '#shared/checkout/checkout-requests';
import { track } from '#web/lib/analytics';
import { ApiError } from '#web/lib/api-client';
import type { FieldErrors } from '#web/lib/form-errors';
import { savePendingPayment } from '#web/lib/pending-payment';
import { startCheckout } from './api/start-checkout';
import { isBillingFieldError, type BillingRequest } from './billing-values';
import { isBatchFull, paymentErrorMessage } from './payment-errors';
import { isOfferGone } from './use-offer';

export interface CheckoutOrder {
  course: { slug: string; title: string };
  batch: { id: string; name: string };
  couponCode: string | undefined;
  student: CheckoutRequest['student'];
  billing: BillingRequest;
  /** The waiting-list offer the seat is kept under (decision 025). */
  offer: CheckoutRequest['offer'];
}

export interface CheckoutState {
  method: PaymentMethod;
  termsAccepted: boolean;
  processing: boolean;
  error: string | undefined;
  chooseMethod(method: PaymentMethod): void;
  acceptTerms(accepted: boolean): void;
  pay(order: CheckoutOrder): Promise<void>;
}

/** The server's refusal of step 2's billing fields (rule 46's address), by field path. */
function billingRefusal(failure: unknown): FieldErrors | undefined {
  if (!(failure instanceof ApiError) || failure.status !== 400) return undefined;
  const fields = Object.keys(failure.fieldErrors);
  return fields.length && fields.every(isBillingFieldError) ? failure.fieldErrors : undefined;
}

/**
 * docs/product.md §4 "Payment component": PhonePe by default, terms required, 'Processing...' while the
 * server holds the seat and starts the payment, then off to the provider's page.
 */
export function useCheckout(handlers: {
  onBatchFull(message: string): void;
  /** The server refused the billing details: the learner fixes them on step 2. */
  onBillingRefused(errors: FieldErrors): void;
  /** The waiting-list offer lapsed or was taken (410) or is unknown (404). */
  onOfferGone(message: string): void;
}): CheckoutState {
  const [method, setMethod] = useState<PaymentMethod>('phonepe');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string>();

  async function pay(order: CheckoutOrder) {
    if (processing) return;
    if (!termsAccepted) {
      setError(checkoutMessages.termsRequired);
      return;
    }
    const request: CheckoutRequest = {
      courseSlug: order.course.slug,
      batchId: order.batch.id,
      coupon: order.couponCode,
      ...(order.offer && { offer: order.offer }),
      student: order.student,
      ...order.billing,
      paymentMethod: method,
      termsAccepted,
    };
    const parsed = checkoutRequest.safeParse(request);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? checkoutMessages.initiationFailed);
      return;
    }
    setProcessing(true);
    setError(undefined);
    try {
      const started = await startCheckout(request);
      if (!started.redirectUrl) {
        setProcessing(false);
        setError(checkoutMessages.initiationFailed);
        return;
      }
      savePendingPayment({
        merchantTransactionId: started.merchantTransactionId,
        enrollmentId: started.enrollmentId,
        amountPaise: started.amounts.totalPaise,
        course: order.course,
        batchName: order.batch.name,
        student: order.student,
        ...(order.offer && { offer: { batchId: order.batch.id, ...order.offer } }),
      });
      track('course_enrollment', {
        course: order.course.slug,
        batch: order.batch.id,
        coupon: parsed.data.coupon ?? null,
        amount: started.amounts.totalPaise / 100,
      });
      // The page stays 'Processing...' while the browser leaves for the provider.
      window.location.assign(started.redirectUrl);
    } catch (failure) {
      setProcessing(false);
      const billingErrors = billingRefusal(failure);
      if (isBatchFull(failure)) handlers.onBatchFull(paymentErrorMessage(failure));
      else if (billingErrors) handlers.onBillingRefused(billingErrors);
      else {
        // 403 (another address than the offer's), 410 (lapsed offer): the server's own words.
        setError(paymentErrorMessage(failure));
        if (order.offer && isOfferGone(failure)) handlers.onOfferGone(failure.message);
      }
    }
  }

  return {
    method,
    termsAccepted,
    processing,
    error,
    chooseMethod(next) {
      setMethod(next);
      setError(undefined);
    },
    acceptTerms(accepted) {
      setTermsAccepted(accepted);
      setError(undefined);
    },
    pay,
  };
}
