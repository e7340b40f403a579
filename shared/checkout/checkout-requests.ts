import * as z from 'zod';
import { billingDetailsShape, requireCompanyAddress } from './billing-details';
import { normalizeCouponCode, couponMessages } from './coupon-rules';
import { indianStateNames } from './indian-states';
import { learnerSchema } from './learner-fields';
import { waitingListOfferField } from '../forms/batch-waiting-list';
import type { OrderAmounts } from './pricing';

// Requests and answers of the checkout API (docs/architecture.md §4). The wizard validates with these same
// schemas before sending, and the server answers the same messages (docs/product.md §5, §8).

export const checkoutMessages = {
  selectBatch: 'Please select a batch',
  termsRequired: 'Please agree to terms and conditions',
  methodComingSoon: 'This payment method is coming soon. Please use PhonePe for now.',
  chooseMethod: 'Please choose a payment method',
  batchFull: 'This batch is full. Please choose another batch.',
  initiationFailed: 'Payment initiation failed',
  paymentNotFound: 'Payment not found',
  courseNotFound: 'Course Not Found',
} as const;

/** docs/product.md §9: phonepe is recommended and the default; the others are not offered yet. */
export const paymentMethods = ['phonepe', 'card', 'upi', 'netbanking'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const courseSlug = z.string({ error: checkoutMessages.courseNotFound }).trim().min(1).max(120);

const couponCode = z
  .string({ error: couponMessages.invalid })
  .trim()
  .min(1, couponMessages.invalid)
  .max(40, couponMessages.invalid)
  .transform(normalizeCouponCode);

export const couponValidateRequest = z.object({
  code: couponCode,
  courseSlug,
  /** The learner's state when known, so the preview shows CGST/SGST or IGST as checkout will. */
  state: z.enum(indianStateNames).optional(),
});
export type CouponValidateRequest = z.input<typeof couponValidateRequest>;

export const checkoutRequest = z
  .object({
    courseSlug,
    batchId: z
      .string({ error: checkoutMessages.selectBatch })
      .trim()
      .min(1, checkoutMessages.selectBatch)
      .max(60),
    coupon: z
      .string()
      .trim()
      .max(40, couponMessages.invalid)
      .optional()
      .transform((code) => (code ? normalizeCouponCode(code) : undefined)),
    student: learnerSchema,
    /** A GST invoice for the learner's company, and the billing address (billing-details.ts). */
    ...billingDetailsShape,
    paymentMethod: z
      .enum(paymentMethods, { error: checkoutMessages.chooseMethod })
      .default('phonepe')
      .pipe(z.literal('phonepe', { error: checkoutMessages.methodComingSoon })),
    termsAccepted: z.literal(true, { error: checkoutMessages.termsRequired }),
    /** A seat offered from the batch's waiting list, from the offer mail's link (decision 025). */
    offer: waitingListOfferField,
  })
  .superRefine(requireCompanyAddress);
export type CheckoutRequest = z.input<typeof checkoutRequest>;
export type CheckoutOrder = z.output<typeof checkoutRequest>;

export interface CouponValidateResponse {
  code: string;
  discountPaise: number;
  /** The same discount in paise, under the name docs/product.md §7 gives it. */
  discountAmount: number;
  /** A preview; POST /api/checkout prices the order again on the server. */
  amounts: OrderAmounts;
}

export interface CheckoutResponse {
  enrollmentId: string;
  merchantTransactionId: string;
  /** The provider's payment page. */
  redirectUrl: string;
  amounts: OrderAmounts;
}
