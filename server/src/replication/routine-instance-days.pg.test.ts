// Which days each writer may record a routine for (D-BLEDGER-7, D-BLEDGER-8): a board and a caregiver the
// days a device may still be catching up on, a parent any past day but none beyond tomorrow; a day moved
// afterwards is held to the same days. A refused day stores nothing. Runs on the embedded database, or on
// Postgres with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@sync/domain/family-date';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { anotherBoard } from '../../../tests/kit/server/family-with-board';
import { newMember, newOwner, type Member } from '../../../tests/kit/server/households';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import {
  childDocument,
  create,
  pull,
  push,
  routineDocument,
  type Credential,
} from '../../../tests/kit/sync/sync-requests';

let testApp: TestApp;
let owner: Member;
let childId: string;
let writers: Record<WriterName, Credential>;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await newOwner(testApp.app);
  const child = childDocument(owner.familyId, owner.id);
  await create(testApp.app, { cookie: owner.cookie }, 'children', [child]);
  childId = child.id;
  const cookieOf = (person: Member) => ({ cookie: person.cookie });
  writers = {
    'the child’s board': (await anotherBoard(testApp, owner.familyId, child.id)).board,
    'a caregiver': cookieOf(await newMember(testApp.app, owner, 'caregiver')),
    'a co-parent': cookieOf(await newMember(testApp.app, owner, 'parent')),
    'the owner': cookieOf(owner),
  };
}, 180_000);
afterAll(() => testApp.close());

type WriterName = 'the child’s board' | 'a caregiver' | 'a co-parent' | 'the owner';

const today = () => new Date().toISOString().slice(0, 10);

/** The days of the table's rows, from the family's today (the family keeps UTC, as a signup without one does). */
const DAYS: Record<string, () => string> = {
  '2099-01-01': () => '2099-01-01',
  'the day after tomorrow': () => addDays(today(), 2),
  tomorrow: () => addDays(today(), 1),
  today,
  'eight days ago': () => addDays(today(), -8),
  'nine days ago': () => addDays(today(), -9),
  '2020-01-01': () => '2020-01-01',
};

const YES = true;
const NO = false;

/** Columns: the child's board, a caregiver, a co-parent, the owner. */
const TABLE: readonly (readonly [day: string, ...stored: boolean[]])[] = [
  ['2099-01-01', NO, NO, NO, NO],
  ['the day after tomorrow', NO, NO, NO, NO],
  // A day's slack either way is for clocks across time zones (BOARD_CLAIM_DAYS_AHEAD).
  ['tomorrow', YES, YES, YES, YES],
  ['today', YES, YES, YES, YES],
  ['eight days ago', YES, YES, YES, YES],
  // A parent may record a day long past, as they correct what was forgotten; its coins stay bounded
  // (D-LEDGER-10).
  ['nine days ago', NO, NO, YES, YES],
  ['2020-01-01', NO, NO, YES, YES],
];

const WRITER_NAMES: readonly WriterName[] = ['the child’s board', 'a caregiver', 'a co-parent', 'the owner'];

const CASES = TABLE.flatMap(([day, ...answers]) =>
  WRITER_NAMES.map((writer, column) => {
    const stored = answers[column];
    if (stored === undefined) throw new Error(`no answer for ${writer} on ${day}`);
    return [writer, day, stored ? 'stored' : 'refused with 403, nothing stored', stored] as const;
  }),
);

/** The routine's instance of `date`, completed that morning, as any device writes it (D-RINST-1). */
function completedDay(routine: { id: string }, date: string) {
  const at = `${date}T07:00:00.000Z`;
  return {
    id: routineInstanceId(routine.id, date),
    familyId: owner.familyId,
    routineId: routine.id,
    childId,
    date,
    status: { 'brush teeth': { completedAt: at, by: 'parent' } },
    completedAt: at,
    completionStatus: 'completed',
    createdAt: at,
    updatedAt: new Date().toISOString(),
  };
}

/** The server's copy of the instance, as `credential` pulls it. */
async function storedInstance(credential: Credential, id: string): Promise<Record<string, unknown>> {
  const pulled = await pull(testApp.app, credential, 'routineInstances');
  const stored = pulled.json<{ documents: Record<string, unknown>[] }>().documents.find((d) => d.id === id);
  if (stored === undefined) throw new Error(`instance ${id} was not stored`);
  return stored;
}

async function storedDays(routineId: string): Promise<string[]> {
  const pulled = await pull(testApp.app, { cookie: owner.cookie }, 'routineInstances');
  const documents = pulled.json<{ documents: { routineId: string; date: string }[] }>().documents;
  return documents.filter((instance) => instance.routineId === routineId).map((instance) => instance.date);
}

describe('D-BLEDGER-7, D-BLEDGER-8: a routine is recorded only for a day its writer may record', () => {
  it.each(CASES)('%s completing a routine for %s: %s', async (writer, day, _said, stored) => {
    const routine = routineDocument(owner.familyId, childId, { createdAt: '2019-01-01T00:00:00.000Z' });
    await create(testApp.app, { cookie: owner.cookie }, 'routines', [routine]);
    const date = (DAYS[day] ?? today)();
    const response = await push(testApp.app, writers[writer], 'routineInstances', [
      { assumedMasterState: null, newDocumentState: completedDay(routine, date) },
    ]);
    expect(response.statusCode, response.body).toBe(stored ? 200 : 403);
    if (!stored) expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
    expect(await storedDays(routine.id)).toEqual(stored ? [date] : []);
  });
});

describe('D-BLEDGER-7, D-BLEDGER-8: a routine’s day moved afterwards is held to the same days', () => {
  it.each(WRITER_NAMES)(
    '%s moving today’s routine to 2099-01-01 is refused with 403, the day kept',
    async (writer) => {
      const routine = routineDocument(owner.familyId, childId);
      await create(testApp.app, { cookie: owner.cookie }, 'routines', [routine]);
      const made = completedDay(routine, today());
      await create(testApp.app, writers[writer], 'routineInstances', [made]);
      const stored = await storedInstance(writers[writer], made.id);

      const moved = { ...stored, date: '2099-01-01', updatedAt: new Date().toISOString() };
      const response = await push(testApp.app, writers[writer], 'routineInstances', [
        { assumedMasterState: stored, newDocumentState: moved },
      ]);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
      expect(await storedDays(routine.id)).toEqual([today()]);
    },
  );

  it('takes a caregiver’s untick of a day a parent recorded in 2020: the day did not move', async () => {
    const routine = routineDocument(owner.familyId, childId, { createdAt: '2019-01-01T00:00:00.000Z' });
    await create(testApp.app, { cookie: owner.cookie }, 'routines', [routine]);
    const recorded = completedDay(routine, '2020-01-01');
    await create(testApp.app, writers['the owner'], 'routineInstances', [recorded]);
    const stored = await storedInstance(writers['a caregiver'], recorded.id);

    const unticked = {
      ...stored,
      status: {},
      completedAt: null,
      completionStatus: 'not_started',
      updatedAt: new Date().toISOString(),
    };
    const response = await push(testApp.app, writers['a caregiver'], 'routineInstances', [
      { assumedMasterState: stored, newDocumentState: unticked },
    ]);
    expect(response.json()).toEqual({ conflicts: [], alreadyApplied: [] });
    expect(await storedDays(routine.id)).toEqual(['2020-01-01']);
  });
});
