// The second half of `npm run build`: renders every marketing page to HTML, so a crawler or a slow
// phone sees the content before any JavaScript runs (ADR 0011). It needs no browser: Vite builds
// client/src/site/prerender-entry.tsx for Node, React renders each page to a string, and the result is
// written into the built site.html template as client/dist/prerendered/<page>.html, with the route
// table (prerendered/routes.json) that the server serves them by. Last, it writes Brotli and gzip
// copies of the built files for the server to send as they are.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  accountPrefetch,
  SHELL_MODULES,
  shellPreloads,
  type BuiltShell,
  type PageShell,
} from './prerender/app-shells';
import { pagePreloads, type ViteManifest } from './prerender/page-preloads';
import { precompress } from './prerender/precompress';

const root = new URL('..', import.meta.url).pathname;
const distDir = join(root, 'client', 'dist');
// Inside the project, so that the rendered module finds react and react-dom in node_modules.
const ssrDir = join(root, 'node_modules', '.cache', 'brightday-prerender');
/** Replaced by the server with PUBLIC_URL when it serves a page (server/src/static/client-files.ts). */
const ORIGIN_TOKEN = '__BRIGHTDAY_ORIGIN__';

interface PrerenderModule {
  siteRoutes: readonly { paths: readonly string[]; source: string }[];
  prerenderPage(
    path: string,
    origin: string,
  ): Promise<{ body: string; head: string; canonicalPath: string | null }>;
  renderRouteSkeleton(shell: PageShell): string;
}

async function buildRenderer(): Promise<PrerenderModule> {
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    configFile: join(root, 'client', 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'client', 'src', 'site', 'prerender-entry.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { input: join(root, 'client', 'src', 'site', 'prerender-entry.tsx') },
    },
  });
  return (await import(pathToFileURL(join(ssrDir, 'prerender-entry.js')).href)) as PrerenderModule;
}

function fill(template: string, marker: string, content: string): string {
  if (!template.includes(marker)) throw new Error(`client/site.html has lost its ${marker} marker`);
  return template.replace(marker, () => content);
}

const renderer = await buildRenderer();
const template = readFileSync(join(distDir, 'site.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
const outDir = join(distDir, 'prerendered');
mkdirSync(outDir, { recursive: true });

// What a marketing page fetches once idle: the app's code for signup and login (ADR 0094), as a JSON data
// block (the Content-Security-Policy allows no other inline script) that the site's entry reads.
const prefetch = `<script id="brightday-prefetch" type="application/json">${JSON.stringify(
  accountPrefetch(manifest).map((file) => `/${file}`),
)}</script>`;

const routes: Record<string, { file: string; canonicalPath?: string }> = {};
for (const route of renderer.siteRoutes) {
  const [firstPath] = route.paths;
  if (firstPath === undefined) continue;
  const page = await renderer.prerenderPage(firstPath, ORIGIN_TOKEN);
  const preloads = pagePreloads(manifest, `src/site/${route.source}.tsx`, 'site.html')
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
  const html = fill(
    fill(
      // The server's settings still go where the marker is; the prefetch list goes just before them.
      fill(template, '<!--brightday-config-->', `${prefetch}\n    <!--brightday-config-->`),
      '<!--site-head-->',
      `${page.head}\n    ${preloads}`,
    ),
    '<!--site-body-->',
    page.body,
  );
  const file = `prerendered/${route.source}.html`;
  writeFileSync(join(distDir, file), html);
  for (const path of route.paths) {
    routes[path] = page.canonicalPath === null ? { file } : { file, canonicalPath: page.canonicalPath };
  }
}
writeFileSync(join(outDir, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);

// Each app page's skeleton and the code of its screen (ADR 0094): the server puts them in index.html.
const shells = Object.fromEntries(
  (Object.keys(SHELL_MODULES) as PageShell[]).map((shell): [PageShell, BuiltShell] => [
    shell,
    {
      skeleton: renderer.renderRouteSkeleton(shell),
      preloads: shellPreloads(manifest, SHELL_MODULES[shell]),
    },
  ]),
);
writeFileSync(join(outDir, 'app-shells.json'), `${JSON.stringify(shells, null, 2)}\n`);
// The template is not a page of its own.
rmSync(join(distDir, 'site.html'));
rmSync(ssrDir, { recursive: true, force: true });
const compressed = precompress(distDir);
console.log(
  `Prerendered ${Object.keys(routes).length} marketing routes into client/dist/prerendered/ and compressed ${compressed} files.`,
);
