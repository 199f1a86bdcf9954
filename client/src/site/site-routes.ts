import type { SitePage } from './site-page';

/** A marketing route: its addresses, the module that renders it, and how to load that module. */
export interface SiteRoute {
  paths: readonly string[];
  /** The page module's file name in this folder; the build finds the module's chunk by it. */
  source: string;
  load: () => Promise<SitePage>;
}

/**
 * Every public page of docs/product.md#routes-and-screens, each in its own chunk: a visitor downloads only
 * the page they open, and the app's bundles contain none of them.
 */
export const siteRoutes: readonly SiteRoute[] = [
  { paths: ['/', '/v2'], source: 'home-page', load: () => import('./home-page').then((m) => m.homePage) },
  {
    paths: ['/get-started'],
    source: 'get-started-page',
    load: () => import('./get-started-page').then((m) => m.getStartedPage),
  },
  {
    paths: ['/features'],
    source: 'features-page',
    load: () => import('./features-page').then((m) => m.featuresPage),
  },
  { paths: ['/about'], source: 'about-page', load: () => import('./about-page').then((m) => m.aboutPage) },
  {
    paths: ['/privacy-policy'],
    source: 'privacy-policy-page',
    load: () => import('./privacy-policy-page').then((m) => m.privacyPolicyPage),
  },
  {
    paths: ['/terms-and-conditions'],
    source: 'terms-page',
    load: () => import('./terms-page').then((m) => m.termsPage),
  },
  { paths: ['/faq'], source: 'faq-page', load: () => import('./faq-page').then((m) => m.faqPage) },
  { paths: ['/qr'], source: 'qr-page', load: () => import('./qr-page').then((m) => m.qrPage) },
];

/** The route serving `pathname` (a trailing slash is ignored), if it is a marketing page. */
export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return siteRoutes.find((route) => route.paths.includes(path));
}
