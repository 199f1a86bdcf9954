import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteShell } from './site-shell';

interface SiteLayoutProps {
  /** Content in place of the matched route, for the login screen the session gate shows. */
  children?: ReactNode;
}

/** The site's frame inside the app's router: account screens, the 404 page, and site pages in dev. */
export function SiteLayout({ children }: SiteLayoutProps) {
  return <SiteShell>{children ?? <Outlet />}</SiteShell>;
}
