// `npm run screenshots`: real pictures of Brightday for the marketing site. It seeds the demo family
// into a throwaway data folder, starts the built app on it, photographs the screens with Chromium,
// and writes web-ready WebP files at several widths to public/screenshots/, their catalogue to
// client/src/site/screenshots.gen.ts, the social preview card and the app icons. Rerun it when the
// board or the parent app changes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { loadConfig } from '../server/src/config/config';
import { openDatabase } from '../server/src/db/open-database';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium-path';
import { startServer } from '../tests/kit/server/server-process';
import { captureParentScreens, type DemoIds } from './screenshots/parent-screens';
import { renderSocialCard } from './screenshots/social-card';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'public', 'screenshots');
const catalogueFile = join(root, 'client', 'src', 'site', 'screenshots.gen.ts');
const docsShotsDir = join(root, 'docs', 'screenshots');

/** Every screenshot is taken at this size (a landscape tablet, the board's home) and this density. */
const viewport = { width: 1280, height: 800 };
const scale = 1.5;
/** The widths written for srcset: a phone, a tablet, a wide screen at high density. */
const widths = [640, 960, 1440];
/** 07:10 on a school morning: the board greets the child and the routine is under way. */
const morning = new Date('2026-03-02T07:10:00');

interface Shot {
  name: string;
  alt: string;
  /** The path to open, given the demo board's device id. */
  path: (deviceId: string) => string;
  signedIn: boolean;
}

const shots: Shot[] = [
  {
    name: 'board-morning',
    alt: "A child's Brightday board at 7:10 in the morning: the time, the date, the weather and a good-morning greeting.",
    path: (deviceId) => `/board/${deviceId}`,
    signedIn: false,
  },
  {
    name: 'parent-dashboard',
    alt: "The parent app's dashboard: your family today, a card for each child, and shortcuts to add a child and ask Nia.",
    path: () => '/app',
    signedIn: true,
  },
  {
    name: 'board-rewards',
    alt: "The rewards page of a child's board, where the coins, stickers and treasures they earn are kept.",
    path: (deviceId) => `/board/${deviceId}/rewards`,
    signedIn: false,
  },
  {
    name: 'parent-profile',
    alt: "A parent's profile in the parent app: account details and logging out on every device.",
    path: () => '/profile',
    signedIn: true,
  },
  {
    name: 'board-setup',
    alt: 'The board setup screen on a tablet, ready to pair the board with a child.',
    path: () => '/setup',
    signedIn: false,
  },
  {
    name: 'parent-login',
    alt: 'The Brightday login screen of the parent app.',
    path: () => '/login',
    signedIn: false,
  },
];

function run(command: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** The demo family's paired board, read from the seeded database before the server opens it. */
async function demoDeviceId(dataDir: string): Promise<string> {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    const child = await database.db
      .selectFrom('children')
      .select('device_id')
      .where('device_id', 'is not', null)
      .executeTakeFirstOrThrow();
    return child.device_id as string;
  } finally {
    await database.close();
  }
}

/** The demo child with a board, and their first routine: the parent screens open on them. */
async function demoIds(dataDir: string): Promise<DemoIds> {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    const child = await database.db
      .selectFrom('children')
      .select('id')
      .where('device_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const routine = await database.db
      .selectFrom('routines')
      .select('id')
      .where('child_id', '=', child.id)
      .orderBy('start_time')
      .executeTakeFirstOrThrow();
    return { childId: child.id, routineId: routine.id };
  } finally {
    await database.close();
  }
}

/** Writes one screenshot at every width and returns its catalogue entry. */
async function writeWebp(name: string, alt: string, png: Buffer) {
  const sources = [];
  for (const width of widths) {
    const file = `${name}-${width}.webp`;
    await sharp(png).resize({ width }).webp({ quality: 78, effort: 6 }).toFile(join(outDir, file));
    sources.push({ width, src: `/screenshots/${file}` });
  }
  return { name, alt, width: viewport.width, height: viewport.height, sources };
}

async function capture(page: Page, baseUrl: string, path: string, signedIn: boolean): Promise<Buffer> {
  // A signed-in screen keeps its change stream open, so its network never goes idle.
  await page.goto(`${baseUrl}${path}`, { waitUntil: signedIn ? 'load' : 'networkidle' });
  await settle(page, signedIn);
  return page.screenshot({ type: 'png' });
}

/** Waits until a screen shows its data: no spinner left, and a signed-in screen's sync settled. */
async function settle(page: Page, signedIn: boolean): Promise<void> {
  // Lazy screens show a spinner while their code arrives; wait until none is left. (Other live regions,
  // such as the parent app's connection badge, stay on screen.)
  await page.waitForFunction(() => document.querySelector('[data-spinner]') === null, undefined, {
    timeout: 10_000,
  });
  // The parent app: its data has arrived from the local database once the badge says it is in sync.
  if (signedIn) {
    await page
      .getByRole('status')
      .filter({ hasText: /^Synced/ })
      .waitFor({ timeout: 15_000 });
  }
}

/** 07:10 today: the demo family's history ends today. */
function thisMorning(): Date {
  const today = new Date();
  today.setHours(7, 10, 0, 0);
  return today;
}

/** Signs the demo parent in on the page's browser context. */
async function logInDemoParent(page: Page, baseUrl: string): Promise<void> {
  const login = await page.request.post(`${baseUrl}/api/login`, {
    data: { email: 'demo@brightday.app', password: 'Brightday-demo-2026!', source: 'web' },
    headers: { 'X-Platform-Source': 'web' },
  });
  if (!login.ok()) throw new Error(`the demo parent could not log in: ${login.status()}`);
}

async function writeIcons(): Promise<void> {
  const svg = readFileSync(join(root, 'client', 'src', 'ui', 'logo-mark.svg'));
  const iconDir = join(root, 'public', 'icons');
  mkdirSync(iconDir, { recursive: true });
  for (const [file, size] of [
    ['icon-512.png', 512],
    ['icon-192.png', 192],
    ['apple-touch-icon.png', 180],
  ] as const) {
    await sharp(svg, { density: 400 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(iconDir, file));
  }
  // The maskable icon fills its square: launchers crop it to their own shape, so the mark sits inside
  // the central safe zone on a background of its own colour.
  const mark = await sharp(svg, { density: 400 }).resize(340, 340).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: '#ff7847' } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(join(iconDir, 'icon-maskable-512.png'));
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brightday-screenshots-'));
  console.log('Building the client and seeding the demo family…');
  run('npm', ['run', 'build', '--silent']);
  run('npx', ['tsx', 'scripts/seed.ts'], { DATA_DIR: dataDir });
  const deviceId = await demoDeviceId(dataDir);
  const ids = await demoIds(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install({ time: morning });
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });

    const catalogue: Record<string, Awaited<ReturnType<typeof writeWebp>>> = {};
    for (const shot of shots.filter((candidate) => !candidate.signedIn)) {
      catalogue[shot.name] = await writeWebp(
        shot.name,
        shot.alt,
        await capture(page, server.url, shot.path(deviceId), shot.signedIn === true),
      );
    }
    await logInDemoParent(page, server.url);
    for (const shot of shots.filter((candidate) => candidate.signedIn)) {
      catalogue[shot.name] = await writeWebp(
        shot.name,
        shot.alt,
        await capture(page, server.url, shot.path(deviceId), shot.signedIn === true),
      );
    }

    const ordered = Object.fromEntries(shots.map((shot) => [shot.name, catalogue[shot.name]]));
    const source = `// Generated by \`npm run screenshots\` (scripts/screenshots.ts) from the running app with demo data.
// Do not edit by hand: rerun the script when the board or the parent app changes.

/** One screenshot: WebP files at several widths, and its size in CSS pixels. */
export interface Screenshot {
  name: string;
  alt: string;
  width: number;
  height: number;
  sources: readonly { width: number; src: string }[];
}

/** The screenshots, in the order the home page's carousel shows them. */
export const screenshots = ${JSON.stringify(ordered)} as const satisfies Record<string, Screenshot>;
`;
    writeFileSync(
      catalogueFile,
      await format(source, { ...(await resolveConfig(catalogueFile)), filepath: catalogueFile }),
    );

    const card = await browser.newContext({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
    await renderSocialCard(
      await card.newPage(),
      join(outDir, '..', 'social'),
      readFileSync(join(outDir, 'board-morning-1440.webp')),
    );
    await writeIcons();
    console.log(`Wrote ${shots.length} screenshots to public/screenshots/ and their catalogue.`);
    const parentShots = await captureParentScreens({
      browser,
      baseUrl: server.url,
      ids,
      outDir: docsShotsDir,
      // The demo family's history runs up to today, so the parent screens are taken this morning, not on
      // the board's fixed school morning (which would show every streak as broken).
      clockAt: thisMorning(),
      logIn: async (parentPage) => {
        await logInDemoParent(parentPage, server.url);
      },
      settle: (parentPage) => settle(parentPage, true),
    });
    console.log(`Wrote ${parentShots} parent screenshots to docs/screenshots/.`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
