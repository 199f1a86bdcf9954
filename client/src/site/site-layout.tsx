import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface SiteLayoutProps {
  /** Content in place of the matched route, for the login screen the session gate shows. */
  children?: ReactNode;
}

export function SiteLayout({ children }: SiteLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* The header is fixed, so the content starts below its height. */}
      <main id="main" tabIndex={-1} className="flex-1 pt-18 outline-none">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
