// The browser entry of the prerendered marketing pages (client/site.html). The page's HTML is already
// on screen; this loads the page's own chunk (preloaded by the HTML) and hydrates it, which makes the
// carousels, toggles and device-aware buttons work.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteApp } from './site-app';
import { findSiteRoute } from './site-routes';
import { listenForInstallPrompt } from './use-install-prompt';
import { prefetchAccountScreens } from './prefetch-account';
import '../styles.css';

// Before anything waits: the browser's install offer may come while the page's chunk is still loading.
listenForInstallPrompt();

async function hydrate(): Promise<void> {
  const container = document.getElementById('root');
  const route = findSiteRoute(window.location.pathname);
  if (!container || !route) return;
  const page = await route.load();
  hydrateRoot(
    container,
    <StrictMode>
      <SiteApp page={page} />
    </StrictMode>,
  );
}

// Without its script the page still reads and links work, so a failed download is only logged.
hydrate()
  .then(() => prefetchAccountScreens())
  .catch((error: unknown) => console.warn('The page could not start its interactive parts', error));
