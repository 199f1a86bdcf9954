// `npm run screenshots`: real pictures of Brightday for the marketing site. It seeds the demo family
// into a throwaway data folder, starts the built app on it, photographs the screens with Chromium,
// and writes web-ready WebP files at several widths to public/screenshots/, their catalogue to
// client/src/site/screenshots.gen.ts, the social preview card and the app icons. Rerun it when the
// board or the parent app changes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium-path';
import { startServer } from '../tests/kit/server/server-process';
import { boardContext, openBoard, picturesLoaded, startRoutine, untilTheme } from './screenshots/board-pages';
import { captureBoardScreens } from './screenshots/board-screens';
import { prepareDemoBoard, type DemoBoard } from './screenshots/demo-board';
import { captureNiaScreens } from './screenshots/nia-screens';
import { captureParentScreens } from './screenshots/parent-screens';
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

/**
 * Which browser a screen is photographed in: the demo family's paired board (on the morning of its next
 * routine), a tablet not paired yet, or the demo parent's laptop (signed in when `signedIn`).
 */
type Device = 'board' | 'tablet' | 'parent';

interface Shot {
  name: string;
  alt: string;
  /** The path to open, given the demo board's device id. */
  path: (deviceId: string) => string;
  on: Device;
  signedIn: boolean;
  /** Brings the screen into the state worth showing once it has opened. */
  prepare?: (page: Page, board: DemoBoard) => Promise<void>;
}

const shots: Shot[] = [
  {
    name: 'board-morning',
    alt: "Mia's Brightday board on a school morning: the time and a good-morning greeting, the step to do now as a big picture inside a timer ring that empties, the steps coming next and the one done, her coins, today's jobs and the week ahead.",
    path: (deviceId) => `/board/${deviceId}`,
    on: 'board',
    signedIn: false,
    prepare: (page) => startRoutine(page),
  },
  {
    name: 'parent-dashboard',
    alt: "The parent app's dashboard: your family today, a card for each child, and shortcuts to add a child and ask Nia.",
    path: () => '/app',
    on: 'parent',
    signedIn: true,
  },
  {
    name: 'board-rewards',
    alt: "The rewards page of Mia's board: her coins to count, her stars, stickers and treasures, the magic rewards she can have, and her latest coins in pictures.",
    path: (deviceId) => `/board/${deviceId}/rewards`,
    on: 'board',
    signedIn: false,
    prepare: (page, board) => untilTheme(page, board.theme),
  },
  {
    name: 'parent-profile',
    alt: "A parent's profile in the parent app: account details and logging out on every device.",
    path: () => '/profile',
    on: 'parent',
    signedIn: true,
  },
  {
    name: 'board-setup',
    alt: 'The setup screen of a new board on a tablet: a six-digit code and a QR code that a parent uses on their phone to pair it with a child.',
    path: () => '/setup',
    on: 'tablet',
    signedIn: false,
    prepare: async (page) => {
      await page.getByRole('img', { name: /^Square code/ }).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'parent-login',
    alt: 'The Brightday login screen of the parent app.',
    path: () => '/login',
    on: 'parent',
    signedIn: false,
  },
];

function run(command: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
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

async function capture(page: Page, baseUrl: string, shot: Shot, board: DemoBoard): Promise<Buffer> {
  const url = `${baseUrl}${shot.path(board.credential.deviceId)}`;
  if (shot.on === 'board') await openBoard(page, url);
  // Not 'networkidle': a signed-in screen keeps its change stream open and the setup screen polls.
  else await page.goto(url, { waitUntil: 'load' });
  await settle(page, shot.signedIn);
  await shot.prepare?.(page, board);
  await picturesLoaded(page);
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
  await logInDemoParentApi(page.request, baseUrl);
}

/** Signs the demo parent in on a browser context's API requests. */
async function logInDemoParentApi(api: APIRequestContext, baseUrl: string): Promise<void> {
  const login = await api.post(`${baseUrl}/api/login`, {
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

/** A browser for each kind of device the screens are photographed on, with its clock set. */
async function deviceContexts(browser: Browser, board: DemoBoard, baseUrl: string) {
  const plain = { viewport, deviceScaleFactor: scale, reducedMotion: 'reduce' as const };
  // The setup screen keeps the real time: its code's expiry is the server's.
  const tabletPage = await (await browser.newContext(plain)).newPage();
  // The demo family's history runs up to today: the parent's screens are taken this morning.
  const parentPage = await (await browser.newContext(plain)).newPage();
  await parentPage.clock.install({ time: thisMorning() });
  const signedInPage = await (await browser.newContext(plain)).newPage();
  await signedInPage.clock.install({ time: thisMorning() });
  await logInDemoParent(signedInPage, baseUrl);
  // The board is opened only when its turn comes, so its clock shows the moment chosen for it.
  let boardPage: Page | undefined;
  return async (shot: Shot): Promise<Page> => {
    if (shot.on === 'board') {
      if (boardPage === undefined) {
        const context = await boardContext(browser, board, { viewport, deviceScaleFactor: scale });
        boardPage = await context.newPage();
        await boardPage.clock.install({ time: board.routineAt });
      }
      return boardPage;
    }
    return shot.on === 'tablet' ? tabletPage : shot.signedIn ? signedInPage : parentPage;
  };
}

async function writeCatalogue(catalogue: Record<string, Awaited<ReturnType<typeof writeWebp>>>) {
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
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brightday-screenshots-'));
  console.log('Building the client and seeding the demo family…');
  run('npm', ['run', 'build', '--silent']);
  run('npx', ['tsx', '--import', './scripts/raw-imports.mjs', 'scripts/seed.ts'], { DATA_DIR: dataDir });
  // The demo child's board is paired before the server opens the database: its token is issued here.
  const board = await prepareDemoBoard(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const pageFor = await deviceContexts(browser, board, server.url);
    const catalogue: Record<string, Awaited<ReturnType<typeof writeWebp>>> = {};
    const photograph = async (shot: Shot) => {
      catalogue[shot.name] = await writeWebp(
        shot.name,
        shot.alt,
        await capture(await pageFor(shot), server.url, shot, board),
      );
    };

    // The parent's screens first: the board then does a step of its next routine and changes themes.
    for (const shot of shots.filter((candidate) => candidate.on !== 'board')) await photograph(shot);
    const parentShots = await captureParentScreens({
      browser,
      baseUrl: server.url,
      ids: board.ids,
      outDir: docsShotsDir,
      // The demo family's history runs up to today, so the parent screens are taken this morning, not on
      // the board's next routine (tomorrow, or after a weekend, which could show a streak as broken).
      clockAt: thisMorning(),
      logIn: async (parentPage) => {
        await logInDemoParent(parentPage, server.url);
      },
      settle: (parentPage) => settle(parentPage, true),
    });
    console.log(`Wrote ${parentShots} parent screenshots to docs/screenshots/.`);
    const niaShots = await captureNiaScreens({
      browser,
      baseUrl: server.url,
      outDir: docsShotsDir,
      clockAt: thisMorning(),
      logIn: (niaPage) => logInDemoParent(niaPage, server.url),
      settle: (niaPage) => settle(niaPage, true),
    });
    console.log(`Wrote ${niaShots} coach screenshots to docs/screenshots/.`);

    for (const shot of shots.filter((candidate) => candidate.on === 'board')) await photograph(shot);
    await writeCatalogue(catalogue);
    const card = await browser.newContext({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
    await renderSocialCard(
      await card.newPage(),
      join(outDir, '..', 'social'),
      readFileSync(join(outDir, 'board-morning-1440.webp')),
    );
    await writeIcons();
    console.log(`Wrote ${shots.length} screenshots to public/screenshots/ and their catalogue.`);

    const parentApi = (await browser.newContext({ baseURL: server.url })).request;
    await logInDemoParentApi(parentApi, server.url);
    const boardShots = await captureBoardScreens({
      browser,
      baseUrl: server.url,
      board,
      outDir: docsShotsDir,
      parentApi,
    });
    console.log(`Wrote ${boardShots} board screenshots to docs/screenshots/.`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
