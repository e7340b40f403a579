import { useState } from 'react';
import { errorMessage } from '#web/lib/api-client';
import { alertFailure, confirmDelete } from '#web/features/admin/kit/dialogs';

/**
 * Deleting a row of a catalog table (a batch, a coupon): asked first, the row's Delete waiting
 * while the call is under way, and the product's failure text in an alert when it fails.
 */
export function useRowDelete<Row>({
  keyOf,
  question,
  failureText,
  call,
  onDeleted,
}: {
  keyOf: (row: Row) => string;
  /** 'Are you sure you want to delete this coupon?' */
  question: string;
  failureText: string;
  call: (row: Row) => Promise<unknown>;
  /** Takes the deleted row out of what the page shows. */
  onDeleted: (row: Row) => void;
}) {
  const [busyKey, setBusyKey] = useState<string>();

  async function remove(row: Row) {
    if (!(await confirmDelete(question))) return;
    setBusyKey(keyOf(row));
    try {
      await call(row);
      onDeleted(row);
    } catch (error) {
      void alertFailure(errorMessage(error, failureText));
    } finally {
      setBusyKey(undefined);
    }
  }

  return { remove, deleting: (row: Row) => busyKey === keyOf(row) };
}
