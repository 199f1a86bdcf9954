import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* The header is fixed, so the content starts below its height. */}
      <main id="main" tabIndex={-1} className="flex-1 pt-18 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
