import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianStates } from '#shared/checkout/indian-states';
import { priceOrder, type OrderAmounts } from '#shared/checkout/pricing';

// Design §5's tax arithmetic for every amount in paise up to ₹10 crore, not only the examples in
// pricing.test.ts. The split is reached through priceOrder: with no discount the fee is the
// taxable value.

const companyState = 'Karnataka';
const otherStates = indianStates.map(({ name }) => name).filter((name) => name !== companyState);

const paise = fc.integer({ min: 0, max: 10_000_000_000 });
// Values ending in 50 paise are where one 18% rounding and two 9% roundings part.
const endingIn50Paise = fc.integer({ min: 0, max: 99_999_999 }).map((rupees) => rupees * 100 + 50);
const taxablePaise = fc.oneof(paise, endingIn50Paise);
const learnerState = fc.oneof(fc.constant(companyState), fc.constantFrom(...otherStates));

const intraState = (taxable: number) =>
  priceOrder({ feePaise: taxable, learnerState: companyState, companyState });

function cgstAndSgst(order: OrderAmounts) {
  if (order.tax.kind !== 'intra-state') throw new Error('expected CGST + SGST');
  return order.tax;
}

/** 9% of a value in paise, rounded half up to the paisa, in exact integer arithmetic. */
const ninePercentRounded = (taxable: number) => Number((BigInt(taxable) * 9n + 50n) / 100n);

describe('the GST split', () => {
  it('charges CGST and SGST equal, adding up to the GST, with the total their sum plus the taxable value', () => {
    fc.assert(
      fc.property(taxablePaise, (taxable) => {
        const order = intraState(taxable);
        const { cgstPaise, sgstPaise } = cgstAndSgst(order);
        expect(cgstPaise).toBe(sgstPaise);
        expect(cgstPaise + sgstPaise).toBe(order.gstPaise);
        expect(cgstPaise + sgstPaise + taxable).toBe(order.totalPaise);
      }),
    );
  });

  it('levies CGST and SGST each as 9% of the taxable value, rounded half up to the paisa', () => {
    fc.assert(
      fc.property(taxablePaise, (taxable) => {
        const { cgstPaise, sgstPaise } = cgstAndSgst(intraState(taxable));
        expect(cgstPaise).toBe(ninePercentRounded(taxable));
        expect(sgstPaise).toBe(ninePercentRounded(taxable));
      }),
    );
  });

  it('charges IGST alone outside the company’s state, with the total IGST plus the taxable value', () => {
    fc.assert(
      fc.property(taxablePaise, fc.constantFrom(...otherStates), (taxable, state) => {
        const order = priceOrder({ feePaise: taxable, learnerState: state, companyState });
        if (order.tax.kind !== 'inter-state') throw new Error('expected IGST');
        expect(order.tax.igstPaise).toBe(order.gstPaise);
        expect(order.tax.igstPaise + taxable).toBe(order.totalPaise);
      }),
    );
  });

  it('differs by at most a paisa between CGST + SGST and IGST on the same taxable value', () => {
    fc.assert(
      fc.property(taxablePaise, fc.constantFrom(...otherStates), (taxable, state) => {
        const within = intraState(taxable).gstPaise;
        const across = priceOrder({ feePaise: taxable, learnerState: state, companyState });
        expect(Math.abs(within - across.gstPaise)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('an order’s amounts', () => {
  it('total the taxable value plus GST for every fee, discount and state', () => {
    // Discounts past the fee or below zero too: a stale coupon must not make the taxable negative.
    const discount = fc.oneof(paise, fc.integer({ min: -1_000_000, max: -1 }));
    fc.assert(
      fc.property(paise, discount, learnerState, (feePaise, discountPaise, state) => {
        const order = priceOrder({ feePaise, discountPaise, learnerState: state, companyState });
        if (discountPaise >= 0 && discountPaise <= feePaise) {
          expect(order.discountPaise).toBe(discountPaise);
        }
        expect(order.taxablePaise).toBeGreaterThanOrEqual(0);
        expect(order.taxablePaise).toBe(feePaise - order.discountPaise);
        expect(order.totalPaise).toBe(order.taxablePaise + order.gstPaise);
        const taxes =
          order.tax.kind === 'intra-state'
            ? order.tax.cgstPaise + order.tax.sgstPaise
            : order.tax.igstPaise;
        expect(taxes).toBe(order.gstPaise);
        expect(order.tax.kind).toBe(state === companyState ? 'intra-state' : 'inter-state');
      }),
    );
  });
});
