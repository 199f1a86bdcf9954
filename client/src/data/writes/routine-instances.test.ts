import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { toLocalDocument } from '../synced-document';
import { setRoutineStep, startRoutine, type RoutineStepChange } from './routine-instances';

const FAMILY = newId();
const CHILD = newId();
const NOW = new Date('2025-04-14T07:05:00.000Z');
const TODAY = '2025-04-14';
const efua = { kind: 'member', id: newId() } as const;
const kitchen = { kind: 'board', id: 'kitchen-tablet' } as const;

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['routineInstances', 'rewardTransactions']);
});
afterEach(() => database.close());

const routine = toLocalDocument('routines', {
  id: newId(),
  familyId: FAMILY,
  childId: CHILD,
  name: 'Morning',
  startTime: '07:00',
  tasks: [
    { name: 'Brush teeth', duration: 2, icon: 'toothbrush' },
    { name: 'Get dressed', duration: 3, icon: 'shirt' },
  ],
  daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
});

const tick = (taskIndex: number, by: 'parent' | 'board', doneBy: typeof efua | typeof kitchen) =>
  setRoutineStep(database, {
    routine,
    date: TODAY,
    taskIndex,
    done: true,
    configuration: null,
    by,
    doneBy,
    timeZone: 'UTC',
    today: TODAY,
    now: NOW,
  });

describe('a step ticked in the app or on the board', () => {
  it('D-DONEBY-4: the tick names its writer, and the credit of the last tick names the same writer', async () => {
    await tick(0, 'board', kitchen);
    const { instance, entry } = await tick(1, 'parent', efua);
    expect(instance.status['brush teeth']).toMatchObject({ by: 'board', doneBy: kitchen });
    expect(instance.status['get dressed']).toMatchObject({ by: 'parent', doneBy: efua });
    expect(entry?.doneBy).toEqual(efua);
    const stored = await collectionOf(database, 'routineInstances').findOne(instance.id).exec();
    expect(stored?.toMutableJSON().status['get dressed']).toMatchObject({ doneBy: efua });
  });
});

const brushOnly = toLocalDocument('routines', {
  id: newId(),
  familyId: FAMILY,
  childId: CHILD,
  name: 'Teeth',
  startTime: '07:00',
  daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  tasks: [{ id: newId(), name: 'Brush teeth', duration: 2, icon: 'toothbrush', completed: false }],
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
});

const brush = (done: boolean): RoutineStepChange => ({
  routine: brushOnly,
  date: TODAY,
  taskIndex: 0,
  done,
  configuration: null,
  by: 'board',
  doneBy: kitchen,
  timeZone: 'UTC',
  today: TODAY,
  now: NOW,
});

async function coins() {
  const found = await collectionOf(database, 'rewardTransactions').find().exec();
  return found.reduce((sum, entry) => sum + entry.points, 0);
}

describe('ticking a routine step', () => {
  it('makes the day’s instance under its one id and credits the routine once it is done (D-RINST-1)', async () => {
    const first = await setRoutineStep(database, brush(true));
    expect(first.instance.id).toBe(routineInstanceId(brushOnly.id, TODAY));
    expect(first.entry).toMatchObject({ childId: CHILD, doneBy: kitchen });
    expect((await setRoutineStep(database, brush(true))).entry).toBeNull();
    expect(await coins()).toBe(first.entry?.points);
  });

  it('takes the credit back when the step is unticked', async () => {
    await setRoutineStep(database, brush(true));
    const undone = await setRoutineStep(database, brush(false));
    expect(undone.entry?.points).toBeLessThan(0);
    expect(await coins()).toBe(0);
  });
});

describe('a tick cut off before the step shows done (a reload, a closed tab)', () => {
  it('D-LEDGER-9: keeps the routine’s coins, and ticking again counts them once', async () => {
    let cutOff = true;
    const stopBeforeTheTick = () => {
      if (cutOff) throw new Error('the tab closed');
    };
    collectionOf(database, 'routineInstances').preInsert(stopBeforeTheTick, false);
    collectionOf(database, 'routineInstances').preSave(stopBeforeTheTick, false);
    await expect(setRoutineStep(database, brush(true))).rejects.toThrow('the tab closed');
    const earned = await coins();
    expect(earned).toBeGreaterThan(0);

    cutOff = false;
    const again = await setRoutineStep(database, brush(true));
    expect(again.instance.completionStatus).toBe('completed');
    expect(again.entry).toBeNull();
    expect(await coins()).toBe(earned);
  });

  it('D-LEDGER-9: an untick cut off the same way has already taken the coins back, once', async () => {
    await setRoutineStep(database, brush(true));
    let cutOff = true;
    collectionOf(database, 'routineInstances').preSave(() => {
      if (cutOff) throw new Error('the tab closed');
    }, false);
    await expect(setRoutineStep(database, brush(false))).rejects.toThrow('the tab closed');
    expect(await coins()).toBe(0);

    cutOff = false;
    await setRoutineStep(database, brush(false));
    expect(await coins()).toBe(0);
  });
});

const settings = (fields: { streakMultiplier?: number; lateRoutineCoins?: 'all' | 'half' | 'none' }) =>
  toLocalDocument('rewardConfigurations', {
    id: newId(),
    familyId: FAMILY,
    childId: CHILD,
    parentId: newId(),
    basePoints: 5,
    ...fields,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  });

describe('a routine the child starts when ready', () => {
  it('D-SCHED-4: starting makes the day’s one instance, in progress with no step done, and again changes nothing', async () => {
    const started = await startRoutine(database, { routine: brushOnly, date: TODAY, now: NOW });
    expect(started).toMatchObject({
      id: routineInstanceId(brushOnly.id, TODAY),
      completionStatus: 'in_progress',
      status: {},
      completedAt: null,
    });
    await startRoutine(database, { routine: brushOnly, date: TODAY, now: NOW });
    expect(await collectionOf(database, 'routineInstances').find().exec()).toHaveLength(1);
    expect(await coins()).toBe(0);
  });

  it('D-SCHED-4: starting a routine already done leaves it done and its coins as they were', async () => {
    const done = await setRoutineStep(database, brush(true));
    const again = await startRoutine(database, { routine: brushOnly, date: TODAY, now: NOW });
    expect(again.completionStatus).toBe('completed');
    expect(await coins()).toBe(done.entry?.points);
  });

  it('D-POINTS-2: a routine finished after its time earns by the child’s rule, and on time in full', async () => {
    // Teeth starts at 07:00 for 2 minutes: its window closes at 07:32.
    const late = new Date('2025-04-14T10:00:00.000Z');
    const half = settings({ lateRoutineCoins: 'half' });
    const { entry } = await setRoutineStep(database, { ...brush(true), configuration: half, now: late });
    expect(entry?.points).toBe(3);
    // Morning, ticked at 07:05 in its window, earns its 2 steps × 5 in full under the same rule.
    const change = { ...brush(true), routine, configuration: half };
    await setRoutineStep(database, { ...change, taskIndex: 0 });
    const onTime = await setRoutineStep(database, { ...change, taskIndex: 1 });
    expect(onTime.entry?.points).toBe(10);
  });

  /** A routine's coins the child earned at `createdAt`, as the board writes them. */
  const earned = (createdAt: string) =>
    toLocalDocument('rewardTransactions', {
      id: newId(),
      familyId: FAMILY,
      rewardId: CHILD,
      childId: CHILD,
      points: 5,
      activityType: 'routine',
      activityId: brushOnly.id,
      description: 'Completed Teeth',
      doneBy: null,
      createdAt,
      updatedAt: createdAt,
    });

  it('D-STREAK-4: the first tick after a holiday pause counts the streak from before it', async () => {
    const days = ['2025-04-10', '2025-04-11', '2025-04-12'];
    await collectionOf(database, 'rewardTransactions').bulkInsert(
      days.map((day) => earned(`${day}T07:10:00.000Z`)),
    );
    // Paused yesterday: the streak of three days still stands, and the multiplier applies.
    const paused = {
      ...settings({ streakMultiplier: 2 }),
      streakPauses: [{ from: '2025-04-13', until: '2025-04-13' }],
    };
    const { entry } = await setRoutineStep(database, { ...brush(true), configuration: paused });
    expect(entry?.points).toBe(10);
  });

  it('reads the ledger only from the days the credit’s streak depends on, not the whole of it', async () => {
    const ledger = collectionOf(database, 'rewardTransactions');
    await ledger.bulkInsert([
      ...Array.from({ length: 40 }, (_, day) =>
        earned(`2024-05-${String((day % 28) + 1).padStart(2, '0')}T07:10:00.000Z`),
      ),
      ...['2025-04-11', '2025-04-12', '2025-04-13'].map((day) => earned(`${day}T07:10:00.000Z`)),
    ]);
    const reads = vi.spyOn(ledger, 'find');
    const { entry } = await setRoutineStep(database, {
      ...brush(true),
      configuration: settings({ streakMultiplier: 2 }),
    });
    expect(entry?.points).toBe(10);
    const selectors = reads.mock.calls.map(([query]) => query?.selector);
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) expect(selector).toMatchObject({ createdAt: { $gte: '2025-04-09' } });
  });
});
