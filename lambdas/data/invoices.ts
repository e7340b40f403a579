import type { EInvoiceState } from '#shared/checkout/e-invoice';
import type { TaxInvoice } from '#shared/checkout/invoice';
import { pendingEInvoiceIndexKeys } from './e-invoices';
import { putWithNextSerial } from './serials';
import { getItem, type ItemKeys } from './table';

// GST invoices: one per paid enrollment, beside it in its partition, numbered from a counter per
// financial year that moves only together with the invoice it numbers (docs/data-model.md).

export const invoiceKeys = (enrollmentId: string): ItemKeys => ({
  pk: `ENROLLMENT#${enrollmentId}`,
  sk: 'INVOICE',
});

/** e.g. COUNTER#INVOICE / FY2026-27. */
export const invoiceCounterKeys = (financialYear: string): ItemKeys => ({
  pk: 'COUNTER#INVOICE',
  sk: `FY${financialYear}`,
});

/** The invoice as issued, with the document the learner downloads, never re-rendered. */
export interface StoredInvoice extends TaxInvoice {
  html: string;
  /** A B2B invoice of a supplier that must e-invoice: its IRN, or that it is pending (decision 027). */
  eInvoice?: EInvoiceState;
}

export const invoiceItem = (invoice: StoredInvoice) => ({
  ...invoiceKeys(invoice.enrollmentId),
  ...pendingEInvoiceIndexKeys(invoiceKeys(invoice.enrollmentId), invoice.eInvoice),
  entityType: 'Invoice',
  ...invoice,
});

/**
 * Stores the enrollment's invoice under the next serial of its financial year (GST: consecutive
 * serial numbers, no gaps, no repeats; see putWithNextSerial). Undefined when the enrollment
 * already had an invoice.
 */
export function putInvoiceWithNextSerial(
  financialYear: string,
  invoiceFor: (serial: number) => StoredInvoice,
): Promise<StoredInvoice | undefined> {
  return putWithNextSerial(
    {
      counterKeys: invoiceCounterKeys(financialYear),
      counterType: 'InvoiceCounter',
      name: `invoice serial of FY${financialYear}`,
    },
    invoiceFor,
    invoiceItem,
  );
}

/** Read consistently: a confirmation that lost the race to store one reads the winner's. */
export function getInvoiceByEnrollment(enrollmentId: string): Promise<StoredInvoice | undefined> {
  return getItem<StoredInvoice>(invoiceKeys(enrollmentId), { consistent: true });
}
