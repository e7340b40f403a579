import type { BatchAvailability } from '#shared/api/content';
import type { CouponValidateResponse } from '#shared/checkout/checkout-requests';
import { formatInr } from '#shared/checkout/money';
import { gstRatePercent, priceOrder, type OrderAmounts } from '#shared/checkout/pricing';
import type { Course } from '#shared/content/schemas';
import { formatIndianDate } from '#web/lib/format-date';

// docs/product.md §2 "Order Summary lines", plus the CGST/SGST or IGST split (docs/product.md §10). The server prices
// the order again at checkout; this is only its preview.

export type SummaryLineKind = 'amount' | 'struck' | 'discount' | 'tax-part' | 'total';

export interface SummaryLine {
  label: string;
  value: string;
  kind: SummaryLineKind;
}

export interface OrderSummary {
  details: Array<{ label: string; value: string }>;
  lines: SummaryLine[];
  totalPaise: number;
  /** Whether the GST split is known: only the server knows the company's registered state. */
  taxSplitKnown: boolean;
}

/** A batch's start date as docs/product.md shows it: '16 Jan 2027', or 'TBD' when not set. */
export const startDateLabel = (startDate: string | null | undefined) =>
  startDate ? formatIndianDate(startDate) : 'TBD';

/**
 * The amounts to preview: the server's, from the coupon check made for this learner's state;
 * otherwise the same arithmetic without the split (its state rule needs the server).
 */
export function previewAmounts(
  course: Pick<Course, 'pricePaise' | 'originalPricePaise'>,
  coupon: CouponValidateResponse | undefined,
  learnerState: string,
): { amounts: OrderAmounts; taxSplitKnown: boolean } {
  if (coupon && coupon.amounts.placeOfSupply === learnerState) {
    return { amounts: coupon.amounts, taxSplitKnown: true };
  }
  const amounts = priceOrder({
    feePaise: course.pricePaise,
    originalPricePaise: course.originalPricePaise,
    discountPaise: coupon?.discountPaise ?? 0,
    learnerState,
    companyState: learnerState,
  });
  return { amounts, taxSplitKnown: false };
}

export function orderSummary(input: {
  course: Pick<Course, 'title' | 'pricePaise' | 'originalPricePaise'>;
  batch: Pick<BatchAvailability, 'name' | 'startDate'> | undefined;
  coupon: CouponValidateResponse | undefined;
  /** The place of supply: the learner's state, or their company's GSTIN state. */
  learnerState: string;
  /** Whom a GST invoice goes to, when the learner's company pays. */
  company?: { legalName: string; gstin: string };
}): OrderSummary {
  const { course, batch, coupon, company } = input;
  const { amounts, taxSplitKnown } = previewAmounts(course, coupon, input.learnerState);
  const lines: SummaryLine[] = [
    { label: 'Course Fee', value: formatInr(amounts.feePaise), kind: 'amount' },
  ];
  if (amounts.originalPricePaise) {
    lines.push({
      label: 'Original Price',
      value: formatInr(amounts.originalPricePaise),
      kind: 'struck',
    });
  }
  if (amounts.discountPaise > 0) {
    lines.push({
      label: coupon ? `Coupon Discount (${coupon.code})` : 'Coupon Discount',
      value: `−${formatInr(amounts.discountPaise)}`,
      kind: 'discount',
    });
  }
  lines.push({
    label: `GST (${gstRatePercent}%)`,
    value: formatInr(amounts.gstPaise),
    kind: 'amount',
  });
  if (taxSplitKnown) lines.push(...taxParts(amounts));
  lines.push({
    label: 'Total Amount (incl. GST)',
    value: formatInr(amounts.totalPaise),
    kind: 'total',
  });
  return {
    details: [
      { label: 'Course', value: course.title },
      { label: 'Batch', value: batch?.name ?? '' },
      { label: 'Start Date', value: startDateLabel(batch?.startDate) },
      ...(company
        ? [
            { label: 'GST Invoice To', value: `${company.legalName} (GSTIN ${company.gstin})` },
            { label: 'Place of Supply', value: input.learnerState },
          ]
        : []),
    ],
    lines,
    totalPaise: amounts.totalPaise,
    taxSplitKnown,
  };
}

/** Within the company's registered state CGST 9% + SGST 9%, otherwise IGST 18% (docs/product.md §10). */
function taxParts({ tax }: OrderAmounts): SummaryLine[] {
  const half = gstRatePercent / 2;
  return tax.kind === 'intra-state'
    ? [
        { label: `CGST (${half}%)`, value: formatInr(tax.cgstPaise), kind: 'tax-part' },
        { label: `SGST (${half}%)`, value: formatInr(tax.sgstPaise), kind: 'tax-part' },
      ]
    : [{ label: `IGST (${gstRatePercent}%)`, value: formatInr(tax.igstPaise), kind: 'tax-part' }];
}
