// Finding things in the parent app on a phone and on a tablet (issue #23): the next step after a first
// routine, every tab of a child's screen within reach, the exact address the tablet opens, a help button
// that covers nothing, and forms that ask before their edits are thrown away.
import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import {
  addChild,
  expectNoSeriousViolations,
  logIn,
  registerParent,
  type ParentAccount,
} from './parent-helpers';
import { keepScreenshot, screenSizes } from './screen-sizes';

// Writes go through the local database and sync: on a busy machine a step can take longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Adds a three-year-old and gives them the morning template; lands on their routines. */
async function childWithMorning(page: Page, name: string): Promise<string> {
  const childId = await addChild(page, name, 3);
  await page.getByRole('button', { name: 'Add Morning (ages 3–4)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Morning' })).toBeVisible();
  await page.getByRole('button', { name: 'Save routine' }).click();
  await expect(page.getByRole('list', { name: `${name}'s routines` })).toBeVisible();
  return childId;
}

/**
 * The controls the help button covers, at every scroll position of the page: a control counts when, where it
 * meets the button, the button is all that lies over it (under the phone's tab bar it is hidden anyway).
 */
async function controlsUnderHelp(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const help = document.querySelector('button[aria-label="Help and support"]');
    if (!help) return ['no help button'];
    const covered = new Set<string>();
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const controls = () =>
      document.querySelectorAll<HTMLElement>(
        'main a, main button, main input, main select, main textarea, main [role="tab"], nav a',
      );
    const bottom = document.documentElement.scrollHeight;
    for (let y = 0; y <= bottom; y += 150) {
      window.scrollTo(0, y);
      await nextFrame();
      const zone = help.getBoundingClientRect();
      for (const control of controls()) {
        const box = control.getBoundingClientRect();
        const left = Math.max(box.left, zone.left);
        const right = Math.min(box.right, zone.right);
        const top = Math.max(box.top, zone.top);
        const under = Math.min(box.bottom, zone.bottom);
        if (left >= right || top >= under) continue;
        const beneathHelp = document
          .elementsFromPoint((left + right) / 2, (top + under) / 2)
          .filter((element) => !help.contains(element));
        const topmost = beneathHelp[0];
        if (topmost && control.contains(topmost))
          covered.add((control.textContent ?? '').trim() || control.tagName);
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

/** A tablet opens the address the pairing screen shows, and answers with the code on its screen. */
async function tabletAt(browser: Browser, address: string): Promise<{ board: Page; code: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const board = await context.newPage();
  await board.goto(address);
  await expect(board.getByRole('heading', { name: 'Pair this board' })).toBeVisible();
  const spoken = board.getByText(/^Pairing code: /);
  await expect(spoken).toHaveCount(1);
  return { board, code: ((await spoken.textContent()) ?? '').replace(/\D/g, '') };
}

for (const size of screenSizes) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    let parent: ParentAccount;
    test.beforeAll(async ({ request }) => {
      parent = await registerParent(request, size.name === 'phone' ? 'Noor' : 'Tomas');
    });

    test('from the first day the child’s screen offers their board, and pairing gives the address', async ({
      page,
      browser,
      baseURL,
    }) => {
      await logIn(page, parent);
      const childId = await addChild(page, 'Leo', 3);
      const setUp = page.getByRole('link', { name: 'Set up a board', exact: true });
      // Offered before any routine (ADR 0096): a board set up first shows each routine as it is made.
      await expect(page.getByRole('heading', { name: 'Pick a routine to start with' })).toBeVisible();
      await expect(setUp).toBeInViewport();

      await page.getByRole('button', { name: 'Add Morning (ages 3–4)' }).click();
      await page.getByRole('button', { name: 'Save routine' }).click();
      await expect(page.getByRole('list', { name: "Leo's routines" })).toBeVisible();
      await expect(setUp).toBeInViewport();

      // Every tab is in reach: on a phone the row scrolls, says so with a fade, and brings the chosen tab in.
      const tabs = page.getByRole('tablist', { name: "Leo's sections" });
      const boardTab = tabs.getByRole('tab', { name: 'Profile & board' });
      if (size.name === 'phone') {
        expect(await tabs.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
        await expect(boardTab).not.toBeInViewport({ ratio: 1 });
        await expect(page.getByTestId('tabs-more-after')).toHaveCSS('opacity', '1');
      } else {
        await expect(boardTab).toBeInViewport({ ratio: 1 });
      }
      await keepScreenshot(page, `child-next-step-${size.name}`);
      await expectNoSeriousViolations(page);

      await tabs.getByRole('tab', { name: 'Routines' }).focus();
      await page.keyboard.press('End');
      await expect(boardTab).toHaveAttribute('aria-selected', 'true');
      await expect(boardTab).toBeInViewport({ ratio: 1 });
      // Opened by its address (as after pairing), the tab is scrolled into view too.
      await page.reload();
      await expect(boardTab).toHaveAttribute('aria-selected', 'true');
      await expect(boardTab).toBeInViewport({ ratio: 1 });
      await keepScreenshot(page, `child-board-tab-${size.name}`);
      // The board tab pairs boards itself, with its own button of the same name: the offer above the tabs
      // stays on the other tabs.
      await expect(page.getByRole('heading', { name: 'Leo’s board', exact: true })).toHaveCount(0);
      await expect(setUp).toHaveCount(1);

      await tabs.getByRole('tab', { name: 'Routines' }).click();
      await setUp.click();
      await expect(page).toHaveURL(new RegExp(`/pair-board/${childId}$`));
      const setupAddress = `${baseURL}/setup`;
      const steps = page.getByTestId('setup-address');
      await expect(steps.getByText(setupAddress, { exact: true })).toBeVisible();
      await expect(
        steps.getByRole('img', { name: `Square code that opens ${setupAddress} on the tablet` }),
      ).toBeVisible();
      await keepScreenshot(page, `pair-board-${size.name}`, true);
      await expectNoSeriousViolations(page);

      // The address is the real one: a tablet that opens it shows the code that pairs it.
      const { board, code } = await tabletAt(browser, setupAddress);
      await page.getByLabel('Code on the board').fill(code);
      await page.getByRole('button', { name: 'Pair board' }).click();
      await expect(board).toHaveURL(/\/board\/[0-9a-f-]{36}$/);
      await expect(page).toHaveURL(/section=settings$/);
      await tabs.getByRole('tab', { name: 'Routines' }).click();
      await expect(page.getByRole('list', { name: "Leo's routines" })).toBeVisible();
      await expect(setUp).toHaveCount(0);
      await board.context().close();
    });

    test('the help button covers no control, on the routine cards or anywhere else', async ({ page }) => {
      await logIn(page, parent);
      await childWithMorning(page, 'Ada');
      await page.getByRole('button', { name: 'Add Bedtime (ages 3–4)' }).click();
      await page.getByRole('button', { name: 'Save routine' }).click();
      const routines = page.getByRole('list', { name: "Ada's routines" });
      await expect(routines.locator(':scope > li')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Help and support' })).toBeVisible();
      expect(await controlsUnderHelp(page)).toEqual([]);

      await routines
        .getByRole('button', { name: /^Delete/ })
        .last()
        .scrollIntoViewIfNeeded();
      await keepScreenshot(page, `routine-cards-${size.name}`);
      await expectNoSeriousViolations(page);

      await routines.getByRole('link', { name: 'Morning' }).click();
      await expect(page.getByRole('button', { name: 'Save routine' })).toBeVisible();
      expect(await controlsUnderHelp(page)).toEqual([]);

      if (size.name === 'tablet') {
        // The same tablet held upright: the screen's column is wider than the room beside the button.
        await page.setViewportSize({ width: 800, height: 1280 });
        expect(await controlsUnderHelp(page)).toEqual([]);
        await page.goBack();
        await expect(routines).toBeVisible();
        expect(await controlsUnderHelp(page)).toEqual([]);
        // The lane beside the column leaves the cards room for their actions.
        const spill = await routines.evaluate((list) =>
          Array.from(list.querySelectorAll(':scope > li')).flatMap((card) => {
            const edge = card.getBoundingClientRect().right;
            return Array.from(card.querySelectorAll('button'))
              .filter((button) => button.getBoundingClientRect().right > edge)
              .map((button) => button.textContent ?? '');
          }),
        );
        expect(spill).toEqual([]);
        await keepScreenshot(page, 'routine-cards-tablet-upright');
      }

      await page.getByRole('button', { name: 'Help and support' }).click();
      await expect(page.getByRole('dialog', { name: 'Help and support' })).toBeVisible();
    });

    test('leaving an edited form asks first; saving or leaving on purpose does not', async ({ page }) => {
      await logIn(page, parent);
      await childWithMorning(page, 'Sami');
      const routines = page.getByRole('list', { name: "Sami's routines" });
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });

      // A link: the editor's way back.
      await routines.getByRole('link', { name: 'Morning' }).click();
      await page.getByLabel('Name').fill('Sunny morning');
      await page.getByRole('link', { name: /Back to Sami's routines/ }).click();
      await expect(leave).toBeVisible();
      await keepScreenshot(page, `leave-question-${size.name}`);
      await expectNoSeriousViolations(page);
      await leave.getByRole('button', { name: 'Keep editing' }).click();
      await expect(leave).toBeHidden();
      await expect(page.getByLabel('Name')).toHaveValue('Sunny morning');

      // The browser's Back button, then leaving on purpose.
      await page.evaluate(() => history.back());
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'Leave', exact: true }).click();
      await expect(routines.getByRole('link', { name: 'Morning' })).toBeVisible();
      await expect(routines.getByRole('link', { name: 'Sunny morning' })).toHaveCount(0);

      // A tab of the same screen, with the coin settings changed.
      const tabs = page.getByRole('tablist', { name: "Sami's sections" });
      await tabs.getByRole('tab', { name: 'Rewards' }).click();
      const coinsPerStep = page.getByLabel('Coins for each step');
      await coinsPerStep.fill('7');
      await tabs.getByRole('tab', { name: 'Routines' }).click();
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'Keep editing' }).click();
      await expect(tabs.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
      await expect(coinsPerStep).toHaveValue('7');

      // Reloading or closing the page: the browser's own question.
      const asked = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        });
      });
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe('beforeunload');
      await expect(coinsPerStep).toHaveValue('7');

      // Saved, the edits are safe: moving on asks nothing.
      await page.getByRole('button', { name: 'Save coin settings' }).click();
      await expect(page.getByText("Sami's coin settings are up to date.")).toBeVisible();
      await tabs.getByRole('tab', { name: 'Routines' }).click();
      await expect(routines).toBeVisible();
      await expect(leave).toBeHidden();

      // A save that returns to the list goes straight there.
      await routines.getByRole('link', { name: 'Morning' }).click();
      await page.getByLabel('Name').fill('Sunny morning');
      await page.getByRole('button', { name: 'Save routine' }).click();
      await expect(routines.getByRole('link', { name: 'Sunny morning' })).toBeVisible();
      await expect(leave).toBeHidden();
    });
  });
}
