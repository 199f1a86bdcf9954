import { useEffect } from 'react';

const productName = 'Brightday';

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

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Sets the document title, description and canonical link. This writes to the existing head
 * elements rather than rendering React 19 `<title>` tags, because index.html already holds a
 * title and browsers use the first one.
 */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  // Resolved while rendering so that a screen reused for another address (/board/a to /board/b)
  // still updates the link. The error page renders outside the router, hence no useLocation.
  const canonicalHref =
    canonicalPath === null
      ? null
      : new URL(canonicalPath ?? window.location.pathname, window.location.origin).href;

  useEffect(() => {
    document.title = title ? `${title} — ${productName}` : productName;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const meta = upsertHeadElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    meta.content = description;
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
  }, [canonicalHref]);
}
