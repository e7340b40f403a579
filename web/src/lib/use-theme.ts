import { useSyncExternalStore } from 'react';
import type { Theme } from './theme';
import { currentTheme, subscribeToTheme } from './theme';

/** The applied theme, or null while prerendering/hydrating, when it cannot be known yet. */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => null);
}
