import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, withServiceWorker } from './fixtures';
import { familyDate } from '@sync/domain/family-date';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { taskKey } from '@sync/domain/routine-progress';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { expectNoSeriousViolations, logIn, type ParentAccount, registerParent } from './parent-helpers';

// The family's day is the browser's zone's until the profile sets one; UTC keeps the test's clock and the
// app's in step.
const ZONE = 'UTC';
test.use({ viewport: { width: 390, height: 844 }, timezoneId: ZONE });
// A long journey (two devices, offline and back, three accessibility scans).
test.setTimeout(180_000);

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Rosa');
});

const syncHeaders = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) };
const TASKS = [
  { name: 'Brush teeth', duration: 5, icon: 'tooth', completed: false },
  { name: 'Get dressed', duration: 10, icon: 'shirt', completed: false },
  { name: 'Eat breakfast', duration: 15, icon: 'bowl', completed: false },
];

/** Pushes new documents through the sync API as another device of the family would. */
async function create(request: APIRequestContext, collection: string, documents: object[]): Promise<void> {
  const answer = await request.post(`/api/sync/${collection}/push`, {
    headers: syncHeaders,
    data: { rows: documents.map((document) => ({ assumedMasterState: null, newDocumentState: document })) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect(((await answer.json()) as { conflicts: unknown[] }).conflicts).toEqual([]);
}

/** Documents of a collection as the server has them. */
async function serverDocuments(request: APIRequestContext, collection: string) {
  const answer = await request.get(`/api/sync/${collection}/pull?seq=0&limit=500`, { headers: syncHeaders });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { documents: Record<string, unknown>[] }).documents;
}

/** A child with a routine that started two minutes ago, made by "another device" of the family. */
async function childWithRoutine(page: Page) {
  const user = (await (await page.request.get('/api/user')).json()) as { id: string; familyId: string };
  expect(
    (
      await page.request.post('/api/consent/child-data', {
        data: { policyVersion: CHILD_DATA_POLICY_VERSION },
      })
    ).ok(),
  ).toBe(true);
  const now = new Date();
  const start = new Date(now.getTime() - 2 * 60_000);
  const stamp = now.toISOString();
  const child = {
    id: randomUUID(),
    familyId: user.familyId,
    parentId: user.id,
    name: 'Noor',
    createdAt: stamp,
    updatedAt: stamp,
  };
  const routine = {
    id: randomUUID(),
    familyId: user.familyId,
    childId: child.id,
    name: 'Morning routine',
    startTime: start.toISOString().slice(11, 16),
    tasks: TASKS,
    daysOfWeek: [],
    createdAt: stamp,
    updatedAt: stamp,
  };
  await create(page.request, 'children', [child]);
  await create(page.request, 'routines', [routine]);
  return { user, child, routine, date: familyDate(start, ZONE) };
}

test('a new parent is shown the way to a first child, then to a first routine', async ({ page }) => {
  await logIn(page, parent);
  await expect(page.getByRole('link', { name: /Add your first child/ })).toBeVisible({ timeout: 15_000 });
  const user = (await (await page.request.get('/api/user')).json()) as { id: string; familyId: string };
  expect(
    (
      await page.request.post('/api/consent/child-data', {
        data: { policyVersion: CHILD_DATA_POLICY_VERSION },
      })
    ).ok(),
  ).toBe(true);
  const stamp = new Date().toISOString();
  const child = {
    id: randomUUID(),
    familyId: user.familyId,
    parentId: user.id,
    name: 'Ivo',
    createdAt: stamp,
    updatedAt: stamp,
  };
  await create(page.request, 'children', [child]);
  const firstRoutine = page.getByRole('link', { name: 'Give Ivo a first routine' });
  await expect(firstRoutine).toBeVisible({ timeout: 45_000 });
  await expect(firstRoutine).toHaveAttribute('href', `/children/${child.id}?section=routines`);
  // The board is offered from the start, before any routine (ADR 0096).
  await expect(page.getByRole('link', { name: 'Set up a board for Ivo' })).toHaveAttribute(
    'href',
    `/pair-board/${child.id}`,
  );
  await expectNoSeriousViolations(page);
  // The child is no longer needed, and the next test counts on one card.
  await page.request.post('/api/sync/children/push', {
    headers: syncHeaders,
    data: {
      rows: [
        {
          assumedMasterState: (await serverDocuments(page.request, 'children')).find(
            (c) => c.id === child.id,
          ),
          newDocumentState: { ...child, _deleted: true, updatedAt: new Date().toISOString() },
        },
      ],
    },
  });
});

test.describe(() => {
  test.use(withServiceWorker);
  test('the dashboard follows a routine live, and a parent ticks steps for the child, offline too', async ({
    page,
    context,
  }) => {
    await logIn(page, parent);
    const { child, routine, date, user } = await childWithRoutine(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Noor' }) });
    // The first sync of a fresh login, then the routine pushed above: slow on a busy machine.
    await expect(card.getByRole('heading', { name: 'Morning routine' })).toBeVisible({ timeout: 45_000 });
    await expect(card.getByText('0 of 3 steps')).toBeVisible();
    await expect(card.getByText('0 coins today')).toBeVisible();

    // The chart: seven days, summarised for screen readers, with a table of the numbers.
    await expect(
      card.getByRole('img', { name: /Noor's last 7 days: 0 of \d routines completed/ }),
    ).toBeVisible();
    await expect(card.getByRole('table').getByRole('row')).toHaveCount(8);

    // Progress from the child's board (another device) arrives without a reload.
    const ticked = { completedAt: new Date().toISOString(), by: 'board' };
    const stamp = new Date().toISOString();
    await create(page.request, 'routineInstances', [
      {
        id: routineInstanceId(routine.id, date),
        familyId: user.familyId,
        routineId: routine.id,
        childId: child.id,
        date,
        status: { [taskKey(TASKS, 0)]: ticked, [taskKey(TASKS, 1)]: ticked },
        completionStatus: 'in_progress',
        completedAt: null,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ]);
    // Another device's write arrives through the change stream, within seconds and without a reload.
    await expect(card.getByText('2 of 3 steps')).toBeVisible({ timeout: 10_000 });
    await expect(card.getByRole('checkbox', { name: 'Get dressed' })).toBeChecked();
    await expectNoSeriousViolations(page);

    // The parent unticks a step by mistake and ticks it back.
    await card.getByText('Get dressed').click();
    await expect(card.getByText('1 of 3 steps')).toBeVisible();
    await card.getByText('Get dressed').click();
    await expect(card.getByText('2 of 3 steps')).toBeVisible();

    // Offline, the parent ticks the last step: the routine is done and its coins counted.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await card.getByText('Eat breakfast').click();
    await expect(card.getByText('All done for today')).toBeVisible();
    await expect(card.getByText('15 coins today')).toBeVisible();
    await expect(card.getByText('1 day in a row')).toBeVisible();
    await expect(card.getByRole('img', { name: /today 1 of 1 routines \(100%\)/ })).toBeVisible();
    // The day so far tells it, ticked on this phone by this parent (D-HAPPEN-1, D-HAPPEN-5).
    const day = card.getByRole('region', { name: /day so far/ });
    await expect(day).toContainText('Finished Morning routineby you');
    await expect(day).toContainText('You ticked Eat breakfast');

    // Undo from today's routines takes the coins back; ticking again earns them once. The step itself, not
    // the day's "You ticked Eat breakfast" below it.
    await card.getByRole('group').getByText('Morning routine', { exact: true }).click();
    await card.getByText('Eat breakfast', { exact: true }).click();
    await expect(card.getByText('0 coins today')).toBeVisible();
    await expect(card.getByText('2 of 3 steps')).toBeVisible();
    await card.getByText('Eat breakfast', { exact: true }).click();
    await expect(card.getByText('15 coins today')).toBeVisible();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        async () =>
          (await serverDocuments(page.request, 'routineInstances')).find(
            (instance) => instance.routineId === routine.id,
          )?.completionStatus,
        { timeout: 20_000 },
      )
      .toBe('completed');
    await expect
      .poll(async () => {
        const ledger = await serverDocuments(page.request, 'rewardTransactions');
        return ledger.reduce((sum, entry) => sum + Number(entry.points), 0);
      })
      .toBe(15);
    await expectNoSeriousViolations(page);
  });
});
