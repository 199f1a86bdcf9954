// Where things are in the parent app, on a phone and a tablet (ADR 0096): a child's board is offered from
// the first day under one name, the household has a Family screen of its own, toasts keep clear of headings
// and controls, long addresses and hints show whole, and the routine editor's controls are big enough and
// never under the tab bar. Every screen is scanned with WCAG 2.2's target size on.
import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import {
  addChild,
  expectNoSeriousViolations,
  logIn,
  type ParentAccount,
  registerParent,
} from './parent-helpers';
import { keepScreenshot } from './screen-sizes';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const sizes = [
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  { name: 'tablet', use: { viewport: { width: 1024, height: 768 }, hasTouch: true } },
] as const;

const scan = (page: Page) => expectNoSeriousViolations(page, undefined, { targetSize: true });

/** A box once it no longer moves (a toast sliding in, a row settling). */
async function settledBox(locator: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await locator.boundingBox());
      const same = now === last && now !== 'null';
      last = now;
      return same;
    })
    .toBe(true);
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** True when the point at the middle of `locator` is the element itself or inside it: nothing covers it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });

for (const size of sizes) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);
    let parent: ParentAccount;
    let childPath = '';
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      // Registering through the context's own client signs it in, so its page starts on the app.
      const context = await browser.newContext();
      parent = await registerParent(context.request, size.name === 'phone' ? 'Nana' : 'Yaw');
      const page = await context.newPage();
      childPath = `/children/${await addChild(page, 'Leo', 4)}`;
      await context.close();
    });

    test('a child without a board is offered "Set up a board" on Today and on their screen, the words the tablet uses', async ({
      page,
      browser,
    }) => {
      await logIn(page, parent);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Leo' }) });
      const fromToday = card.getByRole('link', { name: 'Set up a board for Leo' });
      await expect(fromToday).toBeVisible();
      await scan(page);
      await keepScreenshot(page, `family-place-today-${size.name}`, true);

      // The child's screen offers it above the tabs, in reach without scrolling the tab row sideways.
      await page.goto(childPath);
      const fromChild = page.getByRole('link', { name: 'Set up a board', exact: true });
      await expect(fromChild).toBeInViewport({ ratio: 1 });
      await scan(page);

      await page.goto('/app');
      await fromToday.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Set up a board for Leo' })).toBeVisible();
      await scan(page);

      const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      const board = await tablet.newPage();
      await board.goto('/setup');
      await expect(
        board.getByText('tap Set up a board beside your child’s name', { exact: false }),
      ).toBeVisible();
      await tablet.close();
    });

    test('the Family screen is found from Today and the navigation, and invites, lists and cancels', async ({
      page,
    }) => {
      await logIn(page, parent);
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Family/ })
        .click();
      await expect(page).toHaveURL(/\/family$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Parent app' }).getByRole('link', { name: 'Family' });
      await expect(nav).toBeInViewport();
      await expect(nav).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('region', { name: 'Grown-ups' }).getByRole('list', { name: 'Family members' }),
      ).toContainText(`${size.name === 'phone' ? 'Nana' : 'Yaw'} Mensah`);
      await expect(page.getByRole('region', { name: 'Home and weather' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Caregivers' })).toBeVisible();

      // A 60-character address wraps inside its card and is kept whole in the card's title.
      const email = `grandmother.efua.${'x'.repeat(31)}@example.com`;
      expect(email).toHaveLength(60);
      const invitations = page.getByRole('region', { name: 'Invitations' });
      await invitations.getByLabel('Their email').fill(email);
      await invitations.getByRole('radio', { name: /^Parent/ }).check();
      await invitations.getByRole('button', { name: 'Send invitation' }).click();
      await expect(invitations.getByLabel('Invitation link')).toHaveValue(/\/invite\//);
      const row = invitations.getByRole('list', { name: 'Waiting invitations' }).getByRole('listitem');
      await expect(row).toHaveCount(1);
      const address = row.getByText(email, { exact: true });
      await expect(address).toHaveAttribute('title', email);
      const rowBox = await settledBox(row);
      const addressBox = await settledBox(address);
      expect(addressBox.x + addressBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
      for (const card of [row, invitations.getByText(/^We sent the invitation to/)]) {
        expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.use.viewport.width,
      );
      await scan(page);
      await keepScreenshot(page, `family-place-family-${size.name}`, true);

      await row.getByRole('button', { name: `Cancel invitation to ${email}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel invitation' }).click();
      await expect(invitations.getByText('No invitation is waiting.')).toBeVisible();

      // The addresses the household had before its screen land on it.
      for (const old of ['/profile#family', '/app/family', '/profile/family']) {
        await page.goto(old);
        await expect(page).toHaveURL(/\/family$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
      }
    });

    test("a saved toast on a child's screen covers neither the child's name nor a control, and the bonus hint shows whole", async ({
      page,
    }) => {
      await logIn(page, parent);
      await page.goto(`${childPath}?section=rewards`);
      const whatFor = page.getByLabel('What for');
      await expect(whatFor).toBeVisible();
      const hint = page.getByText('For example: Leo helped without being asked.');
      await expect(hint).toBeVisible();
      await expect(whatFor).toHaveAccessibleDescription('For example: Leo helped without being asked.');
      expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await scan(page);

      await page.getByLabel('How many coins').fill('3');
      await whatFor.fill('Helped without being asked');
      const give = page.getByRole('button', { name: 'Give coins' }).last();
      await give.click();
      const toast = page.locator('[data-sonner-toast]:not([data-removed="true"])');
      await expect(toast).toContainText('3 coins for Leo');
      const toastBox = await settledBox(toast);
      await page.evaluate(() => window.scrollTo(0, 0));
      const heading = await settledBox(page.getByRole('heading', { level: 1, name: 'Leo' }));
      const header = await settledBox(page.getByRole('banner'));
      expect(overlaps(toastBox, heading), 'the toast covers the heading').toBe(false);
      expect(overlaps(toastBox, header), 'the toast covers the header').toBe(false);
      await keepScreenshot(page, `family-place-toast-${size.name}`);
      // Every control on screen but the toast's own is clear of it.
      const covered = await page.evaluate((box) => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [role="tab"]'),
        ];
        return controls
          .filter((element) => !element.closest('[data-sonner-toaster]'))
          .filter((element) => {
            const rect = element.getBoundingClientRect();
            if (rect.width === 0 || rect.height === 0) return false;
            return (
              rect.x < box.x + box.width &&
              box.x < rect.right &&
              rect.y < box.y + box.height &&
              box.y < rect.bottom
            );
          })
          .map(
            (element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName,
          );
      }, toastBox);
      expect(covered).toEqual([]);
    });

    test("the routine editor's handles and picture buttons are at least 24 px and never under the tab bar", async ({
      page,
    }) => {
      await logIn(page, parent);
      await page.goto(`${childPath}/routines/new`);
      await page.getByLabel('Name').fill('Bedtime');
      for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: 'Add a step' }).click();
      const handles = page.getByRole('button', { name: /^Drag to reorder/ });
      const pictures = page.getByRole('button', { name: /^Change the picture of/ });
      // A new routine starts with one empty step.
      await expect(handles).toHaveCount(6);
      for (const control of [...(await handles.all()), ...(await pictures.all())]) {
        const box = await settledBox(control);
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      // Scrolled to the end, the last step and the save button are clear of the tab bar and of each other.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = [handles.last(), pictures.last(), page.getByRole('button', { name: 'Create routine' })];
      for (const control of last) {
        await expect(control).toBeInViewport({ ratio: 1 });
        expect(await uncovered(control)).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await scan(page);
      if (size.name === 'phone') {
        // Part way down, the button that stays in reach on a phone is above the tab bar, not under it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole('button', { name: 'Create routine' })).toBeInViewport({ ratio: 1 });
        expect(await uncovered(page.getByRole('button', { name: 'Create routine' }))).toBe(true);
      }
      await keepScreenshot(page, `family-place-editor-${size.name}`);
    });
  });
}

test.describe('a child added a moment ago', () => {
  test.use(sizes[0].use);

  test('is offered "Set up a board" once their push reaches the server, though their screen asked before', async ({
    page,
    request,
  }) => {
    const family = await registerParent(request, 'Ines');
    await logIn(page, family);
    // The new child's push is held back until their screen has asked for their boards and been answered
    // 404: the server does not know them yet. Released then, not after a fixed time, so that the question
    // comes first however busy the machine is.
    let released = false;
    const heldBoardAnswers: number[] = [];
    let answered404 = () => {};
    const asked = new Promise<void>((resolve) => (answered404 = resolve));
    page.on('response', (response) => {
      if (!/\/api\/children\/[^/]+\/boards$/.test(new URL(response.url()).pathname) || released) return;
      heldBoardAnswers.push(response.status());
      if (response.status() === 404) answered404();
    });
    await page.route(/\/api\/sync\/children\/push/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      released = true;
      await route.continue();
    });
    await addChild(page, 'Leo', 4);
    await expect.poll(() => heldBoardAnswers).toContain(404);
    await expect(page.getByRole('link', { name: 'Set up a board', exact: true })).toBeInViewport({
      ratio: 1,
    });
    expect(released).toBe(true);
  });
});
