import type { MouseEvent } from 'react';
import { Logo } from '../ui/logo';
import { GetStartedLink } from './get-started-link';
import { SiteMenu } from './site-menu';
import { useScrolledPast } from './use-scrolled-past';

/** docs/product.md#constants-and-limits: the header changes once the page has scrolled past 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

const navLinkClass = 'rounded-full px-2 py-2 font-semibold text-ink-soft hover:text-ink sm:px-3';

/** On the home page the logo scrolls back to the top instead of loading the page again. */
function scrollToTopOnHome(event: MouseEvent<HTMLAnchorElement>) {
  const path = window.location.pathname;
  if (path !== '/' && path !== '/v2') return;
  event.preventDefault();
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * The site's fixed header: logo, main links, Log in and the Get Started button; below the medium breakpoint
 * the links move into a menu.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'bg-cream/95 shadow-soft backdrop-blur' : 'bg-transparent'
      }`}
    >
      <a
        href="#main"
        className="sr-only rounded-full bg-white px-4 py-2 font-bold focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <a href="/" aria-label="Brightday home" onClick={scrollToTopOnHome}>
          {/* Below 400 px the sun alone leaves room for Log in, Get Started and the menu. */}
          <Logo wordClassName="max-[399px]:sr-only" />
        </a>
        <nav aria-label="Main" className="flex items-center gap-1 whitespace-nowrap sm:gap-3">
          <a href="/features" className={`hidden md:inline-block ${navLinkClass}`}>
            Features
          </a>
          <a href="/faq" className={`hidden md:inline-block ${navLinkClass}`}>
            FAQ
          </a>
          {/* Visible at every width: a parent coming back on a phone looks for it first. */}
          <a href="/login" className={`inline-block text-sm sm:text-base ${navLinkClass}`}>
            Log in
          </a>
          <GetStartedLink action="get_started" className="min-h-11 px-3 py-2 text-sm sm:px-5 sm:text-base">
            Get Started
          </GetStartedLink>
          <SiteMenu />
        </nav>
      </div>
    </header>
  );
}
