import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PATH_ALIASES } from '../scripts/path-aliases.js';

// The build runs from the project root (`vite build --config client/vite.config.ts`), so every
// directory is resolved from this file rather than from the working directory.
const clientDir = fileURLToPath(new URL('.', import.meta.url));
const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

const apiServer = 'http://127.0.0.1:3000';

/**
 * The app's version as a board reports it to the parent (client/src/pwa/app-version.ts): the package
 * version and the build's UTC minute, so two builds of one version are told apart.
 */
const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
const appVersion = `${packageVersion}+${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

/** Cream, the app's background: the splash screen of the installed app matches its first screen. */
const cream = '#fff8ef';

export default defineConfig({
  root: clientDir,
  publicDir,
  // The service worker's build takes this too (vite-plugin-pwa passes `resolve` on).
  resolve: { alias: PATH_ALIASES },
  plugins: [
    react(),
    tailwindcss(),
    // ADR 0026: our own service worker (client/src/service-worker/), built with the precache manifest of
    // everything the app needs to open offline; registered by the app (client/src/pwa/app-update.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // Installed from any page, Brightday opens on the parent's dashboard.
      manifest: {
        id: '/app',
        name: 'Brightday',
        short_name: 'Brightday',
        description: 'Family routines, chores and rewards on a smart board that works without Wi-Fi.',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        background_color: cream,
        theme_color: cream,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Every app file, lazy route chunks included, and the alarm sounds (about 0.8 MB: a board must
        // ring a sound it has never played with no connection, ADR 0029). The marketing pages' screenshots
        // and social card are large and cached when first seen; the prerendered pages are fetched fresh
        // (they carry the server's settings).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest,wav}'],
        globIgnores: ['screenshots/**', 'social/**', 'prerendered/**', 'site.html'],
      },
    }),
  ],
  define: {
    // The prerendered footer's copyright year; the browser replaces it with the current one.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/prerender.ts reads the manifest to preload each marketing page's own chunk.
    manifest: true,
    rollupOptions: {
      // Two entries (ADR 0011): the app (index.html) and the marketing pages (site.html), which the
      // prerender step fills in; neither bundle carries the other's code.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        site: fileURLToPath(new URL('./site.html', import.meta.url)),
      },
      output: {
        // Fewer, larger files for a phone on a slow network: React in one chunk that both entries share
        // and every visit caches, and the site's frame (header, footer, buttons) in one chunk.
        codeSplitting: {
          // Only the modules named below; their imports (shared ui pieces) stay where they were.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'site-frame',
              test: /client[\\/]src[\\/](site[\\/](site-(shell|header|menu|footer|button)|get-started-link|use-|destinations|social-icons)|lib[\\/](analytics|device)\.ts)/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `vite preview` reuses these unless it is given its own list.
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
      '/readyz': apiServer,
    },
  },
});
