// docs/product.md §10: fee = course price; discount from a stored coupon; taxable = fee − discount;
// total = taxable + GST. Outside the company's registered state GST is IGST 18% of the taxable
// value, rounded to the paisa. Within it GST is CGST 9% + SGST 9%, each a tax of its own on the
// taxable value, rounded alike, so the two are always equal (and GST is their sum, which can
// differ by a paisa from 18% rounded once). The server's figures are the only real ones.

export const gstRatePercent = 18;

export type TaxSplit =
  | { kind: 'intra-state'; cgstPaise: number; sgstPaise: number }
  | { kind: 'inter-state'; igstPaise: number };

export interface OrderAmounts {
  feePaise: number;
  /** The struck-through price shown for comparison, if the course has one. */
  originalPricePaise: number | null;
  discountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
  tax: TaxSplit;
  /** The learner's state: the place of supply for a service to an unregistered person. */
  placeOfSupply: string;
}

export function priceOrder(input: {
  feePaise: number;
  originalPricePaise?: number | null;
  discountPaise?: number;
  learnerState: string;
  companyState: string;
}): OrderAmounts {
  const { feePaise, learnerState, companyState } = input;
  const discountPaise = Math.min(Math.max(input.discountPaise ?? 0, 0), feePaise);
  const taxablePaise = feePaise - discountPaise;
  const tax = taxSplit(taxablePaise, learnerState === companyState);
  const gstPaise = tax.kind === 'intra-state' ? tax.cgstPaise + tax.sgstPaise : tax.igstPaise;
  return {
    feePaise,
    originalPricePaise:
      input.originalPricePaise && input.originalPricePaise > feePaise
        ? input.originalPricePaise
        : null,
    discountPaise,
    taxablePaise,
    gstPaise,
    totalPaise: taxablePaise + gstPaise,
    tax,
    placeOfSupply: learnerState,
  };
}

const taxOn = (taxablePaise: number, ratePercent: number) =>
  Math.round((taxablePaise * ratePercent) / 100);

export function taxSplit(taxablePaise: number, withinState: boolean): TaxSplit {
  if (!withinState) return { kind: 'inter-state', igstPaise: taxOn(taxablePaise, gstRatePercent) };
  const halfPaise = taxOn(taxablePaise, gstRatePercent / 2);
  return { kind: 'intra-state', cgstPaise: halfPaise, sgstPaise: halfPaise };
}
