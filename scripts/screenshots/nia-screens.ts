// Nia's coach screen photographed for docs/screenshots/ (names starting with `nia-`), on a phone and on a
// laptop, with the demo family signed in, about the younger child: the welcome with what Nia noticed in the
// child's history, a routine suggestion, and a guidance answer. The built-in guide answers, so the pictures
// are the same on every run.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { saveFullPage, VIEWPORTS } from './parent-screens';

interface NiaCaptureOptions {
  browser: Browser;
  baseUrl: string;
  outDir: string;
  logIn: (page: Page) => Promise<void>;
  settle: (page: Page) => Promise<void>;
  clockAt: Date;
}

/** Asks Nia through the question box and waits for her answer. */
async function ask(page: Page, question: string): Promise<void> {
  const answers = page.getByText("From Nia's built-in guide");
  const before = await answers.count();
  await page.getByLabel('Ask Nia').fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page.waitForFunction(
    (count) => document.body.innerText.split("From Nia's built-in guide").length - 1 > count,
    before,
  );
  await page.waitForTimeout(500);
}

const SHOTS: readonly { name: string; prepare: (page: Page) => Promise<void> }[] = [
  { name: 'welcome', prepare: () => Promise.resolve() },
  { name: 'routine', prepare: (page) => ask(page, 'Suggest a morning routine') },
  {
    name: 'guidance',
    prepare: (page) => ask(page, 'How much screen time is okay, and how do we stop the fights?'),
  },
];

/** Photographs the coach at both sizes into `outDir`, replacing earlier `nia-*` files; answers how many. */
export async function captureNiaScreens(options: NiaCaptureOptions): Promise<number> {
  const { browser, baseUrl, outDir, logIn, settle, clockAt } = options;
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir).filter((name) => name.startsWith('nia-')))
    rmSync(join(outDir, file));
  let count = 0;
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install({ time: clockAt });
    await logIn(page);
    for (const shot of SHOTS) {
      // Each shot starts a new conversation, so that each picture shows one answer.
      await page.goto(`${baseUrl}/nia-coach`, { waitUntil: 'load' });
      await settle(page);
      await page.getByRole('heading', { level: 1, name: 'Nia, your parenting coach' }).waitFor();
      // About the demo's younger child (listed first), so answers fit an age and "What Nia noticed" reads real history.
      await page.getByRole('group', { name: 'Who is this about?' }).getByRole('button').first().click();
      await page.getByRole('heading', { name: 'What Nia noticed' }).waitFor();
      await shot.prepare(page);
      await saveFullPage(page, join(outDir, `nia-${shot.name}-${device}.png`));
      count++;
    }
    await context.close();
  }
  return count;
}
