// Design §5: fee = course price; discount from a stored coupon; taxable = fee − discount;
// GST = round(taxable × 18%); total = taxable + GST. Within the company's registered state GST
// is CGST 9% + SGST 9%, otherwise IGST 18%. The server's figures are the only real ones.

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
  const gstPaise = Math.round((taxablePaise * gstRatePercent) / 100);
  // Half of the GST each, with any odd paisa on SGST, so the parts always add up to the whole.
  const cgstPaise = Math.round((taxablePaise * (gstRatePercent / 2)) / 100);
  const tax: TaxSplit =
    learnerState === companyState
      ? { kind: 'intra-state', cgstPaise, sgstPaise: gstPaise - cgstPaise }
      : { kind: 'inter-state', igstPaise: gstPaise };
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
