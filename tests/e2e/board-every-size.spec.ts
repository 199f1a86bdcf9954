// The board on every tablet a family may hang on the wall, landscape and portrait, and with the system text
// raised: the step to do now is whole and uncovered, Done is the largest target and is hit at its centre,
// nothing scrolls sideways, and no decoration sits on the words.
import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { familyForTheBoard, pairBoard } from './board-helpers';
import { expectNoSeriousViolations, logIn, registerParent, type ParentAccount } from './parent-helpers';

test.describe.configure({ mode: 'default' });
test.setTimeout(120_000);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

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

/** The element at the centre of `locator`'s box is the element itself or inside it. */
async function hitAtItsCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Inside the screen, and its content not cut off. */
async function expectWholeOnScreen(locator: Locator, page: Page): Promise<void> {
  const viewport = page.viewportSize();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  const overflow = await locator.evaluate((element) => ({
    wide: element.scrollWidth - element.clientWidth,
    tall: element.scrollHeight - element.clientHeight,
  }));
  expect(overflow.wide).toBeLessThanOrEqual(0);
  expect(overflow.tall).toBeLessThanOrEqual(0);
  expect(await hitAtItsCentre(locator)).toBe(true);
}

/** No word of `locator`'s text is broken across lines: each line ends between words. */
async function wrapsOnlyBetweenWords(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const text = element.firstChild;
    if (text === null || text.nodeType !== Node.TEXT_NODE) return false;
    const words = (text.textContent ?? '').split(' ');
    let offset = 0;
    const range = document.createRange();
    for (const word of words) {
      range.setStart(text, offset);
      range.setEnd(text, offset + word.length);
      if (range.getClientRects().length > 1) return false;
      offset += word.length + 1;
    }
    return true;
  });
}

/** Two boxes that do not overlap. */
function apart(a: Box, b: Box): boolean {
  return a.x >= b.x + b.width || a.x + a.width <= b.x || a.y >= b.y + b.height || a.y + a.height <= b.y;
}

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
    const words = [await greeting.boundingBox(), await step.boundingBox()];
    const pictures = await board.evaluate(() =>
      [...document.querySelectorAll('[data-board-decoration]')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
        .map(({ x, y, width, height }) => ({ x, y, width, height })),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const text of words) {
      for (const picture of pictures) {
        expect(
          text === null || apart(picture, text),
          `a decoration at ${JSON.stringify(picture)} overlaps ${JSON.stringify(text)}`,
        ).toBe(true);
      }
    }
    await expectNoSeriousViolations(board);
  });
}
