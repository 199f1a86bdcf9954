import { useEffect } from 'react';
import { readSiteConfig } from '../lib/site-config';

const productName = 'Brightday';
/** The home page's title, which has room to say what Brightday is. */
const homeTitle = 'Brightday — Family routines and chores kids can follow on their own';

interface PageMeta {
  /** Page name; the product name is appended. Omit it for the home page. */
  title?: string;
  description?: string;
  /**
   * Path search engines should index (/v2 is the canonical address of the home page); defaults
   * to the current path. Null removes the link, for pages such as the 404 that must not claim one.
   */
  canonicalPath?: string | null;
}

/** The document title of a page named `title`, or of the home page when it has none. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} — ${productName}` : homeTitle;
}

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/** Sets a `<meta>` by name (or Open Graph property), creating it when the page has none. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  const meta = upsertHeadElement(`meta[${attribute}="${key}"]`, () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  });
  meta.content = content;
}

/**
 * Sets the document title, description, canonical link and their social (Open Graph, Twitter)
 * copies. This writes to the existing head elements rather than rendering React 19 `<title>` tags,
 * because the served HTML already holds a title and browsers use the first one.
 */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  // Resolved while rendering so that a screen reused for another address (/board/a to /board/b)
  // still updates the link. The error page renders outside the router, hence no useLocation.
  // While prerendering there is no window, and effects do not run; the head comes from page-head.ts.
  const canonicalHref =
    canonicalPath === null || typeof window === 'undefined'
      ? null
      : new URL(canonicalPath ?? window.location.pathname, readSiteConfig().publicUrl).href;

  useEffect(() => {
    document.title = documentTitle(title);
    setMeta('property', 'og:title', document.title);
    setMeta('name', 'twitter:title', document.title);
  }, [title]);

  useEffect(() => {
    if (!description) return;
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:description', description);
  }, [description]);

  useEffect(() => {
    if (canonicalHref === null) {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      return;
    }
    const link = upsertHeadElement('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    });
    link.href = canonicalHref;
    setMeta('property', 'og:url', canonicalHref);
  }, [canonicalHref]);
}
