// Where the parent app's toasts sit on a wide screen: at the bottom right, as the spec says, and above the
// '?' help button there, so a toast never covers it (ADR 0058), not even while a pointer rests on the toast.
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
  await page.getByRole('navigation', { name: 'Parent app' }).getByRole('link', { name: 'Profile' }).click();
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
