// What a built page makes the browser download as JavaScript, and how much that is gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript files a page's HTML loads at once: module scripts and module preloads. */
export function scriptsOf(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
  )) {
    if (match[1]) files.add(match[1]);
  }
  return [...files];
}

/** The static imports of a built chunk (`import … from "./other.js"`), as paths under client/dist. */
export function importsOf(code: string, file: string): string[] {
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  return [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*${}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
    (match) => `${dir}${(match[1] ?? '').slice(2)}`,
  );
}

/** One downloaded file and its gzipped size. */
export interface ScriptSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Every script `html` loads before it is interactive: its scripts, preloads and their static imports. */
export function pageScripts(distDir: string, html: string): ScriptSize[] {
  const queue = scriptsOf(html);
  const seen = new Map<string, ScriptSize>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    const code = readFileSync(join(distDir, file));
    seen.set(file, { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    queue.push(...importsOf(code.toString('utf8'), file));
  }
  return [...seen.values()];
}
