// The board's pictures in every theme keep off its words (ADR 0090, ADR 0097): each picture of a theme's
// backdrop is marked as a decoration, and none meets the greeting, the clock, the step to do now, the weather
// or the offline badge on a small landscape tablet, a portrait one and a large one. And the board's fullest
// header on its smallest tablet: "Good night" with a long name, the offline badge and the whole weather.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from './fixtures';
import { pairBoard, pushNew, serverDocuments, syncHeaders } from './board-helpers';
import { expectDecorationsClearOf, expectWholeOnScreen, wrapsOnlyBetweenWords } from './board-layout-checks';
import { logIn, registerParent, type ParentAccount } from './parent-helpers';
import { BOARD_THEMES } from '../../client/src/board/themes/board-themes';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';

test.describe.configure({ mode: 'default' });
test.setTimeout(120_000);

const sizes = [
  { width: 960, height: 600 },
  { width: 768, height: 1024 },
  { width: 1366, height: 1024 },
] as const;
const smallest = sizes[0];

// The board shows weather fetched within the last 12 hours (ADR 0037, D-WEATHER-3) of the real clock,
// so the board's clock stays near it and the family lives where it is 21:05 then: a fixed-offset zone
// (Etc/GMT-5 is UTC+5). The greeting is "Good night" and the bedtime routine that began at 21:00 is under
// way, so the board stays lit (ADR 0056).
const real = new Date();
const ahead = (21 - real.getUTCHours() + 24) % 24;
// Zones run from UTC-12 to UTC+14.
const offset = ahead > 14 ? ahead - 24 : ahead;
const timeZone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
const bedtime = new Date(real);
bedtime.setUTCMinutes(5, 0, 0);
// The longest first name the header has to hold in these checks.
const NAME = 'Maximilian';

let parent: ParentAccount;
let phone: Page;
let board: Page;
let childId: string;

/** A child with a bedtime routine at 21:00 and the family's weather town, pushed as the parent on `page`. */
async function bedtimeFamily(page: Page): Promise<string> {
  const user = (await (await page.request.get('/api/user')).json()) as { id: string; familyId: string };
  const consent = await page.request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  const stamp = new Date().toISOString();
  const base = { familyId: user.familyId, createdAt: stamp, updatedAt: stamp };
  const child = randomUUID();
  await pushNew(page.request, 'children', [{ ...base, id: child, parentId: user.id, name: NAME }]);
  await pushNew(page.request, 'routines', [
    {
      ...base,
      id: randomUUID(),
      childId: child,
      name: 'Bedtime',
      startTime: '21:00',
      tasks: [
        { name: 'Brush teeth', duration: 10, icon: 'toothbrush', completed: false },
        { name: 'Pyjamas on', duration: 10, icon: 'pyjamas', completed: false },
      ],
      daysOfWeek: [],
    },
  ]);
  // The board asks the journeys' fake weather service through the server: sunny, 18 °C, high 21, low 10.
  const place = { name: 'Toronto', country: 'CA', latitude: 43.7, longitude: -79.42 };
  const settings = await page.request.put('/api/account/family', {
    data: { timeZone, weatherPlace: place },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return child;
}

/** Changes the child's theme as the parent's phone would; the board receives it live. */
async function setTheme(theme: string): Promise<void> {
  const child = (await serverDocuments(phone.request, 'children')).find(
    (document) => document.id === childId,
  );
  expect(child).toBeDefined();
  const pushed = await phone.request.post('/api/sync/children/push', {
    headers: syncHeaders,
    data: {
      rows: [
        {
          assumedMasterState: child,
          newDocumentState: { ...child, theme, updatedAt: new Date().toISOString() },
        },
      ],
    },
  });
  expect(pushed.ok(), await pushed.text()).toBe(true);
  await expect(board.locator(`main[data-theme="${theme}"]`)).toBeVisible({ timeout: 20_000 });
}

async function bedtimeBoard(browser: Browser): Promise<Page> {
  phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: timeZone })
  ).newPage();
  await logIn(phone, parent);
  childId = await bedtimeFamily(phone);
  const context = await browser.newContext({
    viewport: smallest,
    timezoneId: timeZone,
    reducedMotion: 'reduce',
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.clock.install({ time: bedtime });
  await pairBoard(page, phone, childId);
  await page.getByRole('button', { name: 'Tap to start the board' }).click();
  await expect(page.getByTestId('board-current-step')).toHaveText('Brush teeth', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /, 18 degrees Celsius, high 21, low 10/ })).toBeVisible({
    timeout: 15_000,
  });
  return page;
}

test.beforeAll(async ({ browser, request }) => {
  parent = await registerParent(request, 'Ines');
  board = await bedtimeBoard(browser);
});

/** The words on the board's backdrop and in its routine that no picture may sit on. */
function words(page: Page) {
  return {
    greeting: page.getByRole('heading', { level: 1 }),
    clock: page.getByRole('button', { name: /Hear the time/ }),
    step: page.getByTestId('board-current-step'),
    weather: page.getByRole('button', { name: /Hear the weather$/ }),
    offline: page.getByRole('status').filter({ hasText: /^Offline/ }),
  };
}

/** Takes the tablet off the Wi-Fi and waits for the calm badge that says so. */
async function offline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect(words(page).offline).toBeVisible({ timeout: 15_000 });
}

async function online(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await expect(words(page).offline).toBeHidden({ timeout: 15_000 });
}

for (const theme of BOARD_THEMES) {
  test(`in the ${theme.name} theme every picture is a decoration and none sits on the board's words`, async () => {
    await setTheme(theme.id);
    await offline(board);
    // Every picture the theme draws behind the board says it is one, so the check below sees them all.
    const unmarked = await board.evaluate(() =>
      [...document.querySelectorAll('main > [aria-hidden="true"][data-theme] > *')]
        .filter((element) => !element.hasAttribute('data-board-decoration'))
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(unmarked).toEqual([]);
    for (const size of sizes) {
      await board.setViewportSize(size);
      await expect(words(board).greeting).toHaveText(`Good night, ${NAME}!`);
      await board.screenshot({
        path: test.info().outputPath(`board-${theme.id}-${size.width}x${size.height}.png`),
      });
      await expectDecorationsClearOf(board, Object.values(words(board)));
    }
    await online(board);
  });
}

test(`at night on a 960×600 tablet offline, "Good night, ${NAME}!", the badge and the whole weather fit and the step stays whole`, async () => {
  await setTheme('default');
  await board.setViewportSize(smallest);
  await offline(board);
  const { greeting, weather, offline: badge, step } = words(board);
  await expect(greeting).toHaveText(`Good night, ${NAME}!`);
  await expect(weather).toContainText('▲ 21°');
  await board.screenshot({ path: test.info().outputPath('board-night-offline-960x600.png') });

  await expectWholeOnScreen(greeting, board);
  expect(await wrapsOnlyBetweenWords(greeting)).toBe(true);
  await expectWholeOnScreen(weather, board);
  await expectWholeOnScreen(badge, board);
  // ADR 0090 still holds under the fullest header: the step to do now and Done are whole and uncovered.
  await expectWholeOnScreen(step, board);
  await expectWholeOnScreen(board.getByRole('button', { name: 'Done: Brush teeth' }), board);
  await expectDecorationsClearOf(board, [greeting, weather, badge]);
  await online(board);
});
