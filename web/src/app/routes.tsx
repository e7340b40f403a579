import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// The one route table, shared by the browser router and (later) the prerender step's static
// router. Add a page as a lazy route so its code loads only where used:
//   { path: routePatterns.services, lazy: () => import('../features/services/services-page')
//       .then((m) => ({ Component: m.ServicesPage })) },
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Only for a fault in the layout itself; page faults render inside the layout (below).
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteErrorPage,
        // Keeps header and footer on screen while a lazy page's code loads on first visit.
        HydrateFallback: PageLoading,
        children: [
          // Eager: the landing page should not wait for a second request.
          { id: 'home', index: true, Component: HomePage },
          {
            // The prerender step can look for this id to answer with a 404 status.
            id: 'not-found',
            path: '*',
            lazy: () =>
              import('../features/not-found/not-found-page').then((module) => ({
                Component: module.NotFoundPage,
              })),
          },
        ],
      },
    ],
  },
];

// Fills the page area while a page's code loads, so the footer doesn't jump up and down.
function PageLoading() {
  return <div className="min-h-[60vh]" aria-busy="true" />;
}
