import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { applyTheme, initialTheme } from './lib/theme';
import './styles.css';

// The inline script in index.html normally did this already; repeat it in case a strict
// Content-Security-Policy blocked that script.
applyTheme(initialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// Browser-only entry: the prerender step never imports this file.
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
