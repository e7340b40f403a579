import type {
  EInvoiceState,
  PendingEInvoice,
  RegisteredEInvoice,
} from '#shared/checkout/e-invoice';
import { indexes } from './table-definition';
import { queryAll, updateIf, withoutKeys, type ItemKeys } from './table';
import type { StoredCreditNote } from './credit-notes';
import type { StoredInvoice } from './invoices';

// The e-invoice state kept on a B2B invoice or credit note item (decision 027). While the IRP has
// not answered, the item is in the sparse gsi2 collection EINVOICES#PENDING, oldest first, which
// the scheduled job walks; registering it removes it from there in the same write.

export const pendingEInvoicesCollection = 'EINVOICES#PENDING';

/** The gsi2 keys of a document whose IRN is pending, e.g. EINVOICES#PENDING / <since>#ENROLLMENT#01J…#INVOICE. */
export function pendingEInvoiceIndexKeys(
  keys: { pk: string; sk: string },
  eInvoice: EInvoiceState | undefined,
): Pick<ItemKeys, 'gsi2pk' | 'gsi2sk'> {
  if (eInvoice?.status !== 'pending') return {};
  return { gsi2pk: pendingEInvoicesCollection, gsi2sk: `${eInvoice.since}#${keys.pk}#${keys.sk}` };
}

export type PendingEInvoiceDocument =
  { kind: 'invoice'; invoice: StoredInvoice } | { kind: 'credit-note'; note: StoredCreditNote };

/** Every document whose IRN is pending, oldest first (the scheduled job's retries). */
export async function listPendingEInvoices(): Promise<PendingEInvoiceDocument[]> {
  const items = await queryAll({
    IndexName: indexes.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': pendingEInvoicesCollection },
  });
  return items.flatMap((item): PendingEInvoiceDocument[] => {
    if (item.entityType === 'Invoice') {
      return [{ kind: 'invoice', invoice: withoutKeys<StoredInvoice>(item) }];
    }
    if (item.entityType === 'CreditNote') {
      return [{ kind: 'credit-note', note: withoutKeys<StoredCreditNote>(item) }];
    }
    return [];
  });
}

const whilePending = {
  ConditionExpression: 'eInvoice.#status = :pending',
  ExpressionAttributeNames: { '#status': 'status' },
};

/**
 * Keeps the IRP's answer and the document's page redrawn with it, and takes the document out of
 * the pending collection; undefined when it was no longer pending (another run registered it).
 */
export function recordEInvoiceRegistered<T extends StoredInvoice | StoredCreditNote>(
  keys: { pk: string; sk: string },
  eInvoice: RegisteredEInvoice,
  html: string,
): Promise<T | undefined> {
  return updateIf<T>({
    Key: keys,
    UpdateExpression: 'SET eInvoice = :eInvoice, html = :html REMOVE gsi2pk, gsi2sk',
    ...whilePending,
    ExpressionAttributeValues: { ':eInvoice': eInvoice, ':html': html, ':pending': 'pending' },
  });
}

/** Counts a failed attempt and keeps why, for the admin; the document stays pending. */
export function recordEInvoiceAttemptFailed(
  keys: { pk: string; sk: string },
  pending: PendingEInvoice,
  lastError: string,
): Promise<unknown> {
  return updateIf({
    Key: keys,
    UpdateExpression: 'SET eInvoice.attempts = :attempts, eInvoice.lastError = :error',
    ...whilePending,
    ExpressionAttributeValues: {
      ':attempts': pending.attempts + 1,
      ':error': lastError.slice(0, 300),
      ':pending': 'pending',
    },
  });
}
