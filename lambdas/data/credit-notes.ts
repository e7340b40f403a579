import type { CreditNote } from '#shared/checkout/credit-note';
import type { EInvoiceState } from '#shared/checkout/e-invoice';
import { pendingEInvoiceIndexKeys } from './e-invoices';
import { putWithNextSerial } from './serials';
import { getItem, tableName, type ItemKeys } from './table';
import { writeTransaction, type TransactionItem } from './transactions';

// GST credit notes: one per completed refund, beside the enrollment whose invoice it reduces
// (pk ENROLLMENT#<id>, sk CREDIT_NOTE#<merchantRefundId>), in the gsi1 collection CREDIT_NOTES
// by date, numbered from a counter per financial year of their own (docs/data-model.md).

export const creditNoteKeys = (
  note: Pick<CreditNote, 'enrollmentId' | 'merchantRefundId' | 'issuedAt'>,
): ItemKeys => ({
  pk: `ENROLLMENT#${note.enrollmentId}`,
  sk: `CREDIT_NOTE#${note.merchantRefundId}`,
  gsi1pk: 'CREDIT_NOTES',
  gsi1sk: `${note.issuedAt}#${note.merchantRefundId}`,
});

/** e.g. COUNTER#CREDIT_NOTE / FY2026-27. */
export const creditNoteCounterKeys = (financialYear: string): ItemKeys => ({
  pk: 'COUNTER#CREDIT_NOTE',
  sk: `FY${financialYear}`,
});

/** The credit note as issued, with the document the learner downloads, never re-rendered. */
export interface StoredCreditNote extends CreditNote {
  html: string;
  /** A credit note against an e-invoiced invoice: its IRN as a CRN, or that it is pending (decision 027). */
  eInvoice?: EInvoiceState;
}

export const creditNoteItem = (note: StoredCreditNote) => ({
  ...creditNoteKeys(note),
  ...pendingEInvoiceIndexKeys(creditNoteKeys(note), note.eInvoice),
  entityType: 'CreditNote',
  ...note,
});

/**
 * Stores the refund's credit note under the next serial of its financial year, gapless like the
 * invoices (see putWithNextSerial). Undefined when the refund already had its credit note.
 */
export function putCreditNoteWithNextSerial(
  financialYear: string,
  noteFor: (serial: number) => StoredCreditNote,
): Promise<StoredCreditNote | undefined> {
  return putWithNextSerial(
    {
      counterKeys: creditNoteCounterKeys(financialYear),
      counterType: 'CreditNoteCounter',
      name: `credit note serial of FY${financialYear}`,
    },
    noteFor,
    creditNoteItem,
  );
}

/** Read consistently: an issue that lost the race to store one reads the winner's. */
export function getCreditNote(
  enrollmentId: string,
  merchantRefundId: string,
): Promise<StoredCreditNote | undefined> {
  return getItem<StoredCreditNote>(
    { pk: `ENROLLMENT#${enrollmentId}`, sk: `CREDIT_NOTE#${merchantRefundId}` },
    { consistent: true },
  );
}

/**
 * Notes the credit note's number on its refund attempt (pk PAYMENT#<merchantTransactionId>,
 * sk REFUND#<merchantRefundId>) unless one is noted: the one write that succeeds sends the mail.
 * Touches only `creditNoteNumber`, so it cannot conflict with the refund's own state changes.
 */
export const recordCreditNoteNumber = (
  refund: { merchantTransactionId: string; merchantRefundId: string },
  creditNoteNumber: string,
): TransactionItem => ({
  Update: {
    TableName: tableName(),
    Key: { pk: `PAYMENT#${refund.merchantTransactionId}`, sk: `REFUND#${refund.merchantRefundId}` },
    UpdateExpression: 'SET creditNoteNumber = :number',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(creditNoteNumber)',
    ExpressionAttributeValues: { ':number': creditNoteNumber },
  },
});

/** True for the one call that noted the number; false when it was noted (or no such refund). */
export async function recordCreditNoteNumberOnce(
  refund: { merchantTransactionId: string; merchantRefundId: string },
  creditNoteNumber: string,
): Promise<boolean> {
  const result = await writeTransaction([recordCreditNoteNumber(refund, creditNoteNumber)]);
  return result.ok;
}
