// The household screens on a phone and a laptop: the Family screen (members, waiting invitations, the
// invitation form and its link, the caregivers' bonus), the invitation page and a caregiver's app. The household endpoints are
// answered here with the contract's shapes (sync/schemas/household.ts), so the screens are tried apart from
// the server's rules; households.spec.ts is the journey against the real server.
import { expect as baseExpect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, logIn, type ParentAccount, registerParent } from './parent-helpers';
import { keepScreenshot, screenSizes } from './screen-sizes';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const members = (selfId: string) => [
  {
    userId: selfId,
    firstName: 'Ama',
    lastName: 'Mensah',
    email: 'ama@example.com',
    role: 'owner',
    until: null,
    lastActiveAt: new Date().toISOString(),
  },
  {
    userId: '00000000-0000-4000-8000-000000000002',
    firstName: 'Kofi',
    lastName: 'Mensah',
    email: 'kofi@example.com',
    role: 'parent',
    until: null,
    lastActiveAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  },
  {
    userId: '00000000-0000-4000-8000-000000000003',
    firstName: 'Grandma',
    lastName: 'Efua',
    role: 'caregiver',
    until: '2099-01-04',
    lastActiveAt: null,
  },
];
const invitation = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'sitter@example.com',
  role: 'caregiver',
  until: '2099-01-04',
  invitedBy: 'Ama Mensah',
  createdAt: new Date().toISOString(),
  expiresAt: inAWeek,
};

/** Answers the household endpoints as the contract says, and the account with `role` when given. */
async function answerHousehold(page: Page, role?: 'caregiver') {
  const sent: { method: string; path: string; body: unknown }[] = [];
  // The signed-in account's id, asked once through the context's own client: a page's client lets go of
  // an answer when the page navigates, which the app does while these requests are still being answered.
  let selfId: Promise<string> | undefined;
  const signedInId = () =>
    (selfId ??= page
      .context()
      .request.get('/api/user')
      .then(async (answer) => ((await answer.json()) as { id: string }).id));
  await page.route('**/api/family/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    // The bonus limit is the family's own setting: the real server answers it, with its own messages.
    if (path === '/api/family/caregiver-bonus-limit') return route.continue();
    const body: unknown = request.postData() ? JSON.parse(request.postData() ?? '{}') : undefined;
    sent.push({ method: request.method(), path, body });
    if (path === '/api/family/members') return route.fulfill({ json: members(await signedInId()) });
    if (path === '/api/family/invitations' && request.method() === 'GET') {
      return route.fulfill({ json: [invitation] });
    }
    if (path === '/api/family/invitations' && request.method() === 'POST') {
      return route.fulfill({
        status: 201,
        json: { id: invitation.id, url: 'http://127.0.0.1/invite/abc123', expiresAt: inAWeek },
      });
    }
    if (path === '/api/family/invitations/preview') {
      return route.fulfill({
        json: {
          familyName: 'the Mensah family',
          invitedBy: 'Ama Mensah',
          email: 'sitter@example.com',
          role: 'caregiver',
          until: '2099-01-04',
          expiresAt: inAWeek,
          ownChildren: null,
        },
      });
    }
    return route.fulfill({ json: {} });
  });
  if (role) {
    await page.route('**/api/user', async (route) => {
      const answer = await route.fetch();
      const user = (await answer.json()) as Record<string, unknown>;
      return route.fulfill({ response: answer, json: { ...user, role } });
    });
  }
  return sent;
}

for (const size of screenSizes) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);
    let parent: ParentAccount;
    test.beforeAll(async ({ request }) => {
      parent = await registerParent(request, size.name === 'phone' ? 'Ama' : 'Abena');
    });

    test('a parent sees the members and waiting invitations, and invites a caregiver until Sunday', async ({
      page,
    }) => {
      const sent = await answerHousehold(page);
      await logIn(page, parent);
      await page.goto('/family');
      const list = page
        .getByRole('region', { name: 'Grown-ups' })
        .getByRole('list', { name: 'Family members' });
      const family = page.getByRole('region', { name: 'Invitations' });
      await expect(list.getByText('Kofi Mensah', { exact: true })).toBeVisible();
      await expect(list.getByText('kofi@example.com')).toBeVisible();
      await expect(list.getByText(/Caregiver · last day/)).toBeVisible();
      const waiting = family.getByRole('list', { name: 'Waiting invitations' });
      await expect(waiting.getByText('sitter@example.com', { exact: true })).toBeVisible();
      // The caregiver's last day and the link's expiry, each said for what it is.
      await expect(waiting.getByText('Caregiver · last day Sun 4 Jan')).toBeVisible();
      await expect(waiting.getByText(/^Link works until /)).toBeVisible();
      // The owner can be neither changed nor removed; the others can.
      await expect(list.getByRole('button', { name: 'Remove Kofi Mensah' })).toBeVisible();
      await expect(list.getByRole('button', { name: /Remove Ama/ })).toHaveCount(0);

      await family.getByRole('button', { name: 'Send invitation' }).click();
      await expect(
        family.getByText('Enter a valid email address').or(family.getByRole('alert')),
      ).toBeVisible();
      await family.getByLabel('Their email').fill('nana@example.com');
      await family.getByRole('radio', { name: /Caregiver/ }).check();
      await family.getByRole('button', { name: 'Until Sunday' }).click();
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, `family-section-${size.name}`, true);
      await family.getByRole('button', { name: 'Send invitation' }).click();
      await expect(family.getByLabel('Invitation link')).toHaveValue('http://127.0.0.1/invite/abc123');
      await expect(family.getByRole('button', { name: 'Copy link' })).toBeVisible();
      const posted = sent.find((call) => call.method === 'POST' && call.path === '/api/family/invitations');
      expect(posted?.body).toMatchObject({ email: 'nana@example.com', role: 'caregiver' });
      expect((posted?.body as { until: string }).until).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      await list.getByRole('button', { name: 'Remove Kofi Mensah' }).click();
      await expect(page.getByRole('dialog', { name: 'Remove Kofi Mensah?' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Remove Kofi' }).click();
      await expect.poll(() => sent.some((call) => call.method === 'DELETE')).toBe(true);
    });

    test('a parent sets the largest bonus a caregiver can give, and a wrong number is refused in plain words', async ({
      page,
    }) => {
      await answerHousehold(page);
      await logIn(page, parent);
      await page.goto('/family');
      const family = page.getByRole('region', { name: 'Caregivers' });
      const limit = family.getByLabel('Largest bonus a caregiver can give (coins)');
      const save = family.getByRole('button', { name: 'Save bonus limit' });
      await expect(limit).toHaveValue('5');

      await limit.fill('');
      await save.click();
      await expect(family.getByText('Bonus limit is required')).toBeVisible();
      await expect(limit).toBeFocused();
      await limit.fill('2000');
      await save.click();
      await expect(family.getByText('Bonus limit must be a whole number from 0 to 1,000')).toBeVisible();
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, `bonus-limit-${size.name}`, true);

      await limit.fill('8');
      await save.click();
      await expect(
        page.getByText('Caregivers can give each child up to 8 coins of bonus a day.'),
      ).toBeVisible();
      const saved = async () =>
        ((await (await page.request.get('/api/user')).json()) as { caregiverBonusLimit: number })
          .caregiverBonusLimit;
      expect(await saved()).toBe(8);
      await page.reload();
      await expect(limit).toHaveValue('8');
      await expectNoSeriousViolations(page);
    });

    test('an invitee who is not signed in sees whose family and which role, with the invited address filled in', async ({
      page,
    }) => {
      await answerHousehold(page);
      await page.goto('/invite/abc123');
      await expect(page.getByRole('heading', { name: 'Join the Mensah family' })).toBeVisible();
      await expect(page.getByText(/invites you to join the Mensah family on Brightday as/)).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue('sitter@example.com');
      await page.getByRole('button', { name: 'I have an account' }).click();
      await expect(page.getByLabel('Email')).toHaveValue('sitter@example.com');
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, `invite-page-${size.name}`, true);
    });

    test('an expired invitation says so in plain words', async ({ page }) => {
      await page.route('**/api/family/invitations/preview**', (route) =>
        route.fulfill({
          status: 410,
          json: { code: 'INVITATION_EXPIRED', message: 'This invitation has expired. Ask for a new one.' },
        }),
      );
      await page.goto('/invite/old');
      await expect(page.getByRole('heading', { name: 'This invitation has expired' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test("a caregiver's app shows the day without editors, Nia or the family's data", async ({ page }) => {
      await answerHousehold(page, 'caregiver');
      await logIn(page, parent);
      // The login's own answer carries the owner's role; the account loaded afresh carries the caregiver's.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Your family today' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Nia coach' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Add (your first )?child/ })).toHaveCount(0);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your data' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, `caregiver-profile-${size.name}`, true);
      // The Family screen, as far as a caregiver's role reaches: who is in it, and nothing to change.
      await page
        .getByRole('navigation', { name: 'Parent app' })
        .getByRole('link', { name: 'Family' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
      const grownUps = page.getByRole('region', { name: 'Grown-ups' });
      await expect(grownUps.getByText('Kofi Mensah', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
      await expect(page.getByLabel('Their email')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveCount(0);
      await expect(page.getByLabel(/Largest bonus a caregiver can give/)).toHaveCount(0);
      await expectNoSeriousViolations(page, undefined, { targetSize: true });
      await keepScreenshot(page, `caregiver-family-${size.name}`, true);
      await page.goto('/nia-coach');
      await expect(
        page.getByRole('heading', { level: 1, name: "This is for the family's parents" }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
