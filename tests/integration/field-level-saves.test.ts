// @vitest-environment node
// Two phones of one parent editing the same routine (ADR 0051): real RxDB clients saving the way the routine
// editor saves (`saveDocumentChanges`), the real server, a real database.
import { describe, expect, it } from 'vitest';
import { collectionOf } from '../../client/src/data/create-database';
import { lostChangesOf, type LostChange } from '../../client/src/data/sync-engine/lost-changes';
import { comparableDocument, saveDocumentChanges } from '../../client/src/data/forms/save-changes';
import type { DocumentOf } from '../../client/src/data/synced-document';
import { insertRoutine } from '../../client/src/data/writes/routines';
import type { CollectionName } from '@sync/protocol/collections';
import type { RoutineInput } from '@sync/collections/routines';
import {
  documentOn,
  localDocuments,
  sameDocuments,
  serverDocuments,
  startFamily,
  startParentDevice,
  waitFor,
  type SyncClient,
} from '../kit/sync/sync-clients';
import { syncServerForFile } from '../kit/sync/sync-server-for-file';

const file = syncServerForFile();
const collections: CollectionName[] = ['children', 'routines'];
const LONG_TEST_MS = 60_000;

type Routine = DocumentOf<'routines'>;

/** What the routine editor's form stands on when it opens on a routine: its fields, steps named by id. */
function formStart(routine: Routine): RoutineInput {
  const { childId, name, startTime, isActive, daysOfWeek, tasks, startEarly } = comparableDocument(
    'routines',
    routine,
  );
  return { childId, name, startTime, isActive, daysOfWeek, tasks, startEarly };
}

/** The routine as a device holds it now. */
async function routineOn(client: SyncClient, id: string): Promise<Routine> {
  return (await documentOn(client, 'routines', id)).toMutableJSON();
}

/** Two phones of one parent, both holding one routine of three steps. */
async function twoPhonesWithARoutine() {
  const { user, parent: phoneA } = await startFamily(file.server, collections);
  file.open.push(phoneA);
  const [child] = await localDocuments(phoneA.database, 'children');
  const { id } = await insertRoutine(phoneA.database, user.familyId, {
    childId: String(child?.id),
    name: 'Morning',
    startTime: '06:30',
    isActive: true,
    startEarly: true,
    daysOfWeek: [1, 2, 3, 4, 5],
    tasks: [
      { name: 'Brush teeth', duration: 2, icon: 'toothbrush', completed: false, completedAt: null },
      { name: 'Get dressed', duration: 5, icon: 'shirt', completed: false, completedAt: null },
      { name: 'Breakfast', duration: 10, icon: 'bowl', completed: false, completedAt: null },
    ],
  });
  await phoneA.replication.awaitInSync();
  const phoneB = await startParentDevice(file.server, user, collections);
  file.open.push(phoneB);
  await routineOn(phoneB, id);
  const principal = { kind: 'parent', familyId: user.familyId, userId: user.id, role: 'owner' } as const;
  const onServer = async () =>
    (await serverDocuments(file.server, principal, 'routines')).find((document) => document.id === id);
  /** Waits until both phones hold exactly the server's routine, and answers it. */
  const converged = () =>
    waitFor(
      async () => {
        const stored = await onServer();
        if (!stored) return undefined;
        for (const phone of [phoneA, phoneB]) {
          const local = await collectionOf(phone.database, 'routines').findOne(id).exec();
          if (!local || !sameDocuments([local.toJSON()], [stored])) return undefined;
        }
        return stored;
      },
      { what: 'both phones and the server to hold the same routine' },
    );
  return { id, phoneA, phoneB, onServer, converged };
}

const stepsOf = (routine: Record<string, unknown>) =>
  (routine.tasks as { name: string; duration: number }[]).map(({ name, duration }) => ({ name, duration }));

describe('field-level saves (I-FORM)', () => {
  it(
    'I-FORM-1: two devices change different fields of one routine offline, and both changes are kept everywhere',
    async () => {
      const { id, phoneA, phoneB, converged } = await twoPhonesWithARoutine();
      phoneA.network.setOnline(false);
      phoneB.network.setOnline(false);
      const startA = formStart(await routineOn(phoneA, id));
      const startB = formStart(await routineOn(phoneB, id));
      await saveDocumentChanges(phoneA.database, 'routines', id, startA, {
        ...startA,
        name: 'School morning',
      });
      await saveDocumentChanges(phoneB.database, 'routines', id, startB, { ...startB, startTime: '06:45' });
      phoneA.network.setOnline(true);
      await phoneA.replication.awaitInSync();
      phoneB.network.setOnline(true);
      expect(await converged()).toMatchObject({ name: 'School morning', startTime: '06:45' });
    },
    LONG_TEST_MS,
  );

  it(
    "I-FORM-2: a step renamed on one device and another step's minutes changed on the other, offline, both stand everywhere",
    async () => {
      const { id, phoneA, phoneB, converged } = await twoPhonesWithARoutine();
      phoneA.network.setOnline(false);
      phoneB.network.setOnline(false);
      const startA = formStart(await routineOn(phoneA, id));
      const startB = formStart(await routineOn(phoneB, id));
      const renamed = startA.tasks.map((task, index) => (index === 0 ? { ...task, name: 'Teeth' } : task));
      const longer = startB.tasks.map((task, index) => (index === 1 ? { ...task, duration: 8 } : task));
      await saveDocumentChanges(phoneA.database, 'routines', id, startA, { ...startA, tasks: renamed });
      await saveDocumentChanges(phoneB.database, 'routines', id, startB, { ...startB, tasks: longer });
      phoneA.network.setOnline(true);
      await phoneA.replication.awaitInSync();
      phoneB.network.setOnline(true);
      expect(stepsOf(await converged())).toEqual([
        { name: 'Teeth', duration: 2 },
        { name: 'Get dressed', duration: 8 },
        { name: 'Breakfast', duration: 10 },
      ]);
    },
    LONG_TEST_MS,
  );

  it(
    "I-FORM-3: a form opened before another device's rename saves its own change without undoing the rename",
    async () => {
      const { id, phoneA, phoneB, converged } = await twoPhonesWithARoutine();
      // Phone B opens the editor; phone A renames the routine and saves, online.
      const startB = formStart(await routineOn(phoneB, id));
      const startA = formStart(await routineOn(phoneA, id));
      await saveDocumentChanges(phoneA.database, 'routines', id, startA, {
        ...startA,
        name: 'School morning',
      });
      await waitFor(
        async () => ((await routineOn(phoneB, id)).name === 'School morning' ? true : undefined),
        {
          what: 'the rename to reach phone B',
        },
      );
      // Phone B, still on the form it opened before, changes a step's minutes and saves.
      const longer = startB.tasks.map((task, index) => (index === 2 ? { ...task, duration: 15 } : task));
      const saved = await saveDocumentChanges(phoneB.database, 'routines', id, startB, {
        ...startB,
        tasks: longer,
      });
      expect(saved?.clashes).toEqual([]);
      const stored = await converged();
      expect(stored).toMatchObject({ name: 'School morning' });
      expect(stepsOf(stored)[2]).toEqual({ name: 'Breakfast', duration: 15 });
    },
    LONG_TEST_MS,
  );

  it(
    'I-FORM-4: a save whose answer was lost, re-sent after another device changed another field, keeps both changes',
    async () => {
      const { id, phoneA, phoneB, onServer, converged } = await twoPhonesWithARoutine();
      phoneB.network.loseAnswers('POST /api/sync/routines/push');
      const startB = formStart(await routineOn(phoneB, id));
      await saveDocumentChanges(phoneB.database, 'routines', id, startB, { ...startB, startTime: '06:45' });
      await waitFor(async () => ((await onServer())?.startTime === '06:45' ? true : undefined), {
        what: "phone B's save to commit on the server",
      });
      phoneB.network.setOnline(false);
      const startA = formStart(await routineOn(phoneA, id));
      await saveDocumentChanges(phoneA.database, 'routines', id, startA, {
        ...startA,
        name: 'School morning',
      });
      await phoneA.replication.awaitInSync();
      phoneB.network.setOnline(true);
      expect(await converged()).toMatchObject({ name: 'School morning', startTime: '06:45' });
    },
    LONG_TEST_MS,
  );

  it(
    'I-FORM-5: the same field changed on two devices offline: the first to reach the server stands, and the other device is told',
    async () => {
      const { id, phoneA, phoneB, converged } = await twoPhonesWithARoutine();
      const told: LostChange[] = [];
      const subscription = lostChangesOf(phoneB.database).lost$.subscribe((lost) => told.push(lost));
      phoneA.network.setOnline(false);
      phoneB.network.setOnline(false);
      const startA = formStart(await routineOn(phoneA, id));
      const startB = formStart(await routineOn(phoneB, id));
      await saveDocumentChanges(phoneA.database, 'routines', id, startA, { ...startA, startTime: '06:45' });
      await saveDocumentChanges(phoneB.database, 'routines', id, startB, {
        ...startB,
        startTime: '07:00',
        name: 'Early morning',
      });
      phoneA.network.setOnline(true);
      await phoneA.replication.awaitInSync();
      phoneB.network.setOnline(true);
      expect(await converged()).toMatchObject({ startTime: '06:45', name: 'Early morning' });
      subscription.unsubscribe();
      expect(told).toMatchObject([
        { collection: 'routines', clashes: [{ path: ['startTime'], mine: '07:00', theirs: '06:45' }] },
      ]);
    },
    LONG_TEST_MS,
  );
});
