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
  build: {
    outDir,
    emptyOutDir: true,
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
