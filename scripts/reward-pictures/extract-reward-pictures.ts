// Writes the magic reward pictures (sync/domain/reward-pictures.ts) as standalone SVG files into
// public/pictures/rewards/, from the Fluent Emoji Flat set in @iconify-json/fluent-emoji-flat (MIT), like
// the task pictures. The files are committed; rerun after changing the catalogue:
//   npx tsx scripts/reward-pictures/extract-reward-pictures.ts
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REWARD_PICTURES, type RewardPictureId } from '@sync/domain/reward-pictures';
import { type IconifySet, toSvg } from '../task-pictures/svg-file';

/** The icon-set name of each reward picture; a picture missing here fails the typecheck. */
const SOURCES: Record<RewardPictureId, string> = {
  'ice-cream': 'soft-ice-cream',
  cake: 'shortcake',
  sweets: 'lollipop',
  cookie: 'cookie',
  pancakes: 'pancakes',
  pizza: 'pizza',
  popcorn: 'popcorn',
  game: 'video-game',
  story: 'books',
  bath: 'bathtub',
  late: 'crescent-moon',
  fair: 'ferris-wheel',
  park: 'playground-slide',
  ball: 'soccer-ball',
  swim: 'person-swimming',
  zoo: 'lion',
  camp: 'camping',
  paint: 'artist-palette',
  music: 'musical-notes',
  puzzle: 'puzzle-piece',
  teddy: 'teddy-bear',
  balloon: 'balloon',
  bike: 'bicycle',
  trip: 'automobile',
  sticker: 'glowing-star',
  crown: 'crown',
  gift: 'wrapped-gift',
};

const outDir = fileURLToPath(new URL('../../public/pictures/rewards/', import.meta.url));
const tasksDir = fileURLToPath(new URL('../../public/pictures/tasks/', import.meta.url));
const require = createRequire(import.meta.url);
const setPath = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');

async function main(): Promise<void> {
  const set = JSON.parse(await readFile(setPath, 'utf8')) as IconifySet;
  await mkdir(outDir, { recursive: true });
  for (const file of await readdir(outDir)) {
    if (file.endsWith('.svg')) await rm(join(outDir, file));
  }
  for (const picture of REWARD_PICTURES) {
    const sourceName = SOURCES[picture.id];
    const icon = set.icons[sourceName] ?? set.icons[set.aliases?.[sourceName]?.parent ?? ''];
    if (!icon) throw new Error(`The icon set has no "${sourceName}" for the picture "${picture.id}".`);
    await writeFile(join(outDir, `${picture.id}.svg`), toSvg(icon, set, picture.label));
  }
  await copyFile(join(tasksDir, 'LICENSE'), join(outDir, 'LICENSE'));
  console.log(`Wrote ${REWARD_PICTURES.length} reward pictures to ${outDir}`);
}

await main();
