import { describe, expect, it } from 'vitest';
import { documentsEqual } from './documents-equal';

const routine = {
  id: '0190b7a0-0000-7000-8000-000000000010',
  familyId: '0190b7a0-0000-7000-8000-000000000001',
  name: 'Morning',
  tasks: [{ name: 'Brush teeth', duration: 2, icon: 'tooth', completed: false }],
  daysOfWeek: [1, 2, 3],
  updatedAt: '2025-04-15T07:00:00.000Z',
  _deleted: false,
};

describe('documentsEqual', () => {
  it('M-EQUAL-1: ignores updatedAt, which the server stamps at each write', () => {
    expect(documentsEqual(routine, { ...routine, updatedAt: '2025-04-16T08:00:00.000Z' })).toBe(true);
  });

  it("M-EQUAL-1: ignores RxDB's local fields _meta, _rev and _attachments", () => {
    const local = { ...routine, _meta: { lwt: 1 }, _rev: '1-abc', _attachments: {} };
    expect(documentsEqual(local, routine)).toBe(true);
  });

  it('M-EQUAL-2: ignores key order, in the document and in nested objects', () => {
    const reordered = {
      _deleted: false,
      daysOfWeek: [1, 2, 3],
      tasks: [{ icon: 'tooth', completed: false, duration: 2, name: 'Brush teeth' }],
      name: 'Morning',
      familyId: routine.familyId,
      id: routine.id,
    };
    expect(documentsEqual(reordered, routine)).toBe(true);
  });

  it('M-EQUAL-2: sees a change inside a nested array', () => {
    const ticked = { ...routine, tasks: [{ ...routine.tasks[0], completed: true }] };
    expect(documentsEqual(ticked, routine)).toBe(false);
    expect(documentsEqual({ ...routine, daysOfWeek: [3, 2, 1] }, routine)).toBe(false);
  });

  it('M-EQUAL-2: a deleted document differs from the live one; a missing _deleted means live', () => {
    expect(documentsEqual({ ...routine, _deleted: true }, routine)).toBe(false);
    const { _deleted: _unused, ...withoutFlag } = routine;
    expect(documentsEqual(withoutFlag, routine)).toBe(true);
  });

  it('M-EQUAL-2: a field present on one side only makes the documents differ', () => {
    expect(documentsEqual({ ...routine, lastPushedAt: null }, routine)).toBe(false);
  });
});
