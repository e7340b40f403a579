/** A value from localStorage, or null where storage is disabled (privacy modes, sandboxed iframes). */
export function storedValue(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
