import { useSyncExternalStore } from 'react';

// Whether this browser has a signed-in admin, for the header's Admin link (spec §6). It is a hint
// for display only, kept by the admin area when it checks the session; the API decides what an
// admin may do. Keeping it here spares every public page the sign-in library.

const storageKey = 'techsite.admin-email';
const changeEvent = 'techsite:admin-hint';

export function setAdminHint(email: string | null): void {
  try {
    if (email) localStorage.setItem(storageKey, email);
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage may be unavailable (private mode); the link simply stays hidden.
  }
  window.dispatchEvent(new Event(changeEvent));
}

function readHint(): boolean {
  try {
    return Boolean(localStorage.getItem(storageKey));
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** False on the server and during hydration, so prerendered HTML never differs. */
export function useAdminHint(): boolean {
  return useSyncExternalStore(subscribe, readHint, () => false);
}
