import { describe, expect, it } from 'vitest';
import { buildCreditNote, creditNotePrefix } from '#shared/checkout/credit-note';
import type { Enrollment } from '#shared/checkout/enrollment';
import {
  irnPayloadOfCreditNote,
  irnPayloadOfInvoice,
  IrnPayloadError,
  rupeesOf,
  supplierAddressParts,
} from '#lambdas/checkout-payments/e-invoicing/irn-payload';
import { checkInvoice, invoiceSchema } from '#scripts/irp-sandbox/invoice-schema';
import { aTaxInvoice } from '#test/support/tax-documents';

// The e-invoice payload (NIC's schema INV-01) built from our invoice and credit note: every field
// the schema requires, amounts in rupees with two decimals from our paise, and the GST split.
// Checked against the IRP sandbox's schema and sums, written apart from the builder.

/** A company in Maharashtra (27) or Karnataka (29), with its billing address. */
function companyOf(
  state: 'Maharashtra' | 'Karnataka',
): Pick<Enrollment, 'company' | 'billingAddress'> {
  return state === 'Maharashtra'
    ? {
        company: { gstin: '27AAPFU0939F1ZV', legalName: 'Acme Learning Private Limited' },
        billingAddress: {
          line1: '4th Floor, Nariman Bhavan',
          line2: 'Vinay K Shah Marg, Nariman Point',
          city: 'Mumbai',
          state: 'Maharashtra',
          pinCode: '400021',
        },
      }
    : {
        company: { gstin: '29AABCT1332L1ZU', legalName: 'Tumkur Tools Private Limited' },
        billingAddress: {
          line1: '12 Residency Road',
          line2: undefined,
          city: 'Bengaluru',
          state: 'Karnataka',
          pinCode: '560025',
        },
      };
}

const today = '2027-03-31';

describe('the IRN payload of a B2B tax invoice', () => {
  it('carries every field the schema requires, and passes the IRP sandbox’s checks', () => {
    const invoice = aTaxInvoice('Maharashtra', companyOf('Maharashtra'));

    const payload = irnPayloadOfInvoice(invoice);

    expect(invoiceSchema.safeParse(payload).success).toBe(true);
    expect(checkInvoice(payload, invoice.supplier.gstin, today)).toMatchObject({ ok: true });
    expect(payload).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: invoice.invoiceNumber, Dt: '25/11/2026' },
      SellerDtls: {
        Gstin: '29AAKCN4821P1ZR',
        LglNm: 'Nexora Technologies',
        Loc: 'Bengaluru',
        Pin: 560034,
        Stcd: '29',
      },
      BuyerDtls: {
        Gstin: '27AAPFU0939F1ZV',
        LglNm: 'Acme Learning Private Limited',
        Addr1: '4th Floor, Nariman Bhavan',
        Addr2: 'Vinay K Shah Marg, Nariman Point',
        Loc: 'Mumbai',
        Pin: 400021,
        Stcd: '27',
        Pos: '27',
      },
    });
  });

  it('writes the course as one service line, SAC 999293, amounts in rupees from paise', () => {
    const invoice = aTaxInvoice('Maharashtra', companyOf('Maharashtra'));

    const [item] = irnPayloadOfInvoice(invoice).ItemList;

    // ₹27,777 less the ₹2,777.70 coupon: ₹24,999.30 taxable, 18% IGST ₹4,499.87.
    expect(item).toEqual({
      SlNo: '1',
      PrdDesc: invoice.item.description,
      IsServc: 'Y',
      HsnCd: '999293',
      Qty: 1,
      Unit: 'OTH',
      UnitPrice: 27777,
      TotAmt: 27777,
      Discount: 2777.7,
      AssAmt: 24999.3,
      GstRt: 18,
      IgstAmt: 4499.87,
      CgstAmt: 0,
      SgstAmt: 0,
      TotItemVal: 29499.17,
    });
  });

  it('charges IGST to a company in another state, and CGST plus SGST in the supplier’s', () => {
    const other = irnPayloadOfInvoice(aTaxInvoice('Maharashtra', companyOf('Maharashtra')));
    const same = irnPayloadOfInvoice(aTaxInvoice('Karnataka', companyOf('Karnataka')));

    expect(other.ValDtls).toEqual({
      AssVal: 24999.3,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 4499.87,
      Discount: 0,
      TotInvVal: 29499.17,
    });
    expect(same.ValDtls).toMatchObject({
      AssVal: 24999.3,
      IgstVal: 0,
      CgstVal: 2249.94,
      SgstVal: 2249.94,
    });
    expect(same.BuyerDtls.Pos).toBe('29');
    expect(checkInvoice(same, '29AAKCN4821P1ZR', today)).toMatchObject({ ok: true });
  });

  it('keeps every amount to two decimals, however the paise fall', () => {
    for (const paise of [1, 10, 99, 101, 2949882, 100_000_001]) {
      expect(rupeesOf(paise).toFixed(2)).toBe((paise / 100).toFixed(2));
      expect(String(rupeesOf(paise))).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  it('refuses an invoice to an unregistered learner: B2C is never e-invoiced', () => {
    expect(() => irnPayloadOfInvoice(aTaxInvoice('Maharashtra'))).toThrow(IrnPayloadError);
  });
});

describe('the IRN payload of a credit note', () => {
  it('is a CRN naming the invoice it reduces, with the credited amounts', () => {
    const invoice = aTaxInvoice('Karnataka', companyOf('Karnataka'));
    const note = buildCreditNote({
      invoice,
      refund: {
        merchantRefundId: `${invoice.merchantTransactionId}_R1`,
        enrollmentId: invoice.enrollmentId,
        amountPaise: 1_000_000,
      },
      serial: 3,
      issuedAt: new Date('2027-01-15T06:30:00Z'),
      prefix: creditNotePrefix,
    });

    const payload = irnPayloadOfCreditNote(note);

    expect(checkInvoice(payload, '29AAKCN4821P1ZR', today)).toMatchObject({ ok: true });
    expect(payload.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/26-27/000003', Dt: '15/01/2027' });
    expect(payload.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: invoice.invoiceNumber, InvDt: '25/11/2026' }],
    });
    const { AssVal, CgstVal, SgstVal, TotInvVal } = payload.ValDtls;
    expect(TotInvVal).toBe(10000);
    expect(Math.round((AssVal + CgstVal + SgstVal) * 100)).toBe(1_000_000);
  });
});

describe('the supplier’s address in the IRP’s parts', () => {
  it('takes the PIN, the locality before the state and the rest as the address line', () => {
    expect(
      supplierAddressParts(
        '3rd Floor, Skyline Arcade, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
      ),
    ).toEqual({
      Addr1: '3rd Floor, Skyline Arcade, 80 Feet Road, Koramangala 4th Block',
      Loc: 'Bengaluru',
      Pin: 560034,
    });
  });

  it('reads an address written on several lines', () => {
    expect(supplierAddressParts('12 MG Road\nPune\nMaharashtra 411001')).toEqual({
      Addr1: '12 MG Road',
      Loc: 'Pune',
      Pin: 411001,
    });
  });

  it('refuses an address with no PIN code, naming what is missing', () => {
    expect(() => supplierAddressParts('Skyline Arcade, Bengaluru')).toThrow(/PIN code/);
  });
});
