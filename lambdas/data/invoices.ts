import type { TaxInvoice } from '../checkout/invoice';
import { getItem, tableName, type ItemKeys } from './table';
import { writeTransaction } from './transactions';

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
}

export const invoiceItem = (invoice: StoredInvoice) => ({
  ...invoiceKeys(invoice.enrollmentId),
  entityType: 'Invoice',
  ...invoice,
});

/** Enough rounds for a burst of confirmations that all want the year's next serial at once. */
const maxSerialRounds = 50;

/**
 * Stores the enrollment's invoice under the next serial of its financial year, the counter and
 * the invoice in one transaction: a serial is used only by the invoice that got it, so the
 * series has no gaps (GST: consecutive serial numbers) and no repeats, whatever races or breaks
 * off. Undefined when the enrollment already had an invoice.
 */
export async function putInvoiceWithNextSerial(
  financialYear: string,
  invoiceFor: (serial: number) => StoredInvoice,
): Promise<StoredInvoice | undefined> {
  const counterKeys = invoiceCounterKeys(financialYear);
  for (let round = 0; round < maxSerialRounds; round += 1) {
    const counter = await getItem<{ lastSerial?: number }>(counterKeys, { consistent: true });
    const last = counter?.lastSerial ?? 0;
    const invoice = invoiceFor(last + 1);
    const result = await writeTransaction([
      {
        Update: {
          TableName: tableName(),
          Key: counterKeys,
          UpdateExpression: 'SET lastSerial = :next, entityType = :type',
          ConditionExpression: last ? 'lastSerial = :last' : 'attribute_not_exists(lastSerial)',
          ExpressionAttributeValues: {
            ':next': last + 1,
            ':type': 'InvoiceCounter',
            ...(last ? { ':last': last } : {}),
          },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: invoiceItem(invoice),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    if (result.ok) return invoice;
    if (result.failedConditions.includes(1)) return undefined;
    // Another invoice took this serial meanwhile: read the counter again.
  }
  throw new Error(`No invoice serial of FY${financialYear} could be taken: too many at once`);
}

/** Read consistently: a confirmation that lost the race to store one reads the winner's. */
export function getInvoiceByEnrollment(enrollmentId: string): Promise<StoredInvoice | undefined> {
  return getItem<StoredInvoice>(invoiceKeys(enrollmentId), { consistent: true });
}
