import type { Enrollment } from '../../shared/checkout/enrollment';
import { gstStateCode } from '../../shared/checkout/indian-states';
import { priceOrder } from '../../shared/checkout/pricing';
import { fallbackSettings } from '../../shared/content/fallback/site';
import { buildTaxInvoice, type TaxInvoice } from '../../lambdas/checkout/invoice';

// A tax invoice as checkout issues it, for tests of what follows it (credit notes), priced by the
// same code: the supplier is the fallback company, registered in Karnataka.

export interface TaxInvoiceOptions {
  feePaise: number;
  discountPaise?: number;
  learnerState?: Enrollment['student']['state'];
  serial?: number;
  issuedAt?: Date;
}

export function aTaxInvoice(options: TaxInvoiceOptions): TaxInvoice {
  const state = options.learnerState ?? 'Karnataka';
  const enrollment: Enrollment = {
    id: '01JE0CREDITNOTE0000000000A',
    courseSlug: 'data-science',
    courseTitle: 'Data Science Foundations',
    student: {
      name: 'Ravi <Kumar>',
      email: 'ravi@example.com',
      phone: '9812345670',
      city: 'Mysuru',
      state,
    },
    batch: { id: 'weekday', name: 'Weekday Batch', startDate: '2027-01-11' },
    couponCode: options.discountPaise ? 'STUDENT20' : null,
    amounts: priceOrder({
      feePaise: options.feePaise,
      discountPaise: options.discountPaise,
      learnerState: state,
      companyState: fallbackSettings.registeredState,
    }),
    currency: 'INR',
    placeOfSupply: { state, gstCode: gstStateCode(state) ?? '29' },
    enrollmentStatus: 'confirmed',
    paymentStatus: 'paid',
    merchantTransactionId: 'NXT_1795341845999_0a1b2c3d4e5f',
    providerTransactionId: 'OM2611221004059999999999999',
    seat: 'taken',
    holdExpiresAt: '2026-11-22T10:19:05.123Z',
    enrollmentSource: 'website',
    createdAt: '2026-11-22T10:04:05.123Z',
    updatedAt: '2026-11-22T10:06:00.000Z',
  };
  return buildTaxInvoice({
    enrollment,
    supplier: fallbackSettings,
    serial: options.serial ?? 7,
    issuedAt: options.issuedAt ?? new Date('2026-11-22T10:06:00Z'),
  });
}
