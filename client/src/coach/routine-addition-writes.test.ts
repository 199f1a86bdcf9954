// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../data/create-database';
import { toLocalDocument } from '../data/synced-document';
import { addStepsToRoutine, removeAddedSteps } from './routine-addition-writes';

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
