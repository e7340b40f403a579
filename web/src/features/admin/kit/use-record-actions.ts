import { useState } from 'react';
import { errorMessage } from '#web/lib/api-client';
import { adminDelete, adminPatch } from './admin-api';
import { alertFailure, confirmDelete } from './dialogs';

/**
 * Status/notes updates and deletes for the rows of an admin list (docs/architecture.md §4 PATCH and DELETE),
 * with the product's confirmation and failure alerts. The list's loaded rows change in place.
 */
export function useRecordActions<T extends { id: string }, Changes>(options: {
  /** e.g. '/api/admin/contacts' */
  path: string;
  setItems: (update: (items: T[]) => T[]) => void;
  confirmDelete: string;
  updateFailed: string;
  deleteFailed: string;
}) {
  const { path, setItems, updateFailed, deleteFailed } = options;
  const confirmDeleteMessage = options.confirmDelete;
  /** The id of the row being saved or deleted, so its controls can wait. */
  const [busyId, setBusyId] = useState<string>();

  /** Runs one row's call with its controls waiting; a failure alerts (a 4xx says what went wrong, e.g. a booking's slot was taken again; else the product's text). */
  async function asBusy<R>(id: string, failed: string, failure: R, call: () => Promise<R>) {
    setBusyId(id);
    try {
      return await call();
    } catch (error) {
      void alertFailure(errorMessage(error, failed));
      return failure;
    } finally {
      setBusyId(undefined);
    }
  }

  const update = (id: string, changes: Changes): Promise<T | undefined> =>
    asBusy(id, updateFailed, undefined, async () => {
      const updated = await adminPatch<T>(`${path}/${encodeURIComponent(id)}`, changes);
      setItems((items) => items.map((item) => (item.id === id ? updated : item)));
      return updated;
    });

  /** True once deleted; false when the admin cancelled or it failed. */
  async function remove(id: string): Promise<boolean> {
    if (!(await confirmDelete(confirmDeleteMessage))) return false;
    return asBusy(id, deleteFailed, false, async () => {
      await adminDelete(`${path}/${encodeURIComponent(id)}`);
      setItems((items) => items.filter((item) => item.id !== id));
      return true;
    });
  }

  return { busyId, update, remove };
}
