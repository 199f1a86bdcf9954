// Writes the pictures the board itself shows (not task pictures) into public/pictures/board/, from the
// Fluent Emoji Flat set in @iconify-json/fluent-emoji-flat (MIT), like the task pictures
// (scripts/task-pictures/extract-task-pictures.ts). The files are committed; rerun after changing the list:
//   npx tsx scripts/board-pictures/extract-board-pictures.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

interface IconifySet {
  icons: Record<string, IconifyIcon>;
  width?: number;
  height?: number;
}

/** File name (without .svg) → the icon that draws it and the title it carries. */
const BOARD_PICTURES: Record<string, { source: string; title: string }> = {
  // The "tap to start" screen: a finger pointing at the child, as if touching the glass.
  tap: { source: 'index-pointing-at-the-viewer', title: 'Tap' },
};

const outDir = fileURLToPath(new URL('../../public/pictures/board/', import.meta.url));
const require = createRequire(import.meta.url);
const setPath = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');

const set = JSON.parse(await readFile(setPath, 'utf8')) as IconifySet;
await mkdir(outDir, { recursive: true });
for (const [name, { source, title }] of Object.entries(BOARD_PICTURES)) {
  const icon = set.icons[source];
  if (!icon) throw new Error(`The icon set has no "${source}".`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}" ` +
    `width="${width * 4}" height="${height * 4}"><title>${title}</title>${icon.body}</svg>\n`;
  await writeFile(join(outDir, `${name}.svg`), svg);
}
console.log(`Wrote ${Object.keys(BOARD_PICTURES).length} board pictures to ${outDir}`);
