import { StrictMode, Suspense } from 'react';
import type { ContentCache } from '../lib/content/content-cache';
import { ContentProvider } from '../lib/content/use-content';
import { SiteOriginContext } from '../lib/page-meta';
import { PageLoading } from './page-boundary';
import { AppRoutes } from './routes';

/** The whole app inside a router; the browser entry and the prerender step both render this. */
export function App({ cache, origin }: { cache: ContentCache; origin: string }) {
  return (
    <StrictMode>
      <SiteOriginContext value={origin}>
        <ContentProvider cache={cache}>
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </ContentProvider>
      </SiteOriginContext>
    </StrictMode>
  );
}
