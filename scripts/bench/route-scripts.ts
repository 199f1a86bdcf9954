// The JavaScript each screen of the app makes the browser download, from Vite's build manifest: the entry
// with its static imports, plus each lazy route module on the way to the screen with theirs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: source module (or chunk name) → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The files of `modules` and of everything they import statically, each once. */
export function chunkClosure(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [...modules];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return [...files];
}

// The lazy modules the router loads on the way to each signed-in screen (client/src/app/routes.tsx).
const SIGNED_IN = [
  'index.html',
  'src/app/query-layout.tsx',
  'src/app/signed-in-gate.tsx',
  'src/parent/parent-layout.tsx',
];

/** Each parent-app address and the modules that make it. */
export const APP_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/app': [...SIGNED_IN, 'src/parent/dashboard-page.tsx'],
  '/children/{childId}': [...SIGNED_IN, 'src/parent/child-page.tsx'],
  '/children/{childId}/profile': [...SIGNED_IN, 'src/parent/child-profile-page.tsx'],
  '/add-child': [...SIGNED_IN, 'src/parent/add-child-page.tsx'],
  '/pair-board/{childId}': [...SIGNED_IN, 'src/parent/pair-board-page.tsx'],
  '/profile': [...SIGNED_IN, 'src/parent/profile-page.tsx'],
  '/nia-coach': [...SIGNED_IN, 'src/coach/nia-coach-page.tsx'],
};

/** A route's JavaScript: all of it, and what its own screen adds to the signed-in shell. */
export interface RouteScripts {
  route: string;
  files: number;
  gzipBytes: number;
  ownGzipBytes: number;
}

/** Gzipped JavaScript per parent-app route of the build in `distDir`. */
export function routeScripts(distDir: string): RouteScripts[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const shell = new Set(chunkClosure(manifest, SIGNED_IN));
  return Object.entries(APP_ROUTES).map(([route, modules]) => {
    const files = chunkClosure(manifest, modules).filter((file) => file.endsWith('.js'));
    const sum = (list: string[]) => list.reduce((total, file) => total + gzipped(file), 0);
    return {
      route,
      files: files.length,
      gzipBytes: sum(files),
      ownGzipBytes: sum(files.filter((file) => !shell.has(file))),
    };
  });
}
