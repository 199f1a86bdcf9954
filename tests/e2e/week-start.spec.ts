// A family's weeks start on its country's first day (ADR 0061, D-WSTART-1…3), and a long coin history
// comes a few weeks at a time (D-COINWEEK-1), on a phone and on a tablet.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import { addDays, dayOfWeek } from '@sync/domain/family-date';
import { startOfWeek, type WeekDay } from '@sync/domain/week-start';
import { familyForTheBoard, pairBoard, pushNew } from './board-helpers';
import { expectNoSeriousViolations, type ParentAccount, registerParent } from './parent-helpers';
import { keepScreenshot, screenSizes } from './screen-sizes';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 600_000 });

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// The family has not set a zone: its clock is UTC, and so are the test browsers.
const today = () => new Date().toISOString().slice(0, 10);

/** Logs the parent in through the API (the form is accounts.spec.ts's) on a new page of `size`. */
async function parentOn(browser: Browser, account: ParentAccount, size: (typeof screenSizes)[number]) {
  const context = await browser.newContext({ ...size.use, timezoneId: 'UTC', locale: 'en-US' });
  const page = await context.newPage();
  const answer = await page.request.post('/api/login', {
    headers: { 'X-Platform-Source': 'web' },
    data: { ...account, source: 'web' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return page;
}

/** Opens a tab of the child's screen. */
async function openChildTab(page: Page, childId: string, tab: string): Promise<void> {
  await page.goto(`/children/${childId}`);
  await page.getByRole('tab', { name: tab }).click();
}

for (const family of [
  { country: 'United States', first: 0 as WeekDay },
  { country: 'United Kingdom', first: 1 as WeekDay },
]) {
  const firstName = DAY_NAMES[family.first] ?? '';
  test(`a family in the ${family.country} sees its schedule, day pickers and board week start on ${firstName} (D-WSTART-3)`, async ({
    browser,
    request,
  }) => {
    const account = await registerParent(request, 'Dana', family.country);
    const from = startOfWeek(today(), family.first);
    let childId = '';
    for (const size of screenSizes) {
      const page = await parentOn(browser, account, size);
      await page.goto('/app');
      if (childId === '') {
        ({ childId } = await familyForTheBoard(page, {
          routineTime: '07:00',
          alarmTime: '07:30',
          rewardCost: 5,
        }));
      }
      await openChildTab(page, childId, 'Schedule');
      const week = page.getByRole('region', { name: "Noor's week" });
      if (size.name === 'phone') {
        const days = week.getByRole('group', { name: 'Choose a day' }).getByRole('button');
        await expect(days.first()).toContainText(DAY_NAMES[family.first]?.slice(0, 3) ?? '');
        await expect(days.nth(6)).toContainText(DAY_NAMES[(family.first + 6) % 7]?.slice(0, 3) ?? '');
      } else {
        const first = week.getByRole('heading', { level: 3 }).first();
        await expect(first).toHaveText(from === today() ? 'Today' : new RegExp(`^${firstName.slice(0, 3)}`));
      }
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, `schedule-${family.first}-${size.name}`);

      // The activity form's day picker starts on the same day.
      await page.getByRole('button', { name: 'Add an activity' }).click();
      const boxes = page.getByRole('group', { name: 'On these days' }).getByRole('checkbox');
      await expect(boxes.first()).toHaveAccessibleName(firstName);
      await expect(boxes).toHaveCount(7);
      await expectNoSeriousViolations(page);
      await page.context().close();
    }

    // The board's week strip: seven days from the family's first, today among them.
    const parent = await parentOn(browser, account, screenSizes[0]!);
    const tablet = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' });
    const board = await tablet.newPage();
    // Midday on the family's clock: past the morning routine and its alarm, far from the night's dimming.
    await board.clock.install({ time: new Date(`${today()}T12:00:00Z`) });
    await pairBoard(board, parent, childId);
    await board.getByRole('button', { name: 'Tap to start the board' }).click();
    const strip = board.getByRole('region', { name: 'My week' }).getByRole('listitem');
    await expect(strip).toHaveCount(7, { timeout: 30_000 });
    const expected = Array.from({ length: 7 }, (_, index) => addDays(from, index)).map((date) =>
      date === today() ? 'Today' : (DAY_NAMES[dayOfWeek(date)] ?? ''),
    );
    for (const [index, name] of expected.entries()) {
      await expect(strip.nth(index)).toHaveAccessibleName(new RegExp(`^${name}:`));
    }
    await expectNoSeriousViolations(board);
    await keepScreenshot(board, `board-week-${family.first}`);
    await tablet.close();
    await parent.context().close();
  });
}

test('a long coin history shows the last four weeks by week, and "Show earlier" brings four more (D-COINWEEK-1)', async ({
  browser,
  request,
}) => {
  const account = await registerParent(request, 'Sam', 'United States');
  let childId = '';
  for (const size of screenSizes) {
    const page = await parentOn(browser, account, size);
    await page.goto('/app');
    if (childId === '') {
      const made = await familyForTheBoard(page, { routineTime: '07:00', alarmTime: '07:30', rewardCost: 5 });
      childId = made.childId;
      // Two years of coins: a bonus every few days, and nothing at all in the third week back.
      const thisWeek = startOfWeek(today(), 0);
      const entries = [];
      for (let back = 0; back < 730; back += 3) {
        const date = addDays(today(), -back);
        if (date >= addDays(thisWeek, -14) && date < addDays(thisWeek, -7)) continue;
        const at = `${date}T08:00:00.000Z`;
        entries.push({
          id: randomUUID(),
          familyId: made.familyId,
          childId,
          rewardId: childId,
          points: 2,
          activityType: 'system',
          activityId: null,
          description: `Bonus of ${date}`,
          createdAt: at,
          updatedAt: new Date().toISOString(),
        });
      }
      for (let start = 0; start < entries.length; start += 50) {
        await pushNew(page.request, 'rewardTransactions', entries.slice(start, start + 50));
      }
    }
    await openChildTab(page, childId, 'Rewards');
    const history = page.getByRole('region', { name: 'Coin history' });
    await expect(history.getByRole('heading', { level: 3, name: /^This week/ })).toBeVisible({
      timeout: 40_000,
    });
    const weeks = history.getByRole('heading', { level: 3 });
    await expect(weeks).toHaveCount(4);
    await expect(weeks.nth(1)).toContainText('Last week');
    await expect(weeks.nth(2)).toContainText('No coins this week');
    await expect(history.getByTestId('ledger-entry')).not.toHaveCount(0);
    const shown = await history.getByTestId('ledger-entry').count();
    expect(shown).toBeLessThan(15);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, `coin-history-${size.name}`);

    await history.getByRole('button', { name: 'Show earlier' }).click();
    await expect(weeks).toHaveCount(8);
    expect(await history.getByTestId('ledger-entry').count()).toBeGreaterThan(shown);
    await expect(history.getByText(/^That's everything since/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.context().close();
  }
});
