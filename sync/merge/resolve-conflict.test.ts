import { describe, expect, it } from 'vitest';
import { resolveConflict, resolveConflictTelling } from './resolve-conflict';

const base = {
  id: '0190b7a0-0000-7000-8000-000000000010',
  familyId: '0190b7a0-0000-7000-8000-000000000001',
  childId: '0190b7a0-0000-7000-8000-000000000003',
  name: 'Morning',
  startTime: '07:00',
  isActive: true,
  tasks: [{ name: 'Brush teeth', duration: 2, icon: 'tooth', completed: false }],
  daysOfWeek: [1, 2, 3, 4, 5],
  updatedAt: '2025-04-15T07:00:00.000Z',
  _deleted: false,
};
type Doc = Record<string, unknown>;
const MASTER_TIME = '2025-04-15T09:00:00.000Z';

function routineConflict(local: Doc, master: Doc, assumed: Doc | null = base) {
  return resolveConflict('config', 'routines', {
    newDocumentState: { ...base, ...local },
    realMasterState: { ...base, ...master, updatedAt: MASTER_TIME },
    assumedMasterState: assumed,
  });
}

describe('resolveConflict for config documents', () => {
  it('M-CONFIG-1: a field changed only on this device keeps the local value', () => {
    expect(routineConflict({ name: 'School morning' }, {}).name).toBe('School morning');
  });

  it('M-CONFIG-2: a field changed only on the server takes the server value', () => {
    expect(routineConflict({}, { startTime: '06:45' }).startTime).toBe('06:45');
  });

  it('M-CONFIG-1, M-CONFIG-2: changes to different fields on both sides are both kept', () => {
    const resolved = routineConflict({ name: 'School morning' }, { daysOfWeek: [1, 3, 5] });
    expect(resolved).toMatchObject({ name: 'School morning', daysOfWeek: [1, 3, 5] });
  });

  it("M-CONFIG-3: the same field changed differently on both sides takes the master's value", () => {
    expect(routineConflict({ startTime: '07:15' }, { startTime: '06:45' }).startTime).toBe('06:45');
  });

  it('M-CONFIG-3: a list is one value: changed on both sides, the master list wins whole', () => {
    const resolved = routineConflict({ daysOfWeek: [1, 2] }, { daysOfWeek: [4, 5] });
    expect(resolved.daysOfWeek).toEqual([4, 5]);
  });

  it('M-CONFIG-4: without an assumed master state every differing field is a clash the master wins', () => {
    const resolved = routineConflict({ name: 'Mine', isActive: false }, { name: 'Theirs' }, null);
    expect(resolved).toMatchObject({ name: 'Theirs', isActive: true });
  });

  it('M-CONFIG-4: without an assumed master state a field only the local copy has is kept', () => {
    const resolved = routineConflict({ lastPushedAt: '2025-04-15T08:00:00.000Z' }, {}, null);
    expect(resolved.lastPushedAt).toBe('2025-04-15T08:00:00.000Z');
  });

  it('M-DELETE-1: a document deleted on the server stays deleted though it was edited here', () => {
    const resolved = routineConflict({ name: 'School morning' }, { _deleted: true });
    expect(resolved._deleted).toBe(true);
  });

  it('M-DELETE-1: a document deleted here stays deleted though it was edited on the server', () => {
    const resolved = routineConflict({ _deleted: true }, { name: 'Renamed' });
    expect(resolved).toMatchObject({ _deleted: true, name: 'Renamed' });
  });

  it("M-RESULT-1: the result carries the master's updatedAt and none of RxDB's local fields", () => {
    const resolved = resolveConflict('config', 'routines', {
      newDocumentState: { ...base, name: 'Mine', _meta: { lwt: 5 }, _rev: '2-x', _attachments: {} },
      realMasterState: { ...base, updatedAt: MASTER_TIME },
      assumedMasterState: { ...base, _meta: { lwt: 1 }, _rev: '1-x', _attachments: {} },
    });
    expect(resolved.updatedAt).toBe(MASTER_TIME);
    for (const field of ['_meta', '_rev', '_attachments']) expect(resolved).not.toHaveProperty(field);
  });

  it('M-RESULT-1: the inputs are not changed and the result shares no object with them', () => {
    const local = { ...base, tasks: [{ ...base.tasks[0], icon: 'brush' }] };
    const master = { ...base, updatedAt: MASTER_TIME };
    const frozen = JSON.stringify([local, master, base]);
    const input = { newDocumentState: local, realMasterState: master, assumedMasterState: base };
    const resolved = resolveConflict('config', 'routines', input);
    expect(JSON.stringify([local, master, base])).toBe(frozen);
    // Merged step by step, the steps now carry the ids they are named by (M-TASKS-1).
    expect(resolved.tasks).toMatchObject(local.tasks);
    expect(resolved.tasks).not.toBe(local.tasks);
  });
});

describe('resolveConflict for routine steps', () => {
  const step = (id: string, name: string, duration: number) => ({
    id,
    name,
    duration,
    icon: 'star',
    completed: false,
  });
  const A = '0190b7a0-0000-7000-8000-0000000000a1';
  const B = '0190b7a0-0000-7000-8000-0000000000b2';
  const steps = { tasks: [step(A, 'Brush teeth', 2), step(B, 'Get dressed', 5)] };
  const stepsBase = { ...base, ...steps };

  it("M-TASKS-5: a step renamed on the server and another step's minutes changed here both stand", () => {
    const resolved = routineConflict(
      { tasks: [step(A, 'Brush teeth', 2), step(B, 'Get dressed', 8)] },
      { tasks: [step(A, 'Teeth', 2), step(B, 'Get dressed', 5)] },
      stepsBase,
    );
    expect(resolved.tasks).toEqual([step(A, 'Teeth', 2), step(B, 'Get dressed', 8)]);
  });

  it("M-TASKS-5: the same step's minutes changed on both sides take the master's value", () => {
    const resolved = routineConflict(
      { tasks: [step(A, 'Brush teeth', 3), step(B, 'Get dressed', 5)] },
      { tasks: [step(A, 'Brush teeth', 4), step(B, 'Get dressed', 5)] },
      stepsBase,
    );
    expect(resolved.tasks).toEqual([step(A, 'Brush teeth', 4), step(B, 'Get dressed', 5)]);
  });

  it("M-TASKS-5: steps written without ids merge by place, and a merge that changes nothing keeps the master's list", () => {
    const legacy = base.tasks;
    const master = { tasks: [...legacy, { name: 'Shoes on', duration: 1, icon: 'shoe', completed: false }] };
    const untouched = routineConflict({ name: 'School morning' }, master);
    expect(untouched.tasks).toEqual(master.tasks);
    const edited = routineConflict({ tasks: [{ ...legacy[0], duration: 3 }] }, master);
    expect(edited.tasks).toMatchObject([{ name: 'Brush teeth', duration: 3 }, { name: 'Shoes on' }]);
  });

  it('M-FORM-6: a conflict tells which of this device’s changes the master beat', () => {
    const { lost } = resolveConflictTelling('config', 'routines', {
      newDocumentState: {
        ...stepsBase,
        startTime: '07:15',
        name: 'Mine',
        tasks: [step(A, 'Brush', 2), steps.tasks[1]],
      },
      realMasterState: { ...stepsBase, startTime: '06:45', tasks: [step(A, 'Teeth', 2), steps.tasks[1]] },
      assumedMasterState: stepsBase,
    });
    expect(lost).toEqual([
      { path: ['startTime'], start: '07:00', mine: '07:15', theirs: '06:45', kept: 'theirs' },
      {
        path: ['tasks', { id: A }, 'name'],
        start: 'Brush teeth',
        mine: 'Brush',
        theirs: 'Teeth',
        kept: 'theirs',
      },
    ]);
  });
});

describe('resolveConflict for routine instances', () => {
  const instance = {
    id: '0190b7a0-0000-7000-8000-000000000020',
    familyId: base.familyId,
    routineId: base.id,
    childId: base.childId,
    date: '2025-04-15',
    status: { brush: { done: true, at: '2025-04-15T07:02:00.000Z' } },
    completedAt: null,
    completionStatus: 'in_progress',
    createdAt: '2025-04-15T07:00:00.000Z',
    updatedAt: '2025-04-15T07:02:00.000Z',
    _deleted: false,
  };

  function instanceConflict(local: Doc, master: Doc, assumed: Doc | null = instance) {
    return resolveConflict('config', 'routineInstances', {
      newDocumentState: { ...instance, ...local },
      realMasterState: { ...instance, ...master, updatedAt: MASTER_TIME },
      assumedMasterState: assumed,
    });
  }

  it('M-RINST-1: two boards ticking different tasks of the same routine both count', () => {
    const dress = { done: true, at: '2025-04-15T07:05:00.000Z' };
    const shoes = { done: true, at: '2025-04-15T07:06:00.000Z' };
    const resolved = instanceConflict(
      { status: { ...instance.status, dress } },
      { status: { ...instance.status, shoes } },
    );
    expect(resolved.status).toEqual({ ...instance.status, dress, shoes });
  });

  it('M-RINST-1: the same task changed differently on both boards takes the master value', () => {
    const resolved = instanceConflict(
      { status: { brush: { done: false } } },
      { status: { brush: { done: true, at: '2025-04-15T07:09:00.000Z' } } },
    );
    expect(resolved.status).toEqual({ brush: { done: true, at: '2025-04-15T07:09:00.000Z' } });
  });

  it('M-RINST-1, M-CONFIG-4: an instance created offline on two devices keeps both sets of ticks', () => {
    const resolved = instanceConflict({ status: { dress: 1 } }, { status: { shoes: 2 } }, null);
    expect(resolved.status).toEqual({ dress: 1, shoes: 2 });
  });

  it('M-RINST-1: a task unticked on one side and untouched on the other is unticked', () => {
    const resolved = instanceConflict({ status: {} }, {});
    expect(resolved.status).toEqual({});
  });

  it('M-RINST-2: other fields of an instance follow the config rules', () => {
    const resolved = instanceConflict({ completionStatus: 'completed' }, { completionStatus: 'not_started' });
    expect(resolved.completionStatus).toBe('not_started');
  });

  it('M-RINST-1: status merges key by key only in routine instances; elsewhere a record is one value', () => {
    const resolved = resolveConflict('config', 'alarms', {
      newDocumentState: { ...instance, status: { a: 1 } },
      realMasterState: { ...instance, status: { b: 2 } },
      assumedMasterState: { ...instance, status: {} },
    });
    expect(resolved.status).toEqual({ b: 2 });
  });
});

describe('resolveConflict for ledger, projection and content documents', () => {
  const entry = {
    id: '0190b7a0-0000-7000-8000-000000000020',
    familyId: base.familyId,
    rewardId: base.childId,
    childId: base.childId,
    points: 15,
    activityType: 'routine',
    activityId: base.id,
    description: 'Completed Morning',
    createdAt: '2025-04-15T07:10:00.000Z',
    updatedAt: MASTER_TIME,
    _deleted: false,
  };

  it.each(['ledger', 'projection', 'content'] as const)(
    "M-LEDGER-1: a %s conflict keeps the master's copy whole",
    (kind) => {
      const resolved = resolveConflict(kind, 'rewardTransactions', {
        newDocumentState: {
          ...entry,
          points: 99,
          description: 'Mine',
          updatedAt: '2025-04-15T07:10:00.000Z',
        },
        realMasterState: { ...entry, _meta: { lwt: 3 } },
        assumedMasterState: null,
      });
      expect(resolved).toEqual(entry);
    },
  );

  it('M-LEDGER-1: a ledger entry deleted on the server is not brought back by the local copy', () => {
    const resolved = resolveConflict('ledger', 'rewardTransactions', {
      newDocumentState: entry,
      realMasterState: { ...entry, _deleted: true },
    });
    expect(resolved._deleted).toBe(true);
  });
});
