import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page, withServiceWorker } from './fixtures';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { expectNoSeriousViolations, logIn, type ParentAccount, registerParent } from './parent-helpers';

test.use({ viewport: { width: 390, height: 844 } });
// Every step waits on the server, and account changes hash passwords: room for a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const NEW_PASSWORD = 'Rainy-Night-77';
let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Adaeze');
});

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** The profile is the signed-in member's own name in the header; the tab bar's last place is the family. */
async function openProfile(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Your profile/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
}

test('a parent edits their names on the profile and the weather place and time zone on Family, and finds them kept after a reload', async ({
  page,
}) => {
  await logIn(page, parent);
  await openProfile(page);
  await expectNoSeriousViolations(page);

  const details = section(page, 'Your details');
  await details.getByLabel('First name').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('First name is required')).toBeVisible();
  await details.getByLabel('First name').fill('Ada');
  await details.getByLabel('Last name').fill('Okafor');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are up to date.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Your profile/ })).toContainText('Ada');

  await page.getByRole('navigation', { name: 'Parent app' }).getByRole('link', { name: 'Family' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
  const family = section(page, 'Home and weather');
  await family.getByRole('combobox', { name: 'Weather place' }).fill('lisb');
  await family
    .getByRole('option', { name: /Lisbon.*PT/ })
    .first()
    .click();
  await expect(family.getByRole('combobox', { name: 'Weather place' })).toHaveValue('Lisbon, PT');
  await expect(family.getByText('Lisbon is in Europe / Lisbon.')).toBeVisible();
  await family.getByRole('button', { name: 'Use Europe / Lisbon' }).click();
  await expect(family.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe / Lisbon');
  // The zone can also be typed and chosen with the keyboard.
  const zone = family.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('tokyo');
  await zone.press('ArrowDown');
  await zone.press('Enter');
  await expect(zone).toHaveValue('Asia / Tokyo');
  await family.getByRole('button', { name: 'Save family settings' }).click();
  await expect(page.getByText('Your family settings are up to date.')).toBeVisible();

  await page.reload();
  await expect(section(page, 'Home and weather').getByRole('combobox', { name: 'Time zone' })).toHaveValue(
    'Asia / Tokyo',
  );
  await expect(
    section(page, 'Home and weather').getByRole('combobox', { name: 'Weather place' }),
  ).toHaveValue('Lisbon, PT');
  await openProfile(page);
  await expect(section(page, 'Your details').getByLabel('First name')).toHaveValue('Ada');
  await expect(section(page, 'Your details').getByLabel('Last name')).toHaveValue('Okafor');
});

test('a parent changes their password, then logs in with the new one', async ({ page }) => {
  await logIn(page, parent);
  await openProfile(page);
  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill(parent.password);
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password').fill('Something-Else-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Passwords do not match')).toBeVisible();
  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Use your new password next time.')).toBeVisible();
  parent = { ...parent, password: NEW_PASSWORD };

  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, parent);
});

test("a parent downloads the family's data, with the child added in this test", async ({ page }) => {
  await logIn(page, parent);
  const consent = await page.request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  await page.goto('/add-child');
  await page.getByLabel('Name').fill('Kofi');
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kofi' })).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/api/account/export')).json()), {
      timeout: 20_000,
    })
    .toContain('"name":"Kofi"');

  await openProfile(page);
  const downloading = page.waitForEvent('download');
  await section(page, 'Your data').getByRole('link', { name: "Download all your family's data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^brightday-family-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    children: { name: string }[];
  };
  expect(file.account.email).toBe(parent.email);
  expect(file.children.map((child) => child.name)).toEqual(['Kofi']);
  expect(JSON.stringify(file)).not.toMatch(/password|hash/i);
});

test('a parent sends a support request and sees it listed with its status', async ({ page }) => {
  await logIn(page, parent);
  await page.getByRole('button', { name: 'Help and support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help and support' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Nothing sent yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to support' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog');

  await dialog.getByLabel('Title').fill('The board went dark');
  await dialog.getByLabel('Description').fill('At 7:10 the kitchen board showed nothing.');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('About a child (optional)').selectOption({ label: 'Kofi' });
  await dialog.getByRole('button', { name: 'Send to support' }).click();
  const request = dialog.getByRole('listitem').filter({ hasText: 'The board went dark' });
  await expect(request).toBeVisible();
  await expect(request.getByText('Open')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
});

test.describe(() => {
  test.use(withServiceWorker);
  test('offline, the profile opens, says changes need a connection, and the support form keeps what was typed', async ({
    page,
    context,
  }) => {
    await logIn(page, parent);
    // The profile's code is fetched once online; offline, the installed app's cache would serve it.
    await openProfile(page);
    await page.getByRole('navigation', { name: 'Parent app' }).getByRole('link', { name: 'Today' }).click();
    await context.setOffline(true);
    await openProfile(page);
    await expect(page.getByText('changes need a connection')).toBeVisible();
    await expect(section(page, 'Your details').getByLabel('First name')).toHaveValue('Ada');
    await expect(section(page, 'Your details').getByRole('button', { name: 'Save details' })).toBeDisabled();

    await page.getByRole('button', { name: 'Help and support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help and support' });
    await expect(dialog.getByText("can't be sent yet")).toBeVisible();
    await dialog.getByLabel('Title').fill('Typed on the train');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Help and support' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('Typed on the train');
    await context.setOffline(false);
  });
});

test('a parent deletes the account with a typed confirmation, lands on the home page and cannot log in again', async ({
  page,
}) => {
  await logIn(page, parent);
  await openProfile(page);
  const danger = section(page, 'Delete your account');
  await danger.getByRole('button', { name: 'Delete my account and family' }).click();
  await expect(danger.getByText('Type DELETE to confirm').last()).toBeVisible();
  await danger.getByLabel('Type DELETE to confirm').fill('DELETE');
  await danger.getByLabel('Your password').fill(parent.password);
  await danger.getByRole('button', { name: 'Delete my account and family' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.goto('/login');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
