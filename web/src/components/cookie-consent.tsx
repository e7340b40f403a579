import { useEffect, useState, useSyncExternalStore } from 'react';
import { onConsentChange, onConsentPreferencesRequested, readConsent } from '../lib/consent';
import { CookieBanner, type CookieBannerMode } from './cookie-banner';

function subscribe(onChange: () => void) {
  const stop = onConsentChange(onChange);
  // A choice made in another tab counts too.
  window.addEventListener('storage', onChange);
  return () => {
    stop();
    window.removeEventListener('storage', onChange);
  };
}
const hasChosen = () => readConsent() !== null;
// Nothing while prerendering or hydrating: stored consent is only known in the browser, so the
// banner appears right after hydration and the HTML always matches.
const chosenOnServer = () => true;

/** Shows the cookie-consent banner when no choice is stored (docs/product.md §4) or when it is reopened. */
export function CookieConsent() {
  const chosen = useSyncExternalStore(subscribe, hasChosen, chosenOnServer);
  const [reopened, setReopened] = useState(false);
  const [mode, setMode] = useState<CookieBannerMode>('summary');

  // docs/product.md §12: 'Update Cookie Preferences' reopens the banner, in customize mode.
  useEffect(
    () =>
      onConsentPreferencesRequested(() => {
        setMode('customize');
        setReopened(true);
      }),
    [],
  );

  if (chosen && !reopened) return null;
  return (
    <CookieBanner
      mode={mode}
      onModeChange={setMode}
      focusOnOpen={reopened}
      onSaved={() => {
        setReopened(false);
        setMode('summary');
      }}
    />
  );
}
