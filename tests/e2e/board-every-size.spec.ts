// The board on every tablet a family may hang on the wall, landscape and portrait, and with the system text
// raised: the step to do now is whole and uncovered, Done is the largest target and is hit at its centre,
// nothing scrolls sideways, and no decoration sits on the words.
import { expect, test, type Browser, type Page } from './fixtures';
import { familyForTheBoard, pairBoard } from './board-helpers';
import {
  apart,
  expectDecorationsClearOf,
  expectWholeOnScreen,
  wrapsOnlyBetweenWords,
} from './board-layout-checks';
import { expectNoSeriousViolations, logIn, registerParent, type ParentAccount } from './parent-helpers';

test.describe.configure({ mode: 'default' });
test.setTimeout(120_000);

interface Size {
  width: number;
  height: number;
  /** The root font size, standing for a tablet whose system text is raised. */
  text?: string;
}

const sizes: readonly Size[] = [
  { width: 960, height: 600 },
  { width: 1024, height: 768 },
  { width: 1180, height: 820 },
  { width: 1280, height: 800 },
  { width: 1366, height: 1024 },
  { width: 600, height: 960 },
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
  { width: 800, height: 1280 },
  { width: 1024, height: 1366 },
  { width: 1024, height: 768, text: '125%' },
  { width: 768, height: 1024, text: '125%' },
];

const today = new Date().toISOString().slice(0, 10);
const boardMorning = new Date(`${today}T10:00:00Z`);

let parent: ParentAccount;
let board: Page;

async function pairedBoardMidRoutine(browser: Browser): Promise<Page> {
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' })
  ).newPage();
  await logIn(phone, parent);
  const family = await familyForTheBoard(phone, { routineTime: '09:59', alarmTime: '18:00', rewardCost: 6 });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.clock.install({ time: boardMorning });
  await pairBoard(page, phone, family.childId);
  await page.getByRole('button', { name: 'Tap to start the board' }).click();
  await expect(page.getByTestId('board-current-step')).toHaveText('Brush teeth', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Done: Brush teeth' }).click();
  await expect(page.getByTestId('board-current-step')).toHaveText('Get dressed');
  // The "Well done!" that a finished step brings goes after two seconds.
  await page.clock.fastForward(3_000);
  await expect(page.getByText('Well done!')).toHaveCount(0);
  return page;
}

test.beforeAll(async ({ browser, request }) => {
  parent = await registerParent(request, 'Rania');
  board = await pairedBoardMidRoutine(browser);
});

function named(size: Size): string {
  const shape = size.width > size.height ? 'landscape' : 'portrait';
  const raised = size.text === undefined ? '' : ` with its text raised to ${size.text}`;
  return `${size.width}×${size.height} ${shape}${raised}`;
}

for (const size of sizes) {
  test(`on a ${named(size)} tablet the step to do now and Done are whole, uncovered and hit at their centres`, async () => {
    await board.setViewportSize({ width: size.width, height: size.height });
    await board.evaluate((text) => {
      document.documentElement.style.fontSize = text ?? '';
    }, size.text);
    const step = board.getByTestId('board-current-step');
    const done = board.getByRole('button', { name: 'Done: Get dressed' });
    const speaker = board.getByRole('button', { name: 'Say “Get dressed”' });
    const greeting = board.getByRole('heading', { level: 1 });
    await expect(step).toHaveText('Get dressed');
    await board.screenshot({ path: test.info().outputPath(`board-${size.width}x${size.height}.png`) });

    await expectWholeOnScreen(step, board);
    await expectWholeOnScreen(done, board);
    await expectWholeOnScreen(speaker, board);
    expect(await wrapsOnlyBetweenWords(step)).toBe(true);
    const doneBox = await done.boundingBox();
    expect(doneBox?.width).toBeGreaterThanOrEqual(64);
    expect(doneBox?.height).toBeGreaterThanOrEqual(64);

    // Done stays in the Now area, clear of the Next and Done panels beside or below it.
    for (const name of ['Next', 'Done']) {
      const panel = await board.getByRole('region', { name }).boundingBox();
      expect(doneBox !== null && panel !== null && apart(doneBox, panel), `Done overlaps ${name}`).toBe(true);
    }

    // The finished steps' tiles are whole inside their panel.
    const finished = board.getByRole('region', { name: 'Done' }).getByRole('listitem');
    await expect(finished).toHaveCount(1);
    const panel = await board.getByRole('region', { name: 'Done' }).boundingBox();
    const tile = await finished.first().boundingBox();
    expect(tile !== null && panel !== null && tile.y + tile.height <= panel.y + panel.height).toBe(true);

    expect(
      await board.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

    // The backdrop's pictures (the sun, the clouds) never sit on the greeting or the step's name.
    await expectDecorationsClearOf(board, [greeting, step]);
    await expectNoSeriousViolations(board);
  });
}
