import { describe, expect, it } from 'vitest';
import { formatInr } from '../../shared/checkout/money';
import { priceOrder } from '../../shared/checkout/pricing';

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

  it('keeps CGST and SGST adding up to the GST when the half is an odd paisa', () => {
    const order = priceOrder({ feePaise: 101, learnerState: 'Goa', companyState: 'Goa' });
    expect(order.tax.kind).toBe('intra-state');
    if (order.tax.kind === 'intra-state') {
      expect(order.tax.cgstPaise + order.tax.sgstPaise).toBe(order.gstPaise);
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
