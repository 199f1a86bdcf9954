// The one path alias of the project: `@sync/…` is the contract, wherever the importing file sits, so no
// import climbs `../../../../sync/`. TypeScript reads it from tsconfig.base.json (`paths`), tsx from the
// same file when it runs the server and the scripts, and Vite and Vitest from this map; the test beside
// this file holds the two in step. sync/ itself keeps relative imports: it imports only zod and itself.
// Plain JavaScript, so that the configurations load it as it is (path-aliases.d.ts has its type).
import { fileURLToPath } from 'node:url';

/** Alias → absolute folder, as Vite's and Vitest's `resolve.alias` take it. */
export const PATH_ALIASES = {
  '@sync': fileURLToPath(new URL('../sync', import.meta.url)),
};
