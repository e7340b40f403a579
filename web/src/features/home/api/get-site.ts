import { useEffect, useState } from 'react';
import type { SiteResponse } from '../../../../../shared/api/content';
import type { RequestOptions } from '../../../lib/api-client';
import { apiGet } from '../../../lib/api-client';

/** GET /api/site: contact info, social links, public settings, heroes, FAQs, testimonials. */
export function getSite(options?: RequestOptions): Promise<SiteResponse> {
  return apiGet<SiteResponse>('/api/site', options);
}

// Site content changes rarely and the layout and home page both need it: fetch it once per
// page load. A failure is not remembered, so the next page that asks tries again.
let loadedSite: SiteResponse | undefined;
let siteRequest: Promise<SiteResponse> | undefined;

function loadSiteOnce(): Promise<SiteResponse> {
  siteRequest ??= getSite().then(
    (site) => {
      loadedSite = site;
      return site;
    },
    (error: unknown) => {
      siteRequest = undefined;
      throw error;
    },
  );
  return siteRequest;
}

export type SiteState =
  | { status: 'loading'; site: undefined }
  | { status: 'ready'; site: SiteResponse }
  | { status: 'failed'; site: undefined; error: unknown };

/**
 * The site content, fetched after mount. Callers render their fallback content until it
 * arrives (or for good, when it fails), so prerendered HTML and hydration match.
 */
export function useSite(): SiteState {
  const [state, setState] = useState<SiteState>(() =>
    loadedSite ? { status: 'ready', site: loadedSite } : { status: 'loading', site: undefined },
  );

  useEffect(() => {
    let current = true;
    loadSiteOnce().then(
      (site) => {
        if (current)
          setState((previous) => (previous.site === site ? previous : { status: 'ready', site }));
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', site: undefined, error });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
