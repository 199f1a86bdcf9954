import { useEffect } from 'react';
import { ErrorBoundary } from '../ui/error-boundary';
import type { SitePage } from './site-page';
import { SiteShell } from './site-shell';

/** A whole marketing page: the same tree is prerendered at build time and hydrated in the browser. */
export function SiteApp({ page }: { page: SitePage }) {
  const { Component } = page;
  // Marks the page as interactive, for the browser tests and for anyone inspecting a slow phone.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ErrorBoundary>
      <SiteShell>
        <Component />
      </SiteShell>
    </ErrorBoundary>
  );
}
