/** One chunk of Vite's build manifest (client/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** Vite's build manifest: chunks by source path relative to the client root. */
export type ViteManifest = Record<string, ManifestChunk>;

/** `key` and every chunk it imports statically, in depth-first order. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JavaScript files a prerendered page should preload so that it hydrates without a waterfall: its
 * page module's chunk and that chunk's imports, less what the entry already loads.
 */
export function pagePreloads(manifest: ViteManifest, pageSource: string, entrySource: string): string[] {
  if (!manifest[pageSource]) throw new Error(`the build manifest has no chunk for ${pageSource}`);
  const entry = staticClosure(manifest, entrySource);
  return [...staticClosure(manifest, pageSource)]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined);
}
