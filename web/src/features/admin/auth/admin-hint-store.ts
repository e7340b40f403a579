import { adminHintStorageKey } from '#web/lib/admin-hint';

/** Records (or clears) the signed-in admin for the header's Admin link. */
export function setAdminHint(email: string | null): void {
  try {
    if (email) localStorage.setItem(adminHintStorageKey, email);
    else localStorage.removeItem(adminHintStorageKey);
  } catch {
    // Storage may be unavailable (private mode); the link simply stays hidden.
  }
}
