import * as z from 'zod';
import { isValidGstin, normalizeGstin, stateOfGstin } from './gstin';
import { gstStateCode, indianStateNames, type IndianState } from './indian-states';
import { formatInr } from './money';

// Whom the tax invoice is made out to (CGST Rules, rule 46): a company that pays gives its GSTIN,
// legal name and billing address (rule 46(d)); an unregistered learner gives a full address when
// the invoice value is ₹50,000 or more (rule 46(e)). The wizard and POST /api/checkout share these.

/** Rule 46(e)'s threshold, taken on the invoice value: the total including GST. */
export const fullAddressThresholdPaise = 5_000_000;

export const billingMessages = {
  gstin: 'Please enter a valid 15-character GSTIN',
  legalName: "Please enter your company's legal name",
  addressLine: 'Please enter the address (building, street, area)',
  city: 'City is required',
  state: 'State is required',
  pinCode: 'Please enter a valid 6-digit PIN code',
  companyAddress: "Please enter your company's billing address",
  fullAddressRequired: `Please enter your full billing address (required for invoices of ${formatInr(fullAddressThresholdPaise)} or more)`,
} as const;

export const gstinSchema = z
  .string({ error: billingMessages.gstin })
  .transform(normalizeGstin)
  .refine(isValidGstin, billingMessages.gstin);

export const companySchema = z.object({
  gstin: gstinSchema,
  legalName: z
    .string({ error: billingMessages.legalName })
    .trim()
    .min(2, billingMessages.legalName)
    .max(200, billingMessages.legalName),
});
export type BillingCompany = z.output<typeof companySchema>;

/** Indian PIN codes are six digits and never start with 0. */
const pinCodeSchema = z
  .string({ error: billingMessages.pinCode })
  .transform((pin) => pin.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, billingMessages.pinCode));

export const billingAddressSchema = z.object({
  line1: z
    .string({ error: billingMessages.addressLine })
    .trim()
    .min(3, billingMessages.addressLine)
    .max(200),
  line2: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((line) => line || undefined),
  city: z.string({ error: billingMessages.city }).trim().min(1, billingMessages.city).max(100),
  state: z.enum(indianStateNames, { error: billingMessages.state }),
  pinCode: pinCodeSchema,
});
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** The checkout request's optional billing fields; a company always comes with its address. */
export const billingDetailsShape = {
  company: companySchema.optional(),
  billingAddress: billingAddressSchema.optional(),
};

export function requireCompanyAddress(
  details: { company?: unknown; billingAddress?: unknown },
  context: z.RefinementCtx,
) {
  if (details.company && !details.billingAddress) {
    context.addIssue({
      code: 'custom',
      path: ['billingAddress'],
      message: billingMessages.companyAddress,
    });
  }
}

/** Rule 46(e): an unregistered recipient's full address is due from ₹50,000 (incl. GST). */
export const needsFullBillingAddress = (totalPaise: number) =>
  totalPaise >= fullAddressThresholdPaise;

/**
 * The place of supply of training (IGST Act s.12(2)): a registered recipient's state, from its
 * GSTIN; otherwise the learner's state.
 */
export function placeOfSupplyOf(order: {
  company?: { gstin: string };
  student: { state: IndianState };
}): { state: IndianState; gstCode: string } {
  const state = (order.company && stateOfGstin(order.company.gstin)) || order.student.state;
  return { state, gstCode: gstStateCode(state)! };
}

/** The problem with the billing details once the server knows the invoice value, if any. */
export function billingAddressProblem(
  details: { billingAddress?: unknown },
  totalPaise: number,
): { field: 'billingAddress'; message: string } | undefined {
  if (details.billingAddress || !needsFullBillingAddress(totalPaise)) return undefined;
  return { field: 'billingAddress', message: billingMessages.fullAddressRequired };
}

/** The address as printed on an invoice, line by line: "Bengaluru, Karnataka 560001" last. */
export const billingAddressLines = (address: BillingAddress): string[] => [
  address.line1,
  ...(address.line2 ? [address.line2] : []),
  `${address.city}, ${address.state} ${address.pinCode}`,
];

/** The billing fields alone, as the wizard checks them before the payment step. */
export const billingDetailsSchema = z
  .object(billingDetailsShape)
  .superRefine(requireCompanyAddress);
