/** What the server tells every page about its configuration (ADR 0010). */
export interface SiteConfig {
  /** The parent app's App Store listing, or null while none is configured. */
  appStoreUrl: string | null;
  /** The parent app's Google Play listing, or null while none is configured. */
  playStoreUrl: string | null;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
}

/** The settings a page has before the server's are known: no store links, the page's own origin. */
export function defaultSiteConfig(origin: string): SiteConfig {
  return { appStoreUrl: null, playStoreUrl: null, publicUrl: origin };
}

function httpsUrlOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('https://') ? value : null;
}

/** Reads the settings from the JSON the server wrote into the page; anything unexpected is ignored. */
export function parseSiteConfig(json: string | null | undefined, origin: string): SiteConfig {
  const fallback = defaultSiteConfig(origin);
  if (!json) return fallback;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return fallback;
  }
  if (typeof data !== 'object' || data === null) return fallback;
  const record = data as Record<string, unknown>;
  const publicUrl = typeof record.publicUrl === 'string' && /^https?:\/\//.test(record.publicUrl);
  return {
    appStoreUrl: httpsUrlOrNull(record.appStoreUrl),
    playStoreUrl: httpsUrlOrNull(record.playStoreUrl),
    publicUrl: publicUrl ? (record.publicUrl as string).replace(/\/+$/, '') : fallback.publicUrl,
  };
}

let cached: SiteConfig | undefined;

/** The settings of this page, read once from `#brightday-config`. Browser only. */
export function readSiteConfig(): SiteConfig {
  cached ??= parseSiteConfig(
    document.getElementById('brightday-config')?.textContent,
    window.location.origin,
  );
  return cached;
}
