import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppRoute } from '@sync/protocol/app-shell-paths';
import { routeShellOf } from '@sync/protocol/route-shells';
import { errorBody } from '../errors/error-codes';

// Vite names built assets by content hash, so they can be cached for a year; everything else is
// revalidated so that a new release reaches a family's devices promptly.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Where the build step writes the marketing pages it rendered to HTML, and their route list. */
const PRERENDERED_DIR = 'prerendered';
const ROUTES_FILE = join(PRERENDERED_DIR, 'routes.json');
/** Each app page's skeleton and the code of its screen, as the build renders them (ADR 0094). */
const SHELLS_FILE = join(PRERENDERED_DIR, 'app-shells.json');

/** Markers the built HTML carries; the server fills them in when it serves a page. */
const CONFIG_MARKER = '<!--brightday-config-->';
const SKELETON_MARKER = '<!--route-skeleton-->';
const PRELOADS_MARKER = '<!--route-preloads-->';
const ORIGIN_TOKEN = '__BRIGHTDAY_ORIGIN__';

/** What the public pages learn from the server's configuration when they are served (ADR 0010). */
export interface SiteSettings {
  /** Absolute address of the site, without a trailing slash; canonical and social links use it. */
  publicUrl: string;
  appStoreUrl: string | undefined;
  playStoreUrl: string | undefined;
}

/** One prerendered route, as the build step lists it. */
interface PrerenderedRoute {
  /** The HTML file, relative to the built client. */
  file: string;
  /** The address search engines should index for it; absent for pages that are not indexed. */
  canonicalPath?: string;
}

type RouteTable = Record<string, PrerenderedRoute>;

/** One app shell of the build (scripts/prerender/app-shells.ts). */
interface AppShell {
  skeleton: string;
  preloads: string[];
}

type ShellTable = Partial<Record<string, AppShell>>;

/** The app's page with `shell` drawn in: its skeleton in the root element and its screen's code preloaded. */
function withShell(html: string, shell: AppShell | undefined): string {
  const preloads = (shell?.preloads ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
  return html.replace(PRELOADS_MARKER, () => preloads).replace(SKELETON_MARKER, () => shell?.skeleton ?? '');
}

/** A page ready to send: its HTML, and compressed copies made on first use. */
class ServedPage {
  private brotli?: Buffer;
  private gzip?: Buffer;

  constructor(readonly html: string) {}

  /** The smallest form the client accepts, and its content encoding (undefined: as it is). */
  body(acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
    const accepted = acceptEncoding ?? '';
    if (/\bbr\b/.test(accepted))
      return { body: (this.brotli ??= brotliCompressSync(this.html)), encoding: 'br' };
    if (/\bgzip\b/.test(accepted)) return { body: (this.gzip ??= gzipSync(this.html)), encoding: 'gzip' };
    return { body: this.html };
  }
}

/**
 * Reads a file through a cache that is refreshed when the file changes on disk, so a rebuild while
 * the server runs is picked up, and a page is not read and rewritten on every request.
 */
function cachedReader<T>(parse: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (path: string): T | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(path);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = parse(readFileSync(path, 'utf8'));
    cache.set(path, { mtimeMs, value });
    return value;
  };
}

/** The settings as the script tag the pages read; `<` is escaped so no value can close the tag. */
function configScript(site: SiteSettings): string {
  const json = JSON.stringify({
    appStoreUrl: site.appStoreUrl ?? null,
    playStoreUrl: site.playStoreUrl ?? null,
    publicUrl: site.publicUrl,
  }).replaceAll('<', '\\u003c');
  return `<script id="brightday-config" type="application/json">${json}</script>`;
}

/** `/features/` and `/features` are one page; the root stays `/`. */
function normalizePath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Serves the built client from `clientDir`: real files with cache headers; the prerendered marketing
 * page for a navigation to one of its routes and `index.html` for any other (the client routes; 404 for
 * an address that is no route), both with the site settings filled in; robots.txt and a sitemap of the prerendered pages; and a
 * JSON 404 for unknown API paths and missing files.
 */
export async function clientFiles(
  app: FastifyInstance,
  options: { clientDir: string; site: SiteSettings },
): Promise<void> {
  const { clientDir, site } = options;
  const script = configScript(site);
  const readPage = cachedReader(
    (html) => new ServedPage(html.replace(CONFIG_MARKER, script).replaceAll(ORIGIN_TOKEN, site.publicUrl)),
  );
  const readRoutes = cachedReader((json) => JSON.parse(json) as RouteTable);
  const routes = (): RouteTable => readRoutes(join(clientDir, ROUTES_FILE)) ?? {};
  const readShells = cachedReader((json) => JSON.parse(json) as ShellTable);
  // The app's page once per shell, made on first use and made again when the build changes either file.
  const readAppPage = cachedReader((html) => ({ html, byShell: new Map<string, ServedPage>() }));

  /**
   * The app's page for `path`: with the skeleton of its screen drawn in (ADR 0094), except for /index.html,
   * which the service worker keeps for every address, the board's included, and gets none.
   */
  function appPage(path: string): ServedPage | undefined {
    const template = readAppPage(join(clientDir, 'index.html'));
    if (template === undefined) return undefined;
    const shellName = path === '/index.html' ? 'none' : routeShellOf(path);
    const shell = readShells(join(clientDir, SHELLS_FILE))?.[shellName];
    const key = `${shellName}:${shell === undefined ? 'unbuilt' : 'built'}`;
    let served = template.byShell.get(key);
    if (served === undefined) {
      served = new ServedPage(
        withShell(template.html, shell)
          .replace(CONFIG_MARKER, script)
          .replaceAll(ORIGIN_TOKEN, site.publicUrl),
      );
      template.byShell.set(key, served);
    }
    return served;
  }

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      // Only files: pages (paths without an extension) go through sendPage below, which fills in the
      // settings, and the HTML files it reads are not served raw.
      index: false,
      allowedPath: (path) =>
        hasExtension(path) && !path.endsWith('.html') && !path.startsWith(`/${PRERENDERED_DIR}/`),
      // Brotli and gzip copies written by the build (scripts/prerender/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(`User-agent: *\nDisallow: /api/\n\nSitemap: ${site.publicUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', (_request, reply) => {
    const paths = new Set(
      Object.values(routes()).flatMap((route) => (route.canonicalPath ? [route.canonicalPath] : [])),
    );
    const urls = [...paths]
      .map((path) => `  <url><loc>${escapeXml(`${site.publicUrl}${path}`)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  app.setNotFoundHandler((request, reply) => {
    if (isPageNavigation(request)) return sendPage(request, reply);
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });

  function sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const table = routes();
    const path = normalizePath(request.url);
    const prerendered = table[path];
    // An address that is neither a marketing page nor a route of the app is answered 404, with the app
    // shell, whose router shows the not-found page. Without a route table (a build that skipped the
    // prerendering) the marketing pages are unknown, so nothing is called missing.
    const known =
      prerendered !== undefined ||
      isAppRoute(path) ||
      path === '/index.html' ||
      Object.keys(table).length === 0;
    const page = (prerendered && readPage(join(clientDir, prerendered.file))) ?? appPage(path);
    if (page === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The Brightday app has not been built yet. Run "npm run build", then reload.');
    }
    const { body, encoding } = page.body(request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .send(body);
  }
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  // The service worker precaches the app shell by this name; it gets the page with the settings in.
  if (path === '/index.html') return true;
  // A request for a file (it has an extension) that does not exist is a 404, not the app shell.
  return !hasExtension(path);
}

function hasExtension(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path);
}
