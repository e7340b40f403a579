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

  async function update(id: string, changes: Changes): Promise<T | undefined> {
    setBusyId(id);
    try {
      const updated = await adminPatch<T>(`${path}/${encodeURIComponent(id)}`, changes);
      setItems((items) => items.map((item) => (item.id === id ? updated : item)));
      return updated;
    } catch (error) {
      // A 4xx says what went wrong (e.g. a booking's slot was taken again); else the product's text.
      void alertFailure(errorMessage(error, updateFailed));
      return undefined;
    } finally {
      setBusyId(undefined);
    }
  }

  /** True once deleted; false when the admin cancelled or it failed. */
  async function remove(id: string): Promise<boolean> {
    if (!(await confirmDelete(confirmDeleteMessage))) return false;
    setBusyId(id);
    try {
      await adminDelete(`${path}/${encodeURIComponent(id)}`);
      setItems((items) => items.filter((item) => item.id !== id));
      return true;
    } catch (error) {
      void alertFailure(errorMessage(error, deleteFailed));
      return false;
    } finally {
      setBusyId(undefined);
    }
  }

  return { busyId, update, remove };
}
