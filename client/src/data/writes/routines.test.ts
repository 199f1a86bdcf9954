// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { toLocalDocument } from '../synced-document';
import {
  addStepsToRoutine,
  editRoutine,
  giveRoutineTo,
  insertRoutine,
  removeAddedSteps,
  removeRoutine,
  setRoutineActive,
} from './routines';

const FAMILY = crypto.randomUUID();
const CHILD = crypto.randomUUID();
const PYJAMAS = crypto.randomUUID();
const STORY = crypto.randomUUID();
const TEETH = [
  { name: 'Brush for two minutes', duration: 2, icon: 'toothbrush' },
  { name: 'Floss', duration: 2, icon: 'tooth' },
];

const opened: BrightdayDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.remove();
});

async function withBedtime() {
  const database = await openLocalDatabase(['routines']);
  opened.push(database);
  const now = new Date().toISOString();
  const step = (id: string, name: string) => ({ id, name, duration: 5, icon: 'star', completed: false });
  const routine = toLocalDocument('routines', {
    id: crypto.randomUUID(),
    familyId: FAMILY,
    childId: CHILD,
    name: 'Bedtime',
    startTime: '19:00',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    tasks: [step(PYJAMAS, 'Pyjamas on'), step(STORY, 'Story')],
    createdAt: now,
    updatedAt: now,
  });
  await collectionOf(database, 'routines').insert(routine);
  const read = async () => (await collectionOf(database, 'routines').findOne(routine.id).exec())?.toJSON();
  return { database, routine, read };
}

describe("adding a suggestion's steps to a routine", () => {
  it('appends the steps with new ids and keeps every other field and step (I-ADD-4)', async () => {
    const { database, routine, read } = await withBedtime();
    const ids = await addStepsToRoutine(database, routine.id, TEETH);
    const stored = await read();
    expect(stored?.name).toBe('Bedtime');
    expect(stored?.tasks.map((task) => task.name)).toEqual([
      'Pyjamas on',
      'Story',
      'Brush for two minutes',
      'Floss',
    ]);
    expect(stored?.tasks.slice(2).map((task) => task.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(2);
  });

  it('undoes by taking off only those steps, keeping a rename and a step another device made meanwhile (I-ADD-4)', async () => {
    const { database, routine, read } = await withBedtime();
    const ids = await addStepsToRoutine(database, routine.id, TEETH);
    const document = await collectionOf(database, 'routines').findOne(routine.id).exec();
    await document?.incrementalModify((current) => ({
      ...current,
      name: 'Night night',
      tasks: [
        ...current.tasks,
        { id: crypto.randomUUID(), name: 'Song', duration: 2, icon: 'music', completed: false },
      ],
    }));
    await removeAddedSteps(database, routine.id, ids);
    const stored = await read();
    expect(stored?.name).toBe('Night night');
    expect(stored?.tasks.map((task) => task.name)).toEqual(['Pyjamas on', 'Story', 'Song']);
  });
});

describe('the other writes of routines', () => {
  it('stores a new routine once under its form’s id, every step with an id (M-TASKS-1)', async () => {
    const { database, routine } = await withBedtime();
    const { id: _id, familyId: _family, createdAt: _created, updatedAt: _updated, ...input } = routine;
    const id = crypto.randomUUID();
    const first = await insertRoutine(
      database,
      FAMILY,
      { ...input, tasks: TEETH.map((t) => ({ ...t, completed: false })) },
      id,
    );
    const again = await insertRoutine(database, FAMILY, { ...input, name: 'Other' }, id);
    expect(again).toEqual(first);
    expect(first.tasks.every((task) => typeof task.id === 'string')).toBe(true);
  });

  it('gives each child one copy however often the form is submitted (D-COPY-1)', async () => {
    const { database, routine } = await withBedtime();
    const opening = crypto.randomUUID();
    const sibling = crypto.randomUUID();
    await giveRoutineTo(database, FAMILY, routine, [sibling], opening);
    const copies = await giveRoutineTo(database, FAMILY, routine, [sibling], opening);
    expect(copies.map((copy) => copy.childId)).toEqual([sibling]);
    expect(await collectionOf(database, 'routines').count().exec()).toBe(2);
  });

  it('pauses, edits and deletes a routine as stored now', async () => {
    const { database, routine, read } = await withBedtime();
    expect(await setRoutineActive(database, routine.id, false)).toMatchObject({ isActive: false });
    expect(await editRoutine(database, routine.id, { type: 'move-start', startTime: '19:30' })).toMatchObject(
      {
        startTime: '19:30',
        isActive: false,
      },
    );
    await removeRoutine(database, routine.id);
    expect(await read()).toBeUndefined();
    await expect(
      editRoutine(database, routine.id, { type: 'move-start', startTime: '20:00' }),
    ).rejects.toThrow('deleted on another device');
  });
});
