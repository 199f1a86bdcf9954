import type { ComponentType } from 'react';

/** A JSON-LD object (schema.org). */
export type StructuredData = Record<string, unknown>;

/** What a marketing page tells browsers, search engines and social networks about itself. */
export interface SitePageMeta {
  /** Page name; the product name is appended. Omitted on the home page, which has its own title. */
  title?: string;
  description: string;
  /** The address to index (the home page's is /v2); null for a page that must not be indexed. */
  canonicalPath: string | null;
  /** schema.org descriptions of the page, given the site's public address. */
  structuredData?: (origin: string) => StructuredData[];
}

/** One marketing page: its component and its metadata. */
export interface SitePage {
  Component: ComponentType;
  meta: SitePageMeta;
}
