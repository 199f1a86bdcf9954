// What the board's layout journeys check on a screen (ADR 0090): an element whole inside the screen and hit at
// its centre, words broken only between words, and the theme's decorations clear of every word.
import { expect, type Locator, type Page } from './fixtures';

/** An element's box on the screen, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Two boxes that do not overlap. */
export function apart(a: Box, b: Box): boolean {
  return a.x >= b.x + b.width || a.x + a.width <= b.x || a.y >= b.y + b.height || a.y + a.height <= b.y;
}

/** The element at the centre of `locator`'s box is the element itself or inside it. */
export async function hitAtItsCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Inside the screen, its content not cut off, and nothing over its centre. */
export async function expectWholeOnScreen(locator: Locator, page: Page): Promise<void> {
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
export async function wrapsOnlyBetweenWords(locator: Locator): Promise<boolean> {
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

/** The boxes of the board's decorations (`data-board-decoration`) that show on the screen. */
export async function decorationBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-board-decoration]')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
}

/** No decoration's box meets the box of any of `words`; at least one decoration shows. */
export async function expectDecorationsClearOf(page: Page, words: readonly Locator[]): Promise<void> {
  const pictures = await decorationBoxes(page);
  expect(pictures.length).toBeGreaterThan(0);
  for (const word of words) {
    await expect(word).toBeVisible();
    const text = await word.boundingBox();
    expect(text, `${word.toString()} is on the screen`).not.toBeNull();
    for (const picture of pictures) {
      expect(
        text === null || apart(picture, text),
        `a decoration at ${JSON.stringify(picture)} overlaps ${word.toString()} at ${JSON.stringify(text)}`,
      ).toBe(true);
    }
  }
}
