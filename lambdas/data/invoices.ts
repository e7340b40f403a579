import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TaxInvoice } from '../checkout/invoice';
import { db, getItem, isConditionFailed, tableName, type ItemKeys } from './table';

// GST invoices: one per paid enrollment, beside it in its partition, numbered from an atomic
// counter per financial year (docs/data-model.md).

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

/** The next serial of the financial year: one atomic ADD, so two confirmations never share one. */
export async function nextInvoiceSerial(financialYear: string): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: invoiceCounterKeys(financialYear),
      UpdateExpression: 'ADD lastSerial :one SET entityType = :type',
      ExpressionAttributeValues: { ':one': 1, ':type': 'InvoiceCounter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes!.lastSerial as number;
}

/** Stores the enrollment's invoice unless it has one; false when it already had. */
export async function putInvoiceOnce(invoice: StoredInvoice): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: invoiceItem(invoice),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export function getInvoiceByEnrollment(enrollmentId: string): Promise<StoredInvoice | undefined> {
  return getItem<StoredInvoice>(invoiceKeys(enrollmentId));
}
