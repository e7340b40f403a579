// Light/dark theme (docs/product.md §4): the stored choice wins, else the system preference. The class
// `dark` on <html> is the single source of truth; index.html's inline script sets it before
// first paint with the same rules, so keep the two in step.

import { storedValue } from './stored-value';

export type Theme = 'light' | 'dark';

export const themeStorageKey = 'theme';

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function readStoredTheme(): Theme | null {
  const stored = storedValue(themeStorageKey);
  return isTheme(stored) ? stored : null;
}

function systemTheme(): Theme {
  return window.matchMedia(darkSchemeQuery).matches ? 'dark' : 'light';
}

export function initialTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

const listeners = new Set<() => void>();

/** Applies and remembers the visitor's choice. */
export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // The choice still holds for this page view.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: follows our own changes, other tabs, and the system setting. */
export function subscribeToTheme(listener: () => void): () => void {
  const media = window.matchMedia(darkSchemeQuery);
  const onSystemChange = () => {
    if (readStoredTheme() !== null) return;
    applyTheme(systemTheme());
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== themeStorageKey) return;
    applyTheme(initialTheme());
    listener();
  };

  listeners.add(listener);
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
