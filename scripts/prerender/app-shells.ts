// What the build gives the app's pages and the site's for the first ten minutes of a visit (ADR 0094): each
// app page's skeleton with the code of its screen to preload, and the code a marketing page fetches while
// idle, so that Create your free account and Log in open from the browser's cache.
import type { RouteShell } from '../../sync/protocol/route-shells';
import type { ViteManifest } from './page-preloads';

/** The app shells the server fills in; the board keeps its own opening (ADR 0076). */
export type PageShell = Exclude<RouteShell, 'board'>;

/** The router's lazy modules on the way to each shell's screens (client/src/app/routes.tsx). */
export const SHELL_MODULES: Readonly<Record<PageShell, readonly string[]>> = {
  signup: ['src/app/query-layout.tsx', 'src/site/site-layout.tsx', 'src/auth/signup-page.tsx'],
  login: ['src/app/query-layout.tsx', 'src/site/site-layout.tsx', 'src/auth/login-page.tsx'],
  account: ['src/app/query-layout.tsx', 'src/site/site-layout.tsx'],
  parent: ['src/app/query-layout.tsx', 'src/app/signed-in-gate.tsx', 'src/parent/parent-layout.tsx'],
};

/** The app's entry: what every app page loads by its own script tag. */
export const APP_ENTRY = 'index.html';

/** One shell as the server reads it from prerendered/app-shells.json. */
export interface BuiltShell {
  /** The skeleton's HTML, for the page's root element. */
  skeleton: string;
  /** JavaScript files (under client/dist) to preload, less what the entry already loads. */
  preloads: string[];
}

/**
 * The manifest's key for a module: its source path, or, when the bundler merged a lazy module that another
 * chunk also imports statically (the login screen, which the session gate shows), the shared chunk named
 * after it (`_login-page-<hash>.js`).
 */
function chunkKey(manifest: ViteManifest, source: string): string {
  if (manifest[source] || !source.startsWith('src/')) return source;
  const name = source.slice(source.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  const merged = Object.keys(manifest).filter((key) => new RegExp(`^_${name}-[\\w-]{8}\\.js$`).test(key));
  return merged.length === 1 && merged[0] !== undefined ? merged[0] : source;
}

function closure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = keys.map((key) => chunkKey(manifest, key));
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`the build manifest has no chunk for ${key}`);
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The chunks of `modules` and their static imports, less the entry's, as files. */
export function shellPreloads(manifest: ViteManifest, modules: readonly string[]): string[] {
  const entry = closure(manifest, [APP_ENTRY]);
  return [...closure(manifest, modules)]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined);
}

/**
 * Everything the app needs to open signup and login, its entry and stylesheets included: what a marketing
 * page prefetches once idle (the app's files are cached for a year, ADR 0011, so the next visit reads them
 * from the browser's cache).
 */
export function accountPrefetch(manifest: ViteManifest): string[] {
  const keys = closure(manifest, [APP_ENTRY, ...SHELL_MODULES.signup, ...SHELL_MODULES.login]);
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key] as ViteManifest[string] & { css?: string[] };
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}
