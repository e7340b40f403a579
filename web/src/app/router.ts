import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The browser's router; the prerender step builds a static one from the same `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
