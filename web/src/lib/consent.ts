// Cookie consent (docs/product.md §4 "Cookie banner"): stored in localStorage under one key, with
// necessary always true. Other modules ask `hasConsent('analytics')` before doing anything the
// visitor has not agreed to, and listen for changes.

export const consentStorageKey = 'cookie-consent';

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  /** ISO time the choice was made. */
  timestamp: string;
}

export type ConsentCategory = 'analytics' | 'marketing' | 'functional';

const changeEvent = 'cookie-consent-change';
const openEvent = 'cookie-consent-open';

export function readConsent(): CookieConsent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && 'analytics' in stored) {
      return stored as CookieConsent;
    }
  } catch {
    // Unreadable or blocked storage: treat as no choice made yet.
  }
  return null;
}

export function saveConsent(choice: Omit<CookieConsent, 'necessary' | 'timestamp'>): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    ...choice,
    timestamp: new Date().toISOString(),
  };
  try {
    localStorage.setItem(consentStorageKey, JSON.stringify(consent));
  } catch {
    // Storage blocked: the choice still applies to this page view.
  }
  window.dispatchEvent(new CustomEvent(changeEvent, { detail: consent }));
  return consent;
}

export function hasConsent(category: ConsentCategory): boolean {
  return readConsent()?.[category] === true;
}

export function onConsentChange(listener: (consent: CookieConsent) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<CookieConsent>).detail);
  window.addEventListener(changeEvent, handle);
  return () => window.removeEventListener(changeEvent, handle);
}

/** 'Update Cookie Preferences' (cookie policy page) reopens the banner in customize mode. */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(openEvent));
}

export function onConsentPreferencesRequested(listener: () => void): () => void {
  window.addEventListener(openEvent, listener);
  return () => window.removeEventListener(openEvent, listener);
}
