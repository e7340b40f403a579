import { CookieConsent } from './cookie-consent';
import { PageViewTracker } from './page-view-tracker';

/**
 * What every page has but nothing needs before the page is usable: the cookie-consent banner
 * and page-view analytics. The root layout loads this after the page's own code.
 */
export function SiteExtras() {
  return (
    <>
      <PageViewTracker />
      <CookieConsent />
    </>
  );
}
