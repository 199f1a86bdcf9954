// Households (issue #25): a parent invites a co-parent and a caregiver, who accept on their own phones; the
// co-parent edits a routine the first parent sees live; the caregiver ticks the steps and hands over a reward
// but reaches neither the routine editor nor the export, and the first parent's coin history says who finished
// the routine; removed, the caregiver's phone says it left the family.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import { familyForTheBoard, pushNew } from './board-helpers';
import { expectNoSeriousViolations, logIn, registerParent, type ParentAccount } from './parent-helpers';
import { keepScreenshot } from './screen-sizes';

test.setTimeout(420_000);
const expect = baseExpect.configure({ timeout: 30_000 });
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

let owner: ParentAccount;
test.beforeAll(async ({ request }) => {
  owner = await registerParent(request, 'Ama');
});

/** Invites `email` from the Family screen's invitations and answers the link shown to copy. */
async function invite(page: Page, email: string, role: 'Parent' | 'Caregiver'): Promise<string> {
  await page.goto('/family');
  const family = page.getByRole('region', { name: 'Invitations' });
  await family.getByLabel('Their email').fill(email);
  await family.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  if (role === 'Caregiver') await family.getByRole('button', { name: 'Until Sunday' }).click();
  await family.getByRole('button', { name: 'Send invitation' }).click();
  const link = family.getByLabel('Invitation link');
  await expect(link).toHaveValue(/\/invite\//);
  return link.inputValue();
}

/** A new phone: signs up through the invitation page with the invited address, then joins. */
async function acceptOnAPhone(browser: Browser, url: string, firstName: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  // Registrations are limited per address: this phone says it is a household of its own (parent-helpers.ts).
  const household = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  await page.route('**/api/register', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': household } }),
  );
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Mensah');
  await page.getByLabel('Password', { exact: true }).fill('Sunny-Day-42');
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Noor' })).toBeVisible();
  return page;
}

test('a parent invites a co-parent and a caregiver, who do their part, and the caregiver is removed', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext({ viewport: laptop, timezoneId: 'UTC' });
  const ownerPage = await ownerContext.newPage();
  await logIn(ownerPage, owner);
  const family = await familyForTheBoard(ownerPage, {
    routineTime: '00:01',
    alarmTime: '23:59',
    rewardCost: 2,
  });
  const user = (await (await ownerPage.request.get('/api/user')).json()) as { id: string; familyId: string };
  await pushNew(ownerPage.request, 'rewardTransactions', [
    {
      id: randomUUID(),
      familyId: user.familyId,
      childId: family.childId,
      rewardId: family.childId,
      points: 5,
      activityType: 'system',
      activityId: null,
      description: 'Helped with the shopping',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    },
    // Noor chose Ice cream on the board: spending is the child's or a parent's (HOUSEHOLD-5).
    {
      id: randomUUID(),
      familyId: user.familyId,
      childId: family.childId,
      rewardId: family.childId,
      points: -2,
      activityType: 'redemption',
      activityId: family.rewardId,
      description: 'Redeemed: Ice cream',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    },
  ]);

  // Sami has no routine yet: a parent is offered to give him one, a caregiver is told who does.
  await pushNew(ownerPage.request, 'children', [
    {
      id: randomUUID(),
      familyId: user.familyId,
      parentId: user.id,
      name: 'Sami',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    },
  ]);

  const coParentEmail = `kofi-${randomUUID().slice(0, 8)}@example.com`;
  const caregiverEmail = `efua-${randomUUID().slice(0, 8)}@example.com`;
  const coParentLink = await invite(ownerPage, coParentEmail, 'Parent');
  const caregiverLink = await invite(ownerPage, caregiverEmail, 'Caregiver');
  await expect(
    ownerPage.getByRole('list', { name: 'Waiting invitations' }).getByRole('listitem'),
  ).toHaveCount(2);
  await keepScreenshot(ownerPage, 'households-owner-profile', true);

  // The co-parent renames the routine; the first parent's screen follows.
  const coParent = await acceptOnAPhone(browser, coParentLink, 'Kofi');
  await ownerPage.goto(`/children/${family.childId}?section=routines`);
  await expect(ownerPage.getByRole('link', { name: 'Morning routine' })).toBeVisible();
  await coParent.goto(`/children/${family.childId}/routines/${family.routineId}`);
  await coParent.getByLabel('Name', { exact: true }).fill('School morning');
  await coParent.getByRole('button', { name: 'Save routine' }).click();
  await expect(ownerPage.getByRole('link', { name: 'School morning' })).toBeVisible();

  // The caregiver ticks a step and hands over a reward, and reaches neither editors nor the export.
  const caregiver = await acceptOnAPhone(browser, caregiverLink, 'Efua');
  const caregiverId = ((await (await caregiver.request.get('/api/user')).json()) as { id: string }).id;
  const sami = caregiver
    .getByRole('article')
    .filter({ has: caregiver.getByRole('heading', { level: 2, name: 'Sami' }) });
  await expect(sami.getByText("A parent sets up Sami's routines.")).toBeVisible();
  await expect(sami.getByRole('link', { name: /first routine/ })).toHaveCount(0);
  await expectNoSeriousViolations(caregiver);
  await keepScreenshot(caregiver, 'households-caregiver-today', true);
  const card = caregiver
    .getByRole('article')
    .filter({ has: caregiver.getByRole('heading', { level: 2, name: 'Noor' }) });
  // Most of the day the routine's time (00:01) has passed and its steps are folded under its name; until
  // 00:36 (its five minutes and the half hour's grace) it is still the one in progress, its steps shown.
  const steps = card.getByRole('list', { name: 'School morning steps' });
  if (!(await steps.isVisible())) await card.getByText('School morning', { exact: true }).click();
  const firstStep = card.getByRole('checkbox').first();
  // The step's picture covers its visually hidden box: a person taps the step itself.
  await steps.locator('label').first().click();
  await expect(firstStep).toBeChecked();
  // The last step finishes the routine: its coins are credited by the caregiver's phone (ADR 0072). Done, the
  // routine folds away, so the day says it rather than the step's box.
  await steps.locator('label').nth(1).click();
  await expect(card.getByRole('region', { name: "Noor's day so far" })).toContainText(
    'Finished School morning',
  );
  await expect(card.getByRole('button', { name: "Spend Noor's coins" })).toHaveCount(0);
  await card.getByRole('button', { name: 'Given: Ice cream to Noor' }).click();
  await expect(card.getByRole('region', { name: 'To hand over' })).toHaveCount(0);

  await caregiver.goto(`/children/${family.childId}/routines/${family.routineId}`);
  await expect(
    caregiver.getByRole('heading', { level: 1, name: "This is for the family's parents" }),
  ).toBeVisible();
  await caregiver.goto('/profile');
  await expect(caregiver.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(caregiver.getByRole('region', { name: 'Your data' })).toHaveCount(0);
  expect((await caregiver.request.get('/api/account/export')).status()).toBe(403);
  await expectNoSeriousViolations(caregiver);

  // Who did it (D-DONEBY-1): the first parent's coin history says the caregiver finished the routine.
  await ownerPage.goto(`/children/${family.childId}`);
  await ownerPage.getByRole('tab', { name: 'Rewards' }).click();
  await expect(
    ownerPage.getByTestId('ledger-entry').filter({ hasText: 'Completed School morning' }),
  ).toContainText('by Efua');
  // And the day on the dashboard says who ticked each step, and who finished it (D-HAPPEN-5, D-DONEBY-4).
  await ownerPage.goto('/app');
  const day = ownerPage
    .getByRole('article')
    .filter({ has: ownerPage.getByRole('heading', { level: 2, name: 'Noor' }) })
    .getByRole('region', { name: "Noor's day so far" });
  await expect(day).toContainText(/Finished School morning\s*by Efua/);
  await expect(day).toContainText(/Efua ticked Brush teeth\s*School morning/);
  await expect(day).toContainText(/Efua ticked Get dressed\s*School morning/);
  await expectNoSeriousViolations(ownerPage);

  // The first parent removes the caregiver; the caregiver's phone says so at its next contact.
  await ownerPage.goto('/family');
  const members = ownerPage.getByRole('list', { name: 'Family members' });
  await members.getByRole('button', { name: 'Remove Efua Mensah' }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Remove Efua Mensah?' })
    .getByRole('button', { name: 'Remove Efua' })
    .click();
  await expect(members.getByText('Efua Mensah')).toHaveCount(0);

  await caregiver.reload();
  await expect(caregiver.getByRole('heading', { name: /You are no longer a member of/ })).toBeVisible();
  await expectNoSeriousViolations(caregiver);
  await keepScreenshot(caregiver, 'households-caregiver-removed');
  // Nothing of the family is left in the phone's own databases, even when the phone learned of the removal
  // just before the reload cut its wipe short: the next page finishes it.
  await expect
    .poll(() =>
      caregiver.evaluate(
        async (prefix) => (await indexedDB.databases()).filter((db) => db.name?.startsWith(prefix)).length,
        `rxdb-dexie-brightday-parent-${caregiverId}--`,
      ),
    )
    .toBe(0);
});

/** Today's date in `timeZone`, as the server's family calendar reads it. */
function dateIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

test('a caregiver whose last day has passed signs in, is told plainly, and can be invited again (HOUSEHOLD-6)', async ({
  browser,
  request,
}) => {
  const first = await registerParent(request, 'Abena');
  const caregiverAccount = await registerParent(request, 'Yaa');
  const ownerPage = await (await browser.newContext({ viewport: laptop, timezoneId: 'UTC' })).newPage();
  await logIn(ownerPage, first);
  // The family lives at UTC-11, and the caregiver's last day is its today.
  const setZone = async (timeZone: string) =>
    expect(
      (await ownerPage.request.put('/api/account/family', { data: { timeZone, weatherPlace: null } })).ok(),
    ).toBe(true);
  await setZone('Pacific/Pago_Pago');
  const lastDay = dateIn('Pacific/Pago_Pago');
  const invited = await ownerPage.request.post('/api/family/invitations', {
    data: { email: caregiverAccount.email, role: 'caregiver', until: lastDay },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { url } = (await invited.json()) as { url: string };

  const caregiver = await (
    await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, timezoneId: 'UTC' })
  ).newPage();
  await logIn(caregiver, caregiverAccount);
  await caregiver.goto(new URL(url).pathname);
  await caregiver.getByRole('button', { name: /^Join / }).click();
  await expect(caregiver).toHaveURL(/\/app$/);

  // The family moves to UTC+14, where today is after the last day: the caregiver's access has ended.
  await setZone('Pacific/Kiritimati');
  await caregiver.reload();
  await expect(caregiver.getByRole('heading', { name: /You are no longer a member of/ })).toBeVisible();
  await logIn(caregiver, caregiverAccount);
  const notice = caregiver.getByRole('region', { name: /^Your access to the Mensah family ended/ });
  await expect(notice).toHaveAccessibleName(
    `Your access to the Mensah family ended after your last day, ${new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${lastDay}T12:00:00Z`))}.`,
  );
  await expect(notice).toContainText('This account is still yours');
  await expectNoSeriousViolations(caregiver);
  await keepScreenshot(caregiver, 'households-caregiver-access-ended');
  // They are no longer in the family, which can invite them again.
  const members = (await (await ownerPage.request.get('/api/family/members')).json()) as { email?: string }[];
  expect(members.map((member) => member.email)).not.toContain(caregiverAccount.email);
  await invite(ownerPage, caregiverAccount.email, 'Caregiver');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
  await caregiver.reload();
  await expect(caregiver.getByRole('region', { name: /^Your access to/ })).toHaveCount(0);
});
