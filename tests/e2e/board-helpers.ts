// What the board's browser journeys share: a family with a child, a routine, an alarm and a reward, made
// through the sync API as another device of the family would make them.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';

/** The header every sync request carries. */
export const syncHeaders = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) };

/** Pushes new documents through the sync API as the signed-in parent's other device. */
export async function pushNew(
  request: APIRequestContext,
  collection: string,
  documents: object[],
): Promise<void> {
  const answer = await request.post(`/api/sync/${collection}/push`, {
    headers: syncHeaders,
    data: { rows: documents.map((document) => ({ assumedMasterState: null, newDocumentState: document })) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect(((await answer.json()) as { conflicts: unknown[] }).conflicts).toEqual([]);
}

/** Documents of a collection as the server has them, read as the signed-in parent. */
export async function serverDocuments(request: APIRequestContext, collection: string) {
  const answer = await request.get(`/api/sync/${collection}/pull?seq=0&limit=500`, { headers: syncHeaders });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { documents: Record<string, unknown>[] }).documents;
}

/** The steps of the journeys' morning routine: short, so a test runs it to the end. */
export const MORNING_TASKS = [
  { name: 'Brush teeth', duration: 2, icon: 'toothbrush', completed: false },
  { name: 'Get dressed', duration: 3, icon: 'shirt', completed: false },
] as const;

/** What `familyForTheBoard` made. */
export interface BoardFamily {
  familyId: string;
  userId: string;
  childId: string;
  routineId: string;
  alarmId: string;
  rewardId: string;
}

/**
 * A child "Noor" with a morning routine at `routineTime`, an alarm at `alarmTime` every day, and a magic
 * reward costing `rewardCost` coins, pushed as the signed-in parent (`page`'s context). The family's clock
 * is UTC unless the profile set one: the journeys run their browsers in UTC.
 */
export async function familyForTheBoard(
  page: Page,
  times: { routineTime: string; alarmTime: string; rewardCost: number },
): Promise<BoardFamily> {
  const user = (await (await page.request.get('/api/user')).json()) as { id: string; familyId: string };
  const consent = await page.request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  const stamp = new Date().toISOString();
  const base = { familyId: user.familyId, createdAt: stamp, updatedAt: stamp };
  const childId = randomUUID();
  const routineId = randomUUID();
  const alarmId = randomUUID();
  const rewardId = randomUUID();
  await pushNew(page.request, 'children', [{ ...base, id: childId, parentId: user.id, name: 'Noor' }]);
  await pushNew(page.request, 'routines', [
    {
      ...base,
      id: routineId,
      childId,
      name: 'Morning routine',
      startTime: times.routineTime,
      tasks: MORNING_TASKS,
      daysOfWeek: [],
    },
  ]);
  await pushNew(page.request, 'alarms', [
    {
      ...base,
      id: alarmId,
      childId,
      time: times.alarmTime,
      enabled: true,
      repeat: true,
      selectedDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      sound: null,
    },
  ]);
  await pushNew(page.request, 'magicRewards', [
    { ...base, id: rewardId, childId, name: 'Ice cream', pointCost: times.rewardCost },
  ]);
  return { familyId: user.familyId, userId: user.id, childId, routineId, alarmId, rewardId };
}

/** Pairs `board` (a tablet's page) through the setup screen and the parent's pairing page on `page`. */
export async function pairBoard(board: Page, page: Page, childId: string): Promise<void> {
  await board.goto('/setup');
  const spoken = board.getByText(/^Pairing code: /);
  await expect(spoken).toHaveCount(1, { timeout: 15_000 });
  const code = ((await spoken.textContent()) ?? '').replace(/\D/g, '');
  await page.goto(`/pair-board/${childId}`);
  await page.getByLabel('Code on the board').fill(code);
  await page.getByLabel('Board name (optional)').fill('Kitchen tablet');
  await page.getByRole('button', { name: 'Pair board' }).click();
  await expect(board).toHaveURL(/\/board\/[0-9a-f-]{36}$/, { timeout: 20_000 });
}
