import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The build runs from the project root (`vite build --config client/vite.config.ts`), so every
// directory is resolved from this file rather than from the working directory.
const clientDir = fileURLToPath(new URL('.', import.meta.url));
const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: clientDir,
  publicDir,
  plugins: [react(), tailwindcss()],
  define: {
    // The prerendered footer's copyright year; the browser replaces it with the current one.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
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
              test: /client[\\/]src[\\/](site[\\/](site-(shell|header|footer|button)|get-started-link|use-|destinations|social-icons)|lib[\\/](analytics|device)\.ts)/,
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
