import { describe, expect, it } from 'vitest';
import { formatInr } from '#shared/checkout/money';
import { priceOrder } from '#shared/checkout/pricing';

describe('priceOrder', () => {
  it('adds 18% GST to the fee and splits it CGST + SGST within the registered state', () => {
    const order = priceOrder({
      feePaise: 2499900,
      learnerState: 'Karnataka',
      companyState: 'Karnataka',
    });
    expect(order.gstPaise).toBe(449982);
    expect(order.totalPaise).toBe(2949882);
    expect(order.tax).toEqual({ kind: 'intra-state', cgstPaise: 224991, sgstPaise: 224991 });
  });

  it('charges IGST 18% to a learner in another state, with that state as place of supply', () => {
    const order = priceOrder({
      feePaise: 2499900,
      learnerState: 'Maharashtra',
      companyState: 'Karnataka',
    });
    expect(order.tax).toEqual({ kind: 'inter-state', igstPaise: 449982 });
    expect(order.placeOfSupply).toBe('Maharashtra');
  });

  it('applies the discount before tax and rounds GST to the paisa', () => {
    const order = priceOrder({
      feePaise: 1999900,
      discountPaise: 199990,
      learnerState: 'Delhi',
      companyState: 'Karnataka',
    });
    expect(order.taxablePaise).toBe(1799910);
    expect(order.gstPaise).toBe(323984); // 323983.8 rounded
    expect(order.totalPaise).toBe(2123894);
  });

  it('charges CGST and SGST as equal 9% taxes rounded alike, on a taxable value ending in 50 paise', () => {
    // 9% of ₹1,234.50 is 11,110.5 paise: each rounds to 11,111. GST is their sum, a paisa more
    // than 18% rounded once (22,221), as each tax is levied and rounded on its own.
    const order = priceOrder({ feePaise: 123450, learnerState: 'Goa', companyState: 'Goa' });
    expect(order.tax).toEqual({ kind: 'intra-state', cgstPaise: 11111, sgstPaise: 11111 });
    expect(order.gstPaise).toBe(22222);
    expect(order.totalPaise).toBe(123450 + 22222);
  });

  it('keeps CGST and SGST equal and adding up to the GST for any taxable value', () => {
    for (let feePaise = 1; feePaise <= 5000; feePaise += 7) {
      const order = priceOrder({ feePaise, learnerState: 'Goa', companyState: 'Goa' });
      if (order.tax.kind !== 'intra-state') throw new Error('expected an intra-state split');
      expect(order.tax.cgstPaise, String(feePaise)).toBe(order.tax.sgstPaise);
      expect(order.tax.cgstPaise + order.tax.sgstPaise).toBe(order.gstPaise);
      expect(order.totalPaise).toBe(order.taxablePaise + order.gstPaise);
    }
  });

  it('never discounts below zero', () => {
    const order = priceOrder({
      feePaise: 1000,
      discountPaise: 5000,
      learnerState: 'Goa',
      companyState: 'Goa',
    });
    expect(order.taxablePaise).toBe(0);
    expect(order.totalPaise).toBe(0);
  });

  it('shows an original price only when it is higher than the fee', () => {
    expect(
      priceOrder({
        feePaise: 100,
        originalPricePaise: 200,
        learnerState: 'Goa',
        companyState: 'Goa',
      }).originalPricePaise,
    ).toBe(200);
    expect(
      priceOrder({
        feePaise: 100,
        originalPricePaise: 100,
        learnerState: 'Goa',
        companyState: 'Goa',
      }).originalPricePaise,
    ).toBeNull();
  });
});

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(12345678900)).toBe('₹12,34,56,789');
    expect(formatInr(249950)).toBe('₹2,499.50');
    expect(formatInr(249950, { wholeRupees: true })).toBe('₹2,500');
  });
});
