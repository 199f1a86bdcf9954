// The build-time entry of the marketing pages (scripts/prerender.ts): renders each page to HTML with
// the same tree the browser hydrates (site-main.tsx), and its head tags.
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { RouteShell } from '@sync/protocol/route-shells';
import { RouteSkeleton } from '../ui/route-skeletons';
import { renderHead } from './page-head';
import { SiteApp } from './site-app';
import { siteRoutes } from './site-routes';

export { siteRoutes };

/**
 * The body and head HTML of the page at `path`, and the address it should be indexed by (null: not
 * indexed); `origin` stands in for the site's address.
 */
export async function prerenderPage(
  path: string,
  origin: string,
): Promise<{ body: string; head: string; canonicalPath: string | null }> {
  const route = siteRoutes.find((candidate) => candidate.paths.includes(path));
  if (!route) throw new Error(`${path} is not a marketing page`);
  const page = await route.load();
  const body = renderToString(
    <StrictMode>
      <SiteApp page={page} />
    </StrictMode>,
  );
  return {
    body,
    head: renderHead(page.meta, origin),
    canonicalPath: page.meta.canonicalPath,
  };
}

/**
 * The skeleton an app page shows while its code loads (ADR 0094), as HTML for the server to put in the
 * app's page: the markup the router's fallback renders first, so the browser's first paint is the same.
 */
export function renderRouteSkeleton(shell: RouteShell): string {
  return renderToStaticMarkup(<RouteSkeleton shell={shell} />);
}
