import { describe, expect, it } from 'vitest';
import { taxInvoiceView } from '#lambdas/checkout-payments/tax-documents/tax-invoice-view';
import { aTaxInvoice } from '#test/support/tax-documents';

describe('taxInvoiceView', () => {
  it('bills an individual learner by name and city, unregistered', () => {
    const view = taxInvoiceView(aTaxInvoice('Maharashtra'));
    expect(view.kind).toBe('tax-invoice');
    expect(view.title).toBe('Tax Invoice');
    expect(view.number).toBe('NXT/26-27/000123');
    expect(view.recipient).toEqual({
      name: 'Asha Rao',
      addressLines: ['Pune'],
      state: 'Maharashtra',
      stateCode: '27',
      contactLines: ['asha@example.com · 9876543210'],
    });
    expect(view.recipient.gstin).toBeUndefined();
  });

  it('bills a company by its legal name, GSTIN and billing address, naming the learner', () => {
    const invoice = aTaxInvoice('Maharashtra', {
      company: { gstin: '27AAPFU0939F1ZV', legalName: 'Umbrella Analytics LLP' },
      billingAddress: {
        line1: '5th Floor, Lodha Supremus',
        line2: 'Senapati Bapat Marg, Lower Parel',
        city: 'Mumbai',
        state: 'Maharashtra',
        pinCode: '400013',
      },
    });
    const { recipient } = taxInvoiceView(invoice);
    expect(recipient).toEqual({
      name: 'Umbrella Analytics LLP',
      addressLines: [
        '5th Floor, Lodha Supremus',
        'Senapati Bapat Marg, Lower Parel',
        'Mumbai, Maharashtra 400013',
      ],
      state: 'Maharashtra',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      contactLines: ['Attention: Asha Rao · asha@example.com · 9876543210'],
    });
  });

  it('prints an unregistered learner’s full address when one was given', () => {
    const invoice = aTaxInvoice('Karnataka', {
      billingAddress: {
        line1: '12 MG Road',
        line2: undefined,
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560001',
      },
    });
    const { recipient } = taxInvoiceView(invoice);
    expect(recipient.name).toBe('Asha Rao');
    expect(recipient.addressLines).toEqual(['12 MG Road', 'Bengaluru, Karnataka 560001']);
    expect(recipient.gstin).toBeUndefined();
  });

  it('lists fee, discount, taxable value, the IGST line and the total in order', () => {
    const view = taxInvoiceView(aTaxInvoice('Maharashtra'));
    expect(view.amounts.map((row) => row.label)).toEqual([
      'Course fee',
      'Less: discount (coupon WELCOME10)',
      'Taxable value',
      'IGST @ 18%',
      'Total (incl. GST)',
    ]);
    expect(view.amounts.at(-1)).toEqual({
      label: 'Total (incl. GST)',
      paise: view.totalPaise,
      strong: true,
    });
  });

  it('splits intra-state tax into equal CGST and SGST lines', () => {
    const view = taxInvoiceView(aTaxInvoice('Karnataka'));
    const taxRows = view.amounts.filter((row) => /GST @/.test(row.label));
    expect(taxRows.map((row) => row.label)).toEqual(['CGST @ 9%', 'SGST @ 9%']);
    expect(taxRows[0]!.paise).toBe(taxRows[1]!.paise);
  });

  it('carries the supplier’s GSTIN and state code, place of supply and payment reference', () => {
    const view = taxInvoiceView(aTaxInvoice('Maharashtra'));
    expect(view.supplier).toMatchObject({ gstin: '29AAKCN4821P1ZR', stateCode: '29' });
    expect(view.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(view.reverseCharge).toBe(false);
    expect(view.item.sac).toBe('999293');
    expect(view.notes.join(' ')).toContain('OM2611221004051234567890123');
  });
});
