// The board at night (ADR 0056, ADR 0057), on a tablet held at the family's evening by the Playwright
// clock: it stays bright through the evening routine, its countdown and an alarm, and dims after (D-NIGHT-3);
// a countdown's end shows on the disk; a parent's night hours reach the board; an alarm rings with the
// name and picture the parent gave it, in the child's theme; the grown-ups' gear keeps off the week.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from './fixtures';
import { pairBoard, pushNew } from './board-helpers';
import { expectNoSeriousViolations, logIn, registerParent, type ParentAccount } from './parent-helpers';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';

// Two devices, a paired tablet per test, and the time run forward through an evening.
test.setTimeout(300_000);

const phone = { width: 390, height: 844 };
const tablet = { width: 1280, height: 800 };
// The family's clock is UTC (the journeys' browsers run in UTC): the board's evening is today's 19:45 UTC.
const today = new Date().toISOString().slice(0, 10);
const SHOTS = 'test-results/board-night';

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Sami');
  mkdirSync(SHOTS, { recursive: true });
});

/** A child "Noor" with a bedtime routine at 19:30 and a morning routine at 07:00, pushed as the parent. */
async function noorsFamily(page: Page, theme: string, alarm: { time: string; name: string; icon: string }) {
  const user = (await (await page.request.get('/api/user')).json()) as { id: string; familyId: string };
  const consent = await page.request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  const stamp = new Date().toISOString();
  const base = { familyId: user.familyId, createdAt: stamp, updatedAt: stamp };
  const childId = randomUUID();
  await pushNew(page.request, 'children', [{ ...base, id: childId, parentId: user.id, name: 'Noor', theme }]);
  await pushNew(page.request, 'routines', [
    {
      ...base,
      id: randomUUID(),
      childId,
      name: 'Bedtime',
      startTime: '19:30',
      tasks: [
        { name: 'Brush teeth', duration: 5, icon: 'toothbrush', completed: false },
        { name: 'Pyjamas on', duration: 2, icon: 'pyjamas', completed: false },
      ],
      daysOfWeek: [],
    },
    {
      ...base,
      id: randomUUID(),
      childId,
      name: 'Morning',
      startTime: '07:00',
      tasks: [{ name: 'Get dressed', duration: 10, icon: 'shirt', completed: false }],
      daysOfWeek: [],
    },
  ]);
  if (alarm.name !== '') {
    await pushNew(page.request, 'alarms', [
      {
        ...base,
        id: randomUUID(),
        childId,
        time: alarm.time,
        enabled: true,
        repeat: true,
        selectedDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
        sound: null,
        name: alarm.name,
        icon: alarm.icon,
      },
    ]);
  }
  const settings = await page.request.put('/api/account/family', {
    data: { timeZone: 'UTC', weatherPlace: null },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return childId;
}

/** The parent on a phone, and a tablet whose clock reads `time` today, paired to Noor and started. */
async function boardAt(
  browser: Browser,
  time: string,
  theme: string,
  alarm = { time: '', name: '', icon: '' },
) {
  const phoneContext = await browser.newContext({ viewport: phone, timezoneId: 'UTC' });
  const page = await phoneContext.newPage();
  await logIn(page, parent);
  const childId = await noorsFamily(page, theme, alarm);

  const context = await browser.newContext({ viewport: tablet, timezoneId: 'UTC' });
  const board = await context.newPage();
  // What the board says aloud, heard by a stand-in for the browser's speech.
  await board.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spokenWords: spoken });
    class Utterance {
      constructor(readonly text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: { speak: (u: Utterance) => spoken.push(u.text), cancel: () => undefined, getVoices: () => [] },
    });
  });
  await board.clock.install({ time: new Date(`${today}T${time}:00Z`) });
  await pairBoard(board, page, childId);
  await board.getByRole('button', { name: 'Tap to start the board' }).click();
  return { page, board, childId, close: () => Promise.all([context.close(), phoneContext.close()]) };
}

const veil = (board: Page) => board.getByRole('button', { name: 'Wake the board' });

test('at 7:45 PM the board stays bright through the evening routine, its countdown and an alarm, and dims after', async ({
  browser,
}) => {
  const { page, board, childId, close } = await boardAt(browser, '19:45', 'default', {
    time: '19:58',
    name: 'Story time!',
    icon: 'book',
  });

  // The alarm's minute, 19:58 of the hour the board's clock started in. Each jump below adds to the time that
  // really passes, which a busy machine makes longer or shorter, so the last jump goes to this instant.
  const startedAt = await board.evaluate(() => Date.now());
  const alarmRingsAt = startedAt - (startedAt % 3_600_000) + 58 * 60_000 + 5_000;

  // The bedtime routine (19:30) is under way inside the routines' night (from 19:37): the board stays lit.
  await expect(board.getByTestId('board-current-step')).toHaveText('Brush teeth', { timeout: 30_000 });
  await board.getByRole('button', { name: 'Brush teeth: start the timer, 5 minutes' }).click();
  await board.clock.fastForward('02:30');
  await expect(board.getByRole('button', { name: /^Brush teeth: about 3 minutes left$/ })).toBeVisible();
  await expect(veil(board)).toBeHidden();

  // The countdown's end shows on the disk: the ring fills again, stars come out; no red, no "late".
  await board.clock.fastForward('02:40');
  await expect(board.getByRole('button', { name: 'Brush teeth: time is up' })).toBeVisible();
  await expect(board.getByTestId('step-disk')).toHaveAttribute('data-phase', 'over');
  await expect(board.getByTestId('time-up')).toBeVisible();
  await expect(veil(board)).toBeHidden();
  await board.screenshot({ path: `${SHOTS}/countdown-over.png` });
  await board.emulateMedia({ reducedMotion: 'reduce' });
  await board.screenshot({ path: `${SHOTS}/countdown-over-reduced-motion.png` });
  await board.emulateMedia({ reducedMotion: 'no-preference' });

  // The routine done, the board keeps awake two minutes after the last tap, then the night comes.
  await board.getByRole('button', { name: 'Done: Brush teeth' }).click();
  await board.getByRole('button', { name: 'Done: Pyjamas on' }).click();
  await expect(board.getByRole('heading', { name: 'Free time!' })).toBeVisible();
  await board.clock.fastForward('01:00');
  await expect(veil(board)).toBeHidden();
  await board.clock.fastForward('01:10');
  await expect(veil(board)).toBeVisible();
  await expectNoSeriousViolations(board);
  await board.screenshot({ path: `${SHOTS}/board-at-night.png` });

  // At 19:58 the alarm rings over the night, its name and picture large; the veil is gone while it rings.
  await board.clock.fastForward(Math.max(0, alarmRingsAt - (await board.evaluate(() => Date.now()))));
  const stop = board.getByRole('button', { name: 'Stop the alarm' });
  await expect(stop).toBeVisible({ timeout: 15_000 });
  await expect(board.getByRole('alertdialog', { name: /Story time!/ })).toBeVisible();
  await expect(board.getByRole('alertdialog').locator('img[src="/pictures/tasks/book.svg"]')).toBeVisible();
  await expect(veil(board)).toBeHidden();
  await board.clock.fastForward('03:00');
  await expect(stop).toBeVisible();
  await expect(veil(board)).toBeHidden();
  await stop.click();
  await board.clock.fastForward('02:10');
  await expect(veil(board)).toBeVisible();

  // The parent chooses a later night for Noor's boards: it reaches the board, which lights up again.
  await page.goto(`/children/${childId}?section=settings`);
  const night = page.getByRole('region', { name: "Night on Noor's boards" });
  await expect(night.getByText("Follow Noor's routines: 7:37 PM to 7:00 AM")).toBeVisible();
  await expectNoSeriousViolations(page);
  await night.getByRole('radio', { name: 'Choose the hours' }).check();
  await night.getByLabel('Dim from').fill('21:00');
  await night.getByLabel('Until').fill('06:30');
  await night.getByRole('button', { name: 'Save night hours' }).click();
  await expect(page.getByText("Noor's boards keep the new night hours.")).toBeVisible();
  await expect(veil(board)).toBeHidden({ timeout: 30_000 });

  await close();
});

test('an alarm the parent named and pictured rings with its name, picture and voice in the child’s theme', async ({
  browser,
}) => {
  const { page, board, childId, close } = await boardAt(browser, '07:40', 'cars');
  await expect(board.getByRole('region', { name: 'My week' })).toBeVisible({ timeout: 30_000 });

  // The parent gives a 07:47 alarm its name and the school bag, with the task picture picker.
  await page.goto(`/children/${childId}?section=alarms`);
  await page.getByRole('button', { name: 'Add an alarm' }).click();
  await page.getByLabel('Time').fill('07:47');
  await page.getByLabel(/^Name/).fill('Time for school!');
  await page.getByRole('button', { name: /Change picture/ }).click();
  const picker = page.getByRole('dialog', { name: 'Picture for Time for school!' });
  await picker.getByLabel('Search pictures').fill('backpack');
  await picker.getByRole('button', { name: 'School bag' }).click();
  // A new alarm rings on school days; this one rings every day, so that the journey holds on a weekend.
  await page.getByRole('button', { name: 'Every day' }).click();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Add alarm' }).click();
  const alarms = page.getByRole('list', { name: 'Alarms' });
  await expect(alarms.getByText('Time for school!')).toBeVisible();

  // At 07:47 the board rings it: the name and the school bag, large, and the name spoken.
  await expect
    .poll(
      async () => {
        await board.clock.fastForward('00:30');
        return board.getByRole('button', { name: 'Stop the alarm' }).isVisible();
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const ringing = board.getByRole('alertdialog', { name: /Time for school!/ });
  await expect(ringing.getByTestId('alarm-name')).toHaveText('Time for school!');
  await expect(ringing.locator('img[src="/pictures/tasks/backpack.svg"]')).toBeVisible();
  await expect(ringing).toHaveAttribute('data-theme', 'cars');
  await expect
    .poll(() => board.evaluate(() => (window as unknown as { spokenWords: string[] }).spokenWords))
    .toContain("Time for school! It's 7:47 AM. Tap stop.");
  await expectNoSeriousViolations(board);
  await board.screenshot({ path: `${SHOTS}/alarm-ringing.png` });
  await board.getByRole('button', { name: 'Stop the alarm' }).click();

  // The grown-ups' gear keeps off the week strip on a big landscape, a portrait and a small tablet.
  for (const size of [tablet, { width: 800, height: 1280 }, { width: 1024, height: 600 }]) {
    await board.setViewportSize(size);
    const gear = await board.getByRole('button', { name: 'Settings for grown-ups' }).boundingBox();
    const week = await board.getByRole('region', { name: 'My week' }).boundingBox();
    expect(gear, 'the gear is on screen').not.toBeNull();
    expect(week, 'the week is on screen').not.toBeNull();
    if (gear === null || week === null) continue;
    const apart =
      gear.x >= week.x + week.width ||
      gear.x + gear.width <= week.x ||
      gear.y >= week.y + week.height ||
      gear.y + gear.height <= week.y;
    expect(apart, `gear and week overlap at ${size.width}×${size.height}`).toBe(true);
    await board.screenshot({ path: `${SHOTS}/board-${size.width}x${size.height}.png` });
  }

  await close();
});
