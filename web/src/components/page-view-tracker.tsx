import { useEffect } from 'react';
import { useLocation } from '../lib/router';
import { track } from '../lib/analytics';
import { hasConsent, onConsentChange } from '../lib/consent';

/**
 * Sends page_view (docs/product.md §7) for every page the visitor opens, and for the current page at the
 * moment analytics consent is given. `track` itself sends nothing without that consent.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();

  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);

  useEffect(() => {
    let analyticsAllowed = hasConsent('analytics');
    return onConsentChange((consent) => {
      if (consent.analytics && !analyticsAllowed) {
        track('page_view', { path: window.location.pathname });
      }
      analyticsAllowed = consent.analytics;
    });
  }, []);

  return null;
}
