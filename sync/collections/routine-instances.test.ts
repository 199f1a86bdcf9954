import { describe, it, expect } from 'vitest';
import { routineInstanceInputSchema, routineInstanceSchema } from './routine-instances';

const valid = {
  routineId: '0190b7a0-0000-7000-8000-000000000010',
  childId: '0190b7a0-0000-7000-8000-000000000003',
  date: '2025-04-15',
};

describe('routine instance', () => {
  it('V-RINST-1: starts not started, with no status and no completion', () => {
    expect(routineInstanceInputSchema.parse(valid)).toEqual({
      ...valid,
      status: {},
      completedAt: null,
      completionStatus: 'not_started',
    });
  });

  it.each(['not_started', 'in_progress', 'completed'])(
    'V-RINST-1: accepts completion status %s',
    (status) => {
      expect(routineInstanceInputSchema.parse({ ...valid, completionStatus: status }).completionStatus).toBe(
        status,
      );
    },
  );

  it('V-RINST-1: rejects an unknown completion status', () => {
    expect(routineInstanceInputSchema.safeParse({ ...valid, completionStatus: 'done' }).success).toBe(false);
  });

  it('V-RINST-2: rejects an instance without a date, because today depends on the family time zone', () => {
    expect(routineInstanceInputSchema.safeParse({ ...valid, date: undefined }).success).toBe(false);
  });

  it('V-RINST-3: a tick that says who ticked it names a member or a board; one that does not say is kept', () => {
    const tick = (doneBy: unknown) => ({
      ...valid,
      status: { 'brush teeth': { completedAt: '2025-04-15T07:12:00.000Z', by: 'board', doneBy } },
    });
    const parse = (doneBy: unknown) => routineInstanceInputSchema.safeParse(tick(doneBy));
    expect(parse({ kind: 'board', id: 'kitchen-tablet' }).success).toBe(true);
    expect(parse({ kind: 'member', id: '0190b7a0-0000-7000-8000-000000000002' }).success).toBe(true);
    expect(parse(null).success).toBe(true);
    expect(parse({ kind: 'member', id: 'grandma' }).success).toBe(false);
    expect(parse('Grandma').error?.issues[0]?.message).toBe(
      'A ticked step names who ticked it as a member or a board',
    );
    const older = { 'brush teeth': { completedAt: '2025-04-15T07:12:00.000Z', by: 'parent' }, story: true };
    expect(routineInstanceInputSchema.parse({ ...valid, status: older }).status).toEqual(older);
  });

  it('keeps structured status as given', () => {
    const status = { tasks: [{ done: true, at: '2025-04-15T07:12:00Z' }] };
    expect(routineInstanceInputSchema.parse({ ...valid, status }).status).toEqual(status);
  });

  it('V-DOC-1: a routine instance document carries its ids and timestamps', () => {
    const doc = {
      ...valid,
      id: '0190b7a0-0000-7000-8000-000000000020',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:05:00.000Z',
    };
    expect(routineInstanceSchema.parse(doc)).toMatchObject(doc);
    expect(routineInstanceSchema.safeParse({ ...doc, updatedAt: undefined }).success).toBe(false);
  });
});
