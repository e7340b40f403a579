import { billingDetailsSchema, needsFullBillingAddress } from '#shared/checkout/billing-details';
import type { CheckoutOrder } from '#shared/checkout/checkout-requests';
import { isValidGstin, normalizeGstin, stateOfGstin } from '#shared/checkout/gstin';
import type { FieldErrors } from '#web/lib/form-errors';
import type { LearnerValues } from './enrollment-steps';

// Step 2's billing details: an optional GST invoice for the learner's company (GSTIN, legal
// name, billing address), and the full address rule 46 asks of anyone from ₹50,000. Checked
// with the schema POST /api/checkout uses; errors are keyed by the request's field paths
// ('company.gstin', 'billingAddress.pinCode'), as the server names them too.

export interface BillingValues {
  forCompany: boolean;
  gstin: string;
  legalName: string;
  line1: string;
  line2: string;
  /** The company's city and state; an individual's address takes theirs from step 2. */
  city: string;
  state: string;
  pinCode: string;
}
export type BillingField = Exclude<keyof BillingValues, 'forCompany'>;

export const emptyBilling: BillingValues = {
  forCompany: false,
  gstin: '',
  legalName: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  pinCode: '',
};

/** Where each wizard field's errors arrive: the request path the schema and server use. */
export const billingFieldPaths: Record<BillingField, string> = {
  gstin: 'company.gstin',
  legalName: 'company.legalName',
  line1: 'billingAddress.line1',
  line2: 'billingAddress.line2',
  city: 'billingAddress.city',
  state: 'billingAddress.state',
  pinCode: 'billingAddress.pinCode',
};

/** The billing part of the checkout request, as the shared schema parsed it. */
export type BillingRequest = Pick<CheckoutOrder, 'company' | 'billingAddress'>;

const typedAddress = ({ line1, line2, pinCode }: BillingValues) =>
  Boolean(line1.trim() || line2.trim() || pinCode.trim());

/**
 * Whether step 2 shows (and the request carries) an address: always for a company, when rule 46
 * needs it, and once the learner typed one (a coupon may have taken the total under ₹50,000).
 */
export const showsBillingAddress = (billing: BillingValues, totalPaise: number) =>
  billing.forCompany || needsFullBillingAddress(totalPaise) || typedAddress(billing);

/** The billing part of the checkout request, before the schema checks it. */
function billingRequestOf(learner: LearnerValues, billing: BillingValues, totalPaise: number) {
  const place = billing.forCompany ? billing : learner;
  return {
    company: billing.forCompany
      ? { gstin: billing.gstin, legalName: billing.legalName }
      : undefined,
    billingAddress: showsBillingAddress(billing, totalPaise)
      ? {
          line1: billing.line1,
          line2: billing.line2,
          city: place.city,
          state: place.state,
          pinCode: billing.pinCode,
        }
      : undefined,
  };
}

/** The billing request to send, or the problems with it by field path. */
export function checkBilling(
  learner: LearnerValues,
  billing: BillingValues,
  totalPaise: number,
): { ok: true; request: BillingRequest } | { ok: false; errors: FieldErrors } {
  const parsed = billingDetailsSchema.safeParse(billingRequestOf(learner, billing, totalPaise));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The state the tax is split by: a valid GSTIN's state, else the learner's (docs/product.md §10). */
export function placeOfSupplyState(learner: LearnerValues, billing: BillingValues): string {
  if (!billing.forCompany) return learner.state;
  const gstin = normalizeGstin(billing.gstin);
  return (isValidGstin(gstin) && stateOfGstin(gstin)) || learner.state;
}

/** Server errors that belong on step 2's billing fields, if that is what was refused. */
export function isBillingFieldError(field: string): boolean {
  return field.startsWith('company') || field.startsWith('billingAddress');
}
