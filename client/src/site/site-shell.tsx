import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main content and footer of every public page, without any router. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* The header is fixed, so the content starts below its height. */}
      <main id="main" tabIndex={-1} className="flex-1 pt-18 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
