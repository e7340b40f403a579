import type { LocalSettings } from '#scripts/local/settings';
import { throwAwaySettings } from '#scripts/local/throwaway-settings';

export const testAdmin = { email: 'admin@nexoratech.in', password: 'Test#Admin2026' };

/** Settings for a throw-away local stack: free ports and a fresh data folder. */
export function throwAwayStackSettings(): Promise<LocalSettings> {
  return throwAwaySettings({ purpose: 'test', admin: testAdmin });
}
