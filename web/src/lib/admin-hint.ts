import { useSyncExternalStore } from 'react';
import { storedValue } from './stored-value';

// Whether this browser has a signed-in admin, for the header's Admin link (docs/product.md §6). It is a hint
// for display only, kept by the admin area whenever it reads the session
// (web/src/features/admin/auth/admin-hint-store.ts); the API decides what an admin may do. Keeping
// it this small spares every public page the sign-in library.

export const adminHintStorageKey = 'techsite.admin-email';

const noSubscription = () => () => undefined;

const readHint = () => Boolean(storedValue(adminHintStorageKey));

/**
 * False on the server and during hydration, so prerendered HTML never differs. It is read again
 * on every render of the layout, which every navigation causes, and the admin area navigates
 * after each sign-in and sign-out.
 */
export function useAdminHint(): boolean {
  return useSyncExternalStore(noSubscription, readHint, () => false);
}
