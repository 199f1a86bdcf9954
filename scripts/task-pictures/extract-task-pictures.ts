// Writes the built-in task pictures (sync/domain/task-pictures.ts) as standalone SVG files into
// public/pictures/tasks/, from the Fluent Emoji Flat set in @iconify-json/fluent-emoji-flat (MIT). The
// files are committed, so the build and the app never need the icon set; rerun after changing the
// catalogue:  npx tsx scripts/task-pictures/extract-task-pictures.ts
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TASK_PICTURES } from '@sync/domain/task-pictures';
import { PICTURE_SOURCES } from './picture-sources';
import { type IconifySet, toSvg } from './svg-file';

const outDir = fileURLToPath(new URL('../../public/pictures/tasks/', import.meta.url));
const require = createRequire(import.meta.url);
const setPath = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
const licencePath = join(setPath, '..', 'package.json');

async function main(): Promise<void> {
  const set = JSON.parse(await readFile(setPath, 'utf8')) as IconifySet;
  const version = (JSON.parse(await readFile(licencePath, 'utf8')) as { version: string }).version;
  await mkdir(outDir, { recursive: true });

  // Pictures dropped from the catalogue leave no stale file behind.
  for (const file of await readdir(outDir)) {
    if (file.endsWith('.svg')) await rm(join(outDir, file));
  }

  let bytes = 0;
  for (const picture of TASK_PICTURES) {
    const sourceName = PICTURE_SOURCES[picture.id];
    const icon = set.icons[sourceName] ?? set.icons[set.aliases?.[sourceName]?.parent ?? ''];
    if (!icon) throw new Error(`The icon set has no "${sourceName}" for the picture "${picture.id}".`);
    const svg = toSvg(icon, set, picture.label);
    bytes += Buffer.byteLength(svg);
    await writeFile(join(outDir, `${picture.id}.svg`), svg);
  }
  console.log(
    `Wrote ${TASK_PICTURES.length} pictures (${Math.round(bytes / 1024)} KB) from Fluent Emoji Flat ${version} to ${outDir}`,
  );
}

await main();
