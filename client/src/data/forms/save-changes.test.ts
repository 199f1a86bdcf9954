// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { placeStepId } from '@sync/domain/step-ids';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { saveDocumentChanges } from './save-changes';
import { toLocalDocument } from '../synced-document';

const FAMILY = crypto.randomUUID();
const CHILD = crypto.randomUUID();
const [A, B] = [crypto.randomUUID(), crypto.randomUUID()];
const step = (id: string, name: string, duration: number) => ({
  id,
  name,
  duration,
  icon: 'star',
  completed: false,
  completedAt: null,
});

const opened: BrightdayDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.remove();
});

async function withRoutine(tasks: object[] = [step(A, 'Brush teeth', 2), step(B, 'Get dressed', 5)]) {
  const database = await openLocalDatabase(['routines']);
  opened.push(database);
  const now = new Date().toISOString();
  const routine = toLocalDocument('routines', {
    id: crypto.randomUUID(),
    familyId: FAMILY,
    childId: CHILD,
    name: 'Morning',
    startTime: '06:30',
    daysOfWeek: [1, 2, 3, 4, 5],
    tasks,
    createdAt: now,
    updatedAt: now,
  });
  await collectionOf(database, 'routines').insert(routine);
  const { childId, name, startTime, isActive, daysOfWeek } = routine;
  const input = { childId, name, startTime, isActive, daysOfWeek, tasks: routine.tasks };
  return { database, routine, input };
}

describe('saveDocumentChanges', () => {
  it("M-FORM-2: a stale form's save keeps another device's rename and writes its own change", async () => {
    const { database, routine, input } = await withRoutine();
    const stored = await collectionOf(database, 'routines').findOne(routine.id).exec();
    await stored?.incrementalPatch({ name: 'School morning' });
    const saved = await saveDocumentChanges(database, 'routines', routine.id, input, {
      ...input,
      startTime: '07:00',
    });
    expect(saved?.clashes).toEqual([]);
    expect(saved?.document).toMatchObject({ name: 'School morning', startTime: '07:00' });
    const after = await collectionOf(database, 'routines').findOne(routine.id).exec();
    expect(after?.toJSON()).toMatchObject({ name: 'School morning', startTime: '07:00' });
  });

  it("M-FORM-3: the same field changed meanwhile is kept as the person's and reported with the value it replaced", async () => {
    const { database, routine, input } = await withRoutine();
    await (
      await collectionOf(database, 'routines').findOne(routine.id).exec()
    )?.incrementalPatch({
      startTime: '06:45',
    });
    const saved = await saveDocumentChanges(database, 'routines', routine.id, input, {
      ...input,
      startTime: '07:00',
    });
    expect(saved?.document.startTime).toBe('07:00');
    expect(saved?.before.startTime).toBe('06:45');
    expect(saved?.clashes).toEqual([
      { path: ['startTime'], start: '06:30', mine: '07:00', theirs: '06:45', kept: 'mine' },
    ]);
  });

  it("M-TASKS-2: one step's minutes saved over another device's rename of another step keep both", async () => {
    const { database, routine, input } = await withRoutine();
    const stored = await collectionOf(database, 'routines').findOne(routine.id).exec();
    await stored?.incrementalModify((current) => ({
      ...current,
      tasks: current.tasks.map((task) => (task.id === A ? { ...task, name: 'Teeth' } : task)),
    }));
    const tasks = input.tasks.map((task) => (task.id === B ? { ...task, duration: 8 } : task));
    const saved = await saveDocumentChanges(database, 'routines', routine.id, input, { ...input, tasks });
    expect(saved?.document.tasks).toMatchObject([
      { id: A, name: 'Teeth', duration: 2 },
      { id: B, name: 'Get dressed', duration: 8 },
    ]);
  });

  it('M-TASKS-1: steps stored without ids are matched by place, and saved with them', async () => {
    const legacy = [
      { name: 'Brush teeth', duration: 2, icon: 'star', completed: false },
      { name: 'Get dressed', duration: 5, icon: 'star', completed: false },
    ];
    const { database, routine, input } = await withRoutine(legacy);
    const named = input.tasks.map((task, index) => ({ ...task, id: placeStepId(routine.id, index) }));
    const start = { ...input, tasks: named };
    const tasks = named.map((task, index) => (index === 1 ? { ...task, duration: 6 } : task));
    const saved = await saveDocumentChanges(database, 'routines', routine.id, start, { ...start, tasks });
    expect(saved?.document.tasks).toMatchObject([
      { id: placeStepId(routine.id, 0), duration: 2 },
      { id: placeStepId(routine.id, 1), duration: 6 },
    ]);
  });

  it("M-FORM-5: steps added on two devices past the most a routine may have: the form's steps are written whole, as a clash", async () => {
    const { database, routine, input } = await withRoutine();
    const many = (prefix: string) =>
      Array.from({ length: 20 }, (_, index) => step(crypto.randomUUID(), `${prefix} ${index}`, 1));
    await (
      await collectionOf(database, 'routines').findOne(routine.id).exec()
    )?.incrementalModify((current) => ({
      ...current,
      name: 'School morning',
      tasks: [...current.tasks, ...many('Theirs')],
    }));
    const mine = { ...input, tasks: [...input.tasks, ...many('Mine')] };
    const saved = await saveDocumentChanges(database, 'routines', routine.id, input, mine);
    expect(saved?.document.tasks).toHaveLength(22);
    expect(saved?.document.name).toBe('School morning');
    expect(saved?.clashes.map((clash) => clash.path)).toEqual([['tasks']]);
  });

  it('a save with nothing changed writes nothing', async () => {
    const { database, routine, input } = await withRoutine();
    const before = await collectionOf(database, 'routines').findOne(routine.id).exec();
    const saved = await saveDocumentChanges(database, 'routines', routine.id, input, { ...input });
    const after = await collectionOf(database, 'routines').findOne(routine.id).exec();
    expect(saved?.clashes).toEqual([]);
    expect(after?.revision).toBe(before?.revision);
  });

  it('answers null for a document deleted on another device, and writes nothing', async () => {
    const { database, routine, input } = await withRoutine();
    await (await collectionOf(database, 'routines').findOne(routine.id).exec())?.incrementalRemove();
    expect(
      await saveDocumentChanges(database, 'routines', routine.id, input, { ...input, name: 'Evening' }),
    ).toBeNull();
  });
});
