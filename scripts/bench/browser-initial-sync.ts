// The initial-sync benchmark in Chromium, on real IndexedDB: the client's data layer is bundled with
// Vite's production settings into a temporary page, which is served on the API server's own origin (so
// the parent's session cookie goes with its requests, as in the app) and driven with Playwright.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { chromiumPath } from '../../tests/e2e/chromium-path';
import type { BenchWindow } from './initial-sync-page';
import { interleaved, type Measured } from './initial-sync-report';
import { newestIds, type FamilyDocuments } from './initial-sync-run';

/** Where the bench page is served, under the API server's origin. */
const PAGE_PATH = '/__bench/';
/** Flags of the benchmark's Chromium; Playwright adds `--headless` for `headless: true`. */
export const BENCH_CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** What the browser runs measured, and in which Chromium. */
export interface BrowserResults extends Measured {
  version: string;
}

/**
 * Bundles `initial-sync-page.ts` into `outDir` as one classic script and an HTML page that loads it.
 * Vite's production mode, and no plugin: what the app ships of the data layer, without dev-mode or ajv.
 */
async function buildBenchPage(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    // Library mode keeps `process.env.NODE_ENV` as written; the page has no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      write: true,
      emptyOutDir: true,
      lib: {
        entry: fileURLToPath(new URL('./initial-sync-page.ts', import.meta.url)),
        formats: ['iife'],
        name: 'brightdayBench',
        fileName: () => 'bench.js',
      },
    },
  });
  writeFileSync(
    join(outDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Brightday sync bench</title>' +
      '<script src="bench.js"></script></head><body></body></html>',
  );
}

/** Serves the built page at `${origin}/__bench/…` from `dir`; every other request reaches the server. */
async function servePage(context: BrowserContext, origin: string, dir: string): Promise<void> {
  await context.route(`${origin}${PAGE_PATH}**`, async (route) => {
    const file = basename(new URL(route.request().url()).pathname);
    try {
      const body = readFileSync(join(dir, file));
      const contentType = file.endsWith('.js') ? 'text/javascript' : 'text/html';
      await route.fulfill({ status: 200, body, contentType });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
}

/**
 * Runs the initial sync, the baseline and the floor `rounds` times each, every run in a fresh page (no
 * run starts with another's warmed-up code or memory), as the parent whose session cookie is `cookie`
 * (`name=value`). The profile lives in a temporary folder, so IndexedDB is on disk as on a device.
 */
export async function measureInBrowser(
  origin: string,
  parent: { userId: string; cookie: string },
  documents: FamilyDocuments,
  rounds: number,
): Promise<BrowserResults> {
  const dir = mkdtempSync(join(tmpdir(), 'brightday-sync-bench-'));
  const pageDir = join(dir, 'page');
  const profileDir = join(dir, 'profile');
  try {
    mkdirSync(profileDir);
    await buildBenchPage(dir, pageDir);
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath(),
      headless: true,
      args: BENCH_CHROMIUM_FLAGS,
    });
    try {
      const equals = parent.cookie.indexOf('=');
      await context.addCookies([
        { name: parent.cookie.slice(0, equals), value: parent.cookie.slice(equals + 1), url: origin },
      ]);
      await servePage(context, origin, pageDir);
      const inFreshPage = async <Arg, Result>(
        run: (argument: Arg) => Promise<Result>,
        argument: Arg,
      ): Promise<Result> => {
        const page = await context.newPage();
        try {
          page.on('pageerror', (error) => console.error(`bench page: ${error.message}`));
          await page.goto(`${origin}${PAGE_PATH}index.html`);
          // Playwright sends the function's source and the JSON argument; the page has `window.run…`.
          return await page.evaluate(run as (argument: unknown) => Promise<Result>, argument);
        } finally {
          await page.close();
        }
      };
      const measured = await interleaved(rounds, {
        sync: () =>
          inFreshPage((options) => (window as unknown as BenchWindow).runInitialSync(options), {
            baseUrl: origin,
            userId: parent.userId,
            newest: newestIds(documents),
          }),
        baseline: () =>
          inFreshPage(
            (input) => (window as unknown as BenchWindow).runBaseline(input.documents, input.userId),
            {
              documents,
              userId: parent.userId,
            },
          ),
        raw: () =>
          inFreshPage((input) => (window as unknown as BenchWindow).runRawIndexedDb(input), documents),
      });
      return { ...measured, version: context.browser()?.version() ?? 'unknown' };
    } finally {
      await context.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
