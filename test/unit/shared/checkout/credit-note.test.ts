import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingsMessages, settingsUpdate } from '#shared/admin/settings';
import { indianStates, type IndianState } from '#shared/checkout/indian-states';
import { priceOrder } from '#shared/checkout/pricing';
import { fallbackSettings } from '#shared/content/fallback/site';
import {
  buildCreditNote,
  creditNoteNumber,
  creditNotePrefix,
  type CreditNote,
} from '#shared/checkout/credit-note';
import { buildTaxInvoice, type TaxInvoice } from '#shared/checkout/invoice';
import { aPaidEnrollment } from '#test/support/tax-documents';

// GST credit notes (CGST Act s.34, rule 53): numbering, and the reversal of an invoice's figures
// for every refund from 1 paisa to the whole invoice.

/** An invoice of any amounts, issued as checkout issues it (the supplier is in Karnataka). */
function aTaxInvoice(options: {
  feePaise: number;
  discountPaise?: number;
  learnerState?: IndianState;
}): TaxInvoice {
  const state = options.learnerState ?? 'Karnataka';
  const amounts = priceOrder({ ...options, learnerState: state, companyState: 'Karnataka' });
  return buildTaxInvoice({
    enrollment: { ...aPaidEnrollment(state), amounts },
    supplier: fallbackSettings,
    serial: 7,
    issuedAt: new Date('2026-11-22T10:06:00Z'),
  });
}

const issuedAt = new Date('2027-01-15T06:30:00Z');

const creditNoteOf = (invoice: TaxInvoice, amountPaise: number, serial = 1) =>
  buildCreditNote({
    invoice,
    refund: {
      merchantRefundId: `${invoice.merchantTransactionId}_R1`,
      enrollmentId: invoice.enrollmentId,
      amountPaise,
      reason: 'Could not attend',
    },
    serial,
    issuedAt,
    prefix: creditNotePrefix,
  });

const taxOf = (note: CreditNote | TaxInvoice, tax: 'CGST' | 'SGST' | 'IGST') =>
  note.taxes.find((line) => line.tax === tax)?.amountPaise ?? 0;

const otherStates = indianStates.map(({ name }) => name).filter((name) => name !== 'Karnataka');
const learnerState = fc.oneof(fc.constant('Karnataka' as const), fc.constantFrom(...otherStates));

/** An invoice of any fee up to ₹10 lakh, with or without a discount, and a refund 1..its total. */
const invoiceAndRefund = fc
  .record({
    feePaise: fc.integer({ min: 1, max: 100_000_000 }),
    discountPercent: fc.constantFrom(0, 10, 20),
    learnerState,
  })
  .map(({ feePaise, discountPercent, learnerState: state }) =>
    aTaxInvoice({
      feePaise,
      discountPaise: Math.round((feePaise * discountPercent) / 100),
      learnerState: state,
    }),
  )
  .filter((invoice) => invoice.totalPaise >= 1)
  .chain((invoice) =>
    fc.tuple(
      fc.constant(invoice),
      fc.oneof(
        fc.integer({ min: 1, max: invoice.totalPaise }),
        // The edges, where a paisa decides: the whole invoice and a paisa short of it.
        fc.constantFrom(invoice.totalPaise, Math.max(1, invoice.totalPaise - 1), 1),
      ),
    ),
  );

/** The rules a reversal breaks, by name: none for a good credit note (cheap enough to run often). */
function brokenRules(invoice: TaxInvoice, note: CreditNote, refunded: number): string[] {
  const taxes = note.taxes.reduce((sum, line) => sum + line.amountPaise, 0);
  const rules: Record<string, boolean> = {
    'taxable + taxes = refund': note.item.taxablePaise + taxes === refunded,
    'total tax = the tax lines': note.totalTaxPaise === taxes,
    'total = refund': note.totalPaise === refunded,
    'the invoice’s taxes and rates': note.taxes.every(
      (line, index) =>
        line.tax === invoice.taxes[index]?.tax &&
        line.ratePercent === invoice.taxes[index].ratePercent,
    ),
    'as many tax lines': note.taxes.length === invoice.taxes.length,
    'CGST = SGST': taxOf(note, 'CGST') === taxOf(note, 'SGST'),
    'taxable within 0..invoice':
      note.item.taxablePaise >= 0 && note.item.taxablePaise <= invoice.item.taxablePaise,
    // The taxable value may take a paisa the split cannot; the tax stays its rate's share.
    'each tax its rate on the taxable value, within a paisa': note.taxes.every(
      (line) => Math.abs(line.amountPaise - (note.item.taxablePaise * line.ratePercent) / 100) <= 1,
    ),
    'each tax within 0..invoice': note.taxes.every(
      (line) => line.amountPaise >= 0 && line.amountPaise <= taxOf(invoice, line.tax),
    ),
  };
  return Object.keys(rules).filter((rule) => !rules[rule]);
}

describe('a credit note’s figures', () => {
  it('add up to the refund exactly, CGST = SGST, never past the invoice’s own figures', () => {
    fc.assert(
      fc.property(invoiceAndRefund, ([invoice, refunded]) => {
        expect(brokenRules(invoice, creditNoteOf(invoice, refunded), refunded)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('hold for every refund of every small invoice, paisa by paisa', () => {
    const broken: string[] = [];
    for (let feePaise = 1; feePaise <= 300; feePaise += 1) {
      for (const state of ['Karnataka', 'Kerala'] as const) {
        const invoice = aTaxInvoice({ feePaise, learnerState: state });
        for (let refunded = 1; refunded <= invoice.totalPaise; refunded += 1) {
          const rules = brokenRules(invoice, creditNoteOf(invoice, refunded), refunded);
          broken.push(...rules.map((rule) => `${state} ${feePaise}/${refunded}: ${rule}`));
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('reverse the invoice’s exact figures on a full refund', () => {
    fc.assert(
      fc.property(invoiceAndRefund, ([invoice]) => {
        const note = creditNoteOf(invoice, invoice.totalPaise);
        expect(note.scope).toBe('full');
        expect(note.item.taxablePaise).toBe(invoice.item.taxablePaise);
        expect(note.taxes).toEqual(invoice.taxes);
        expect(note.totalTaxPaise).toBe(invoice.totalTaxPaise);
        expect(note.totalPaise).toBe(invoice.totalPaise);
      }),
    );
  });

  it('credit part of ₹29,498.82 within the state: ₹11,800 is ₹10,000 taxable and ₹900 each', () => {
    const invoice = aTaxInvoice({ feePaise: 2499900 });
    const note = creditNoteOf(invoice, 1180000);
    expect(note.scope).toBe('partial');
    expect(note.item.taxablePaise).toBe(1000000);
    expect(note.taxes).toEqual([
      { tax: 'CGST', ratePercent: 9, amountPaise: 90000 },
      { tax: 'SGST', ratePercent: 9, amountPaise: 90000 },
    ]);
    expect(note.amountInWords).toBe('Rupees Eleven Thousand Eight Hundred Only');
  });

  it('let the taxable value take the paisa no even CGST + SGST can: ₹1.19 is 101 + 9 + 9', () => {
    // Taxable 100 has GST 18 (total 118), taxable 101 has GST 18 too (119): 1.19 is reachable;
    // 1.20 is not (102 → 120 needs 9.18 each), so the taxable value is 102 with 9 + 9.
    const invoice = aTaxInvoice({ feePaise: 10000 });
    expect(creditNoteOf(invoice, 119).item.taxablePaise).toBe(101);
    const note = creditNoteOf(invoice, 120);
    expect(note.item.taxablePaise + taxOf(note, 'CGST') + taxOf(note, 'SGST')).toBe(120);
    expect(taxOf(note, 'CGST')).toBe(taxOf(note, 'SGST'));
  });

  it('credit IGST alone when the invoice charged IGST', () => {
    const invoice = aTaxInvoice({ feePaise: 2499900, learnerState: 'Maharashtra' });
    expect(creditNoteOf(invoice, 500000).taxes.map((line) => line.tax)).toEqual(['IGST']);
  });

  it('refuse a refund larger than the invoice, or of nothing', () => {
    const invoice = aTaxInvoice({ feePaise: 10000 });
    expect(() => creditNoteOf(invoice, invoice.totalPaise + 1)).toThrow(RangeError);
    expect(() => creditNoteOf(invoice, 0)).toThrow(RangeError);
  });
});

describe('a credit note', () => {
  const invoice = aTaxInvoice({ feePaise: 2499900, discountPaise: 499980 });
  const note = creditNoteOf(invoice, 500000, 42);

  it('names the invoice it reduces, with its number and date', () => {
    expect(note.invoice).toEqual({
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      totalPaise: invoice.totalPaise,
    });
  });

  it('keeps the invoice’s supplier, recipient (all of it) and place of supply', () => {
    expect(note.supplier).toEqual(invoice.supplier);
    expect(note.recipient).toEqual(invoice.recipient);
    const withCompany = {
      ...invoice,
      recipient: { ...invoice.recipient, gstin: '27AAPFU0939F1ZV' },
    };
    expect(creditNoteOf(withCompany, 100).recipient).toMatchObject({ gstin: '27AAPFU0939F1ZV' });
    expect(note.placeOfSupply).toEqual(invoice.placeOfSupply);
  });

  it('is numbered in its own series of the financial year it is issued in', () => {
    expect(note.creditNoteNumber).toBe('CN/26-27/000042');
    expect(note.financialYear).toBe('2026-27');
  });
});

describe('credit note numbers', () => {
  it('fit GST’s 16 characters for every serial of six digits and every year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }),
        fc.integer({ min: 2000, max: 2998 }),
        (serial, startYear) => {
          const year = `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
          const number = creditNoteNumber(creditNotePrefix, year, serial);
          expect(number.length).toBeLessThanOrEqual(16);
          // Rule 53 as rule 46(b): letters, digits, '-' and '/' only.
          expect(number).toMatch(/^[A-Z0-9/-]+$/);
        },
      ),
    );
  });

  it('never equal an invoice number: an invoice prefix may not be CN', () => {
    const valid = {
      companyEmail: 'hello@nexoratech.in',
      careersEmail: 'careers@nexoratech.in',
      supportPhone: '+91 80 4567 8900',
      stats: fallbackSettings.stats,
      gstin: '29AAKCN4821P1ZR',
      registeredState: 'Karnataka',
    };
    expect(settingsUpdate.safeParse({ ...valid, invoicePrefix: 'NXT' }).success).toBe(true);
    const issues = settingsUpdate.safeParse({
      ...valid,
      invoicePrefix: creditNotePrefix.toLowerCase(),
    }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      settingsMessages.invoicePrefixCreditNotes,
    ]);
  });
});
