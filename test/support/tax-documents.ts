import type { Enrollment } from '#shared/checkout/enrollment';
import type { IndianState } from '#shared/checkout/indian-states';
import { priceOrder } from '#shared/checkout/pricing';
import { fallbackSettings } from '#shared/content/fallback/site';
import { buildTaxInvoice, type TaxInvoice } from '#shared/checkout/invoice';
import type { TaxDocumentView } from '#lambdas/checkout-payments/tax-documents/tax-document-view';

// Tax documents as the product issues them, for the tests of their views and renderings: a paid
// enrollment's invoice built by the real builder, and a credit note's view against it.

export function aPaidEnrollment(state: IndianState = 'Maharashtra'): Enrollment {
  const amounts = priceOrder({
    feePaise: 2777700,
    discountPaise: 277770,
    learnerState: state,
    companyState: 'Karnataka',
  });
  return {
    id: '01JDZ5Q5M7ZT2J8Y6W4X3V2B1A',
    courseSlug: 'cloud-computing-aws',
    courseTitle: 'Cloud Computing with AWS',
    student: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      city: 'Pune',
      state,
    },
    batch: { id: 'weekend', name: 'Weekend Batch', startDate: '2026-12-05' },
    couponCode: 'WELCOME10',
    amounts,
    currency: 'INR',
    placeOfSupply: { state, gstCode: state === 'Karnataka' ? '29' : '27' },
    enrollmentStatus: 'confirmed',
    paymentStatus: 'paid',
    merchantTransactionId: 'NXT_1795341845123_9f3a1c2b7d4e',
    providerTransactionId: 'OM2611221004051234567890123',
    seat: 'taken',
    holdExpiresAt: '2026-11-25T10:19:05.123Z',
    enrollmentSource: 'website',
    createdAt: '2026-11-25T10:04:05.123Z',
    updatedAt: '2026-11-25T10:06:00.000Z',
  };
}

/**
 * Serial 123 of 2026-27, issued 25 Nov 2026 at 15:36 IST; with `billing`, for the company or the
 * full address the learner gave at checkout.
 */
export function aTaxInvoice(
  state: IndianState = 'Maharashtra',
  billing: Pick<Enrollment, 'company' | 'billingAddress'> = {},
): TaxInvoice {
  return buildTaxInvoice({
    enrollment: { ...aPaidEnrollment(state), ...billing },
    supplier: fallbackSettings,
    serial: 123,
    issuedAt: new Date('2026-11-25T10:06:00Z'),
  });
}

/** A partial credit note (₹10,000 taxable refunded) against an intra-state invoice. */
export function aCreditNoteView(): TaxDocumentView {
  const taxes = [
    { tax: 'CGST' as const, ratePercent: 9, amountPaise: 90000 },
    { tax: 'SGST' as const, ratePercent: 9, amountPaise: 90000 },
  ];
  return {
    kind: 'credit-note',
    title: 'Credit Note',
    number: 'NXC/26-27/000007',
    issuedAt: '2026-12-01T06:00:00Z',
    against: { invoiceNumber: 'NXT/26-27/000123', invoiceIssuedAt: '2026-11-25T10:06:00Z' },
    supplier: {
      name: 'Nexora Technologies',
      addressLines: ['2nd Floor, 14 Residency Road, Bengaluru 560025'],
      state: 'Karnataka',
      stateCode: '29',
      gstin: '29AAKCN4821P1ZR',
    },
    recipient: {
      name: 'Asha Rao',
      addressLines: ['Bengaluru'],
      state: 'Karnataka',
      stateCode: '29',
      contactLines: ['asha@example.com · 9876543210'],
    },
    placeOfSupply: { state: 'Karnataka', stateCode: '29' },
    reverseCharge: false,
    item: {
      description: 'Cloud Computing with AWS (Weekend Batch)',
      sac: '999293',
      quantity: 1,
      ratePaise: 1000000,
      discountPaise: 0,
      taxablePaise: 1000000,
    },
    amounts: [
      { label: 'Taxable value reduced', paise: 1000000, strong: true },
      { label: 'CGST @ 9%', paise: 90000 },
      { label: 'SGST @ 9%', paise: 90000 },
      { label: 'Total credited', paise: 1180000, strong: true },
    ],
    taxes,
    totalPaise: 1180000,
    amountInWords: 'Rupees Eleven Thousand Eight Hundred Only',
    notes: ['Reason: refund of the course fee (partial), refund reference NXT_R1'],
  };
}
