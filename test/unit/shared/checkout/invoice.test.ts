import { describe, expect, it } from 'vitest';
import type { Enrollment } from '#shared/checkout/enrollment';
import { priceOrder } from '#shared/checkout/pricing';
import { fallbackSettings } from '#shared/content/fallback/site';
import {
  buildTaxInvoice,
  financialYearOf,
  invoiceNumber,
  trainingSacCode,
} from '#shared/checkout/invoice';
import {
  renderInvoiceHtml,
  renderInvoiceText,
} from '#lambdas/checkout-payments/tax-documents/invoice-document';

function anEnrollment(state: Enrollment['student']['state'], gstCode: string): Enrollment {
  return {
    id: '01JDZ5Q5M7ZT2J8Y6W4X3V2B1A',
    courseSlug: 'cloud-computing-aws',
    courseTitle: 'Cloud Computing with AWS',
    student: {
      name: 'Asha <Rao>',
      email: 'asha@example.com',
      phone: '9876543210',
      city: 'Pune',
      state,
    },
    batch: { id: 'weekend', name: 'Weekend Batch', startDate: null },
    couponCode: 'WELCOME10',
    amounts: priceOrder({
      feePaise: 2777700,
      discountPaise: 277770,
      learnerState: state,
      companyState: 'Karnataka',
    }),
    currency: 'INR',
    placeOfSupply: { state, gstCode },
    enrollmentStatus: 'confirmed',
    paymentStatus: 'paid',
    merchantTransactionId: 'NXT_1795341845123_9f3a1c2b7d4e',
    providerTransactionId: 'OM2611221004051234567890123',
    seat: 'taken',
    holdExpiresAt: '2026-11-22T10:19:05.123Z',
    enrollmentSource: 'website',
    createdAt: '2026-11-22T10:04:05.123Z',
    updatedAt: '2026-11-22T10:06:00.000Z',
  };
}

const issuedAt = new Date('2026-11-22T10:06:00Z');
const invoiceFor = (enrollment: Enrollment, serial = 123) =>
  buildTaxInvoice({ enrollment, supplier: fallbackSettings, serial, issuedAt });

describe('financialYearOf', () => {
  it('runs April to March in IST: 31 March is the old year, 1 April the new one', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59:59 IST
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 00:00 IST 1 Apr
    expect(financialYearOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27');
  });

  it('writes the century turn with two digits', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('invoiceNumber', () => {
  it('is prefix / financial year / six-digit serial', () => {
    expect(invoiceNumber('NXT', '2026-27', 123)).toBe('NXT/26-27/000123');
    expect(invoiceNumber('NXT', '2027-28', 1)).toBe('NXT/27-28/000001');
  });
});

describe('buildTaxInvoice', () => {
  it('charges CGST 9% + SGST 9% within the registered state', () => {
    const invoice = invoiceFor(anEnrollment('Karnataka', '29'));
    expect(invoice.invoiceNumber).toBe('NXT/26-27/000123');
    expect(invoice.taxes).toEqual([
      { tax: 'CGST', ratePercent: 9, amountPaise: 224994 },
      // Each 9% of ₹24,999.30 (₹2,249.937) rounds to ₹2,249.94: equal, whatever the rounding.
      { tax: 'SGST', ratePercent: 9, amountPaise: 224994 },
    ]);
    expect(invoice.item).toMatchObject({
      sac: trainingSacCode,
      feePaise: 2777700,
      discountPaise: 277770,
      taxablePaise: 2499930,
    });
    expect(invoice.totalTaxPaise).toBe(449988);
    expect(invoice.totalPaise).toBe(2949918);
    expect(invoice.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
  });

  it('charges IGST 18% to a learner in another state, that state being the place of supply', () => {
    const invoice = invoiceFor(anEnrollment('Maharashtra', '27'));
    expect(invoice.taxes).toEqual([{ tax: 'IGST', ratePercent: 18, amountPaise: 449987 }]);
    expect(invoice.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
  });

  it("names the supplier from the settings, with its GSTIN and state's code", () => {
    const invoice = invoiceFor(anEnrollment('Maharashtra', '27'));
    expect(invoice.supplier).toEqual({
      name: 'Nexora Technologies',
      gstin: '29AAKCN4821P1ZR',
      address: fallbackSettings.address,
      state: 'Karnataka',
      stateCode: '29',
    });
  });

  it('writes the total in words', () => {
    const enrollment = anEnrollment('Karnataka', '29');
    enrollment.amounts = priceOrder({
      feePaise: 2499900,
      learnerState: 'Karnataka',
      companyState: 'Karnataka',
    });
    expect(invoiceFor(enrollment).amountInWords).toBe(
      'Rupees Twenty-Nine Thousand Four Hundred Ninety-Eight and Eighty-Two Paise Only',
    );
  });
});

describe('the invoice documents', () => {
  it('print every line a GST tax invoice needs, amounts in rupees with paise', () => {
    const html = renderInvoiceHtml(invoiceFor(anEnrollment('Maharashtra', '27')));
    for (const expected of [
      'Tax Invoice',
      'NXT/26-27/000123',
      'GSTIN: 29AAKCN4821P1ZR',
      'Place of supply: Maharashtra (27)',
      '999293',
      'Taxable value',
      '₹24,999.30',
      'IGST @ 18%',
      '₹4,499.87',
      '₹29,499.17',
      'Less: discount (coupon WELCOME10)',
      'starts TBD',
      '22 Nov 2026',
    ]) {
      expect(html).toContain(expected);
    }
  });

  it("escapes the learner's words in the HTML", () => {
    const html = renderInvoiceHtml(invoiceFor(anEnrollment('Karnataka', '29')));
    expect(html).toContain('Asha &lt;Rao&gt;');
    expect(html).not.toContain('<Rao>');
  });

  it('has a plain-text twin with the same figures', () => {
    const text = renderInvoiceText(invoiceFor(anEnrollment('Karnataka', '29')));
    expect(text).toContain('TAX INVOICE NXT/26-27/000123');
    expect(text).toContain('Less: discount (coupon WELCOME10): ₹2,777.70');
    expect(text).toContain('CGST @ 9%: ₹2,249.94');
    expect(text).toContain('SGST @ 9%: ₹2,249.94');
    expect(text).toContain('Total (incl. GST): ₹29,499.18');
  });
});
