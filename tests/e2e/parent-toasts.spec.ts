// Where the parent app's toasts sit. On a wide screen: at the bottom right, as the spec says, and above the
// '?' help button there, so a toast never covers it (ADR 0058), not even while a pointer rests on the toast.
// On a phone: at the top, in the lane between the header and the screen's heading (ADR 0096).
import { expect, test } from './fixtures';
import { logIn, type ParentAccount, registerParent } from './parent-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Femi');
});

test('on a wide screen a toast sits above the help button, which can be pressed while it shows', async ({
  page,
}) => {
  await logIn(page, parent);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Your profile/ })
    .click();
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByLabel('Last name').fill('Adeyemi');
  await details.getByRole('button', { name: 'Save details' }).click();

  const toast = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  await expect(toast).toContainText('Your details are up to date.');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
  const help = page.getByRole('button', { name: 'Help and support' });
  // Measured once the toast has slid in: its box no longer moves.
  await expect
    .poll(async () => {
      const before = await toast.boundingBox();
      await page.waitForTimeout(100);
      return JSON.stringify(before) === JSON.stringify(await toast.boundingBox());
    })
    .toBe(true);
  const toastBox = await toast.boundingBox();
  const helpBox = await help.boundingBox();
  if (!toastBox || !helpBox) throw new Error('the toast or the help button has no box');
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(helpBox.y);
  expect(toastBox.x + toastBox.width).toBeGreaterThan(1280 - 60);

  // With the pointer resting on the toast (which holds it open), the help button still opens.
  await toast.hover();
  await help.click();
  await expect(page.getByRole('dialog', { name: 'Help and support' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a toast sits at the top in the lane below the header, ending above the screen's heading", async ({
    page,
  }) => {
    await logIn(page, parent);
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Your details' });
    await details.getByLabel('Last name').fill('Okonjo');
    await details.getByRole('button', { name: 'Save details' }).click();

    const toast = page.locator('[data-sonner-toast]:not([data-removed="true"])');
    await expect(toast).toContainText('Your details are up to date.');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(async () => {
        const before = await toast.boundingBox();
        await page.waitForTimeout(100);
        return JSON.stringify(before) === JSON.stringify(await toast.boundingBox());
      })
      .toBe(true);
    const toastBox = await toast.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    const heading = await page.getByRole('heading', { level: 1, name: 'Your profile' }).boundingBox();
    if (!toastBox || !header || !heading) throw new Error('the toast, header or heading has no box');
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(heading.y);
    // Log out, under the header, can be tapped while the toast shows.
    const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true });
    await expect(logOut).toBeEnabled();
    expect(
      await logOut.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);
  });
});
