import { documentTitle } from '../ui/use-page-meta';
import type { SitePageMeta } from './site-page';

/** The social preview image, written by `npm run screenshots`. */
export const socialImage = {
  path: '/social/brightday-card.jpg',
  width: 1200,
  height: 630,
  alt: "Brightday: a child's routine board on a kitchen tablet, with the time and the morning routine",
} as const;

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** JSON for a script tag: `<` is escaped so no text can close the tag early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The head tags of a prerendered page: title, description, canonical link (or noindex), Open Graph
 * and Twitter cards, and structured data. `origin` is the site's public address; the build passes a
 * token the server replaces with PUBLIC_URL (ADR 0010).
 */
export function renderHead(meta: SitePageMeta, origin: string): string {
  const title = documentTitle(meta.title);
  const url = meta.canonicalPath === null ? null : `${origin}${meta.canonicalPath}`;
  const image = `${origin}${socialImage.path}`;
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    url === null ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Brightday" />',
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    ...(url === null ? [] : [`<meta property="og:url" content="${url}" />`]),
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${socialImage.width}" />`,
    `<meta property="og:image:height" content="${socialImage.height}" />`,
    `<meta property="og:image:alt" content="${escapeAttribute(socialImage.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeAttribute(title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  const data = meta.structuredData?.(origin) ?? [];
  if (data.length > 0) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
