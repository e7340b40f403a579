import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { App } from './app/app';
import {
  hydrationContent,
  normalizePath,
  prerenderedContentId,
  prerenderedPathAttribute,
} from './app/prerendered-page';
import { ContentCache } from './lib/content/content-cache';
import { apiContentSource } from './lib/content/content-source';
import { applyTheme, initialTheme } from './lib/theme';
import './styles.css';

// Browser-only entry: the prerender step never imports this file.

// The inline script in index.html normally did this already; repeat it in case a strict
// Content-Security-Policy blocked that script.
applyTheme(initialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A page rendered for this very path (or its section's not-found page, for an unknown item)
// hydrates with the content it was rendered with. Any other (the app shell, or the site's 404
// page) renders afresh.
const embedded = document.getElementById(prerenderedContentId)?.textContent;
const prerendered = hydrationContent(
  container.getAttribute(prerenderedPathAttribute),
  normalizePath(location.pathname),
  embedded ? (JSON.parse(embedded) as Record<string, unknown>) : {},
);
const hydrate = prerendered !== undefined;
const cache = new ContentCache({ source: apiContentSource, prerendered });

const app = (
  <BrowserRouter>
    <App cache={cache} origin={location.origin} />
  </BrowserRouter>
);
// What was typed or tapped before now is replayed as each part hydrates (lib/early-input.ts),
// which loads only when there is something to replay, as on most visits there is not. From now
// on React replays taps on parts still hydrating itself.
window.__earlyTapsDone = true;
const replayEarlyInput = () =>
  void import('./lib/early-input').then((module) => module.replayEarlyInput());
if (window.__earlyInput?.length) replayEarlyInput();
else window.__earlyInputLoad = replayEarlyInput;
// After a refused submit, focus goes to the form's first invalid field (lib/invalid-field-focus.ts,
// loaded at the first submit). Capturing, this runs before the form's own handler.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    void import('./lib/invalid-field-focus').then((module) =>
      module.focusFirstInvalidFieldAfterSubmit(form),
    );
  },
  true,
);
if (hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);
