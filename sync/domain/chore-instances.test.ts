import { describe, expect, it } from 'vitest';
import type { ChoreInstanceFacts } from './chore-instances';
import { choreAssignees, choreDayStatus, planChoreInstances } from './chore-instances';
import { choreInstanceId } from './name-based-id';

const CHORE = '0190b7a0-0000-7000-8000-000000000030';
const ANNA = '0190b7a0-0000-7000-8000-0000000000a1';
const BEN = '0190b7a0-0000-7000-8000-0000000000b2';
const TODAY = '2025-04-14'; // a Monday
const ONCE = { frequency: 'one-time', daysOfWeek: [], scheduledDate: '2025-04-16' } as const;
const TUESDAYS = { frequency: 'weekly', daysOfWeek: [2], scheduledDate: null } as const;

function instance(date: string, childId: string | null, extra: Partial<ChoreInstanceFacts> = {}) {
  return {
    id: choreInstanceId(CHORE, date, childId),
    choreId: CHORE,
    date,
    assignedChildId: childId,
    status: childId === null ? 'not_assigned' : 'pending',
    completedAt: null,
    ...extra,
  } satisfies ChoreInstanceFacts;
}
const done = (date: string, childId: string) =>
  instance(date, childId, { status: 'completed', completedAt: `${date}T17:00:00.000Z` });

describe('choreInstanceId', () => {
  it('D-CINST-1: the same chore, day and child give the same id on every device; another gives another', () => {
    expect(choreInstanceId(CHORE, TODAY, ANNA)).toBe(choreInstanceId(CHORE.toUpperCase(), TODAY, ANNA));
    const ids = new Set([
      choreInstanceId(CHORE, TODAY, ANNA),
      choreInstanceId(CHORE, TODAY, BEN),
      choreInstanceId(CHORE, TODAY, null),
      choreInstanceId(CHORE, '2025-04-15', ANNA),
    ]);
    expect(ids.size).toBe(4);
  });
});

describe('choreAssignees', () => {
  it('D-CINST-3: a chore is given to the children of its latest day', () => {
    const instances = [
      instance('2025-04-13', BEN),
      instance('2025-04-15', BEN),
      instance('2025-04-15', ANNA),
    ];
    expect(choreAssignees(instances)).toEqual([ANNA, BEN].sort());
  });

  it('D-CINST-3: an instance for nobody on the latest day means the chore is given to nobody', () => {
    expect(choreAssignees([instance('2025-04-13', BEN), instance('2025-04-15', null)])).toEqual([]);
    expect(choreAssignees([])).toEqual([]);
  });
});

describe('planChoreInstances', () => {
  it('D-CINST-2: a new chore gets a pending instance per child on each of its days', () => {
    const plan = planChoreInstances({
      choreId: CHORE,
      chore: TUESDAYS,
      children: [ANNA, BEN],
      existing: [],
      today: TODAY,
    });
    expect(plan.remove).toEqual([]);
    expect(plan.create.map((created) => [created.date, created.assignedChildId, created.status])).toEqual([
      ['2025-04-15', ANNA, 'pending'],
      ['2025-04-15', BEN, 'pending'],
      ['2025-04-22', ANNA, 'pending'],
      ['2025-04-22', BEN, 'pending'],
    ]);
    expect(plan.create[0]?.id).toBe(choreInstanceId(CHORE, '2025-04-15', ANNA));
  });

  it('D-CINST-2: a chore given to nobody gets one not-assigned instance per day', () => {
    const plan = planChoreInstances({
      choreId: CHORE,
      chore: ONCE,
      children: [],
      existing: [],
      today: TODAY,
    });
    expect(plan.create).toEqual([
      expect.objectContaining({ date: '2025-04-16', assignedChildId: null, status: 'not_assigned' }),
    ]);
  });

  it('D-CINST-2: planning twice writes nothing the second time', () => {
    const first = planChoreInstances({
      choreId: CHORE,
      chore: TUESDAYS,
      children: [ANNA],
      existing: [],
      today: TODAY,
    });
    const again = planChoreInstances({
      choreId: CHORE,
      chore: TUESDAYS,
      children: [ANNA],
      existing: first.create,
      today: TODAY,
    });
    expect(again).toEqual({ create: [], remove: [] });
  });

  it('D-CINST-2: taking a child off removes their days to come but keeps what they did and what is past', () => {
    const existing = [
      instance('2025-04-08', BEN),
      done('2025-04-16', BEN),
      instance('2025-04-16', ANNA),
      instance('2025-04-17', BEN),
    ];
    const daily = { frequency: 'daily', daysOfWeek: [0, 1, 2, 3, 4, 5, 6], scheduledDate: null } as const;
    const plan = planChoreInstances({
      choreId: CHORE,
      chore: daily,
      children: [ANNA],
      existing,
      today: TODAY,
    });
    expect(plan.remove).toEqual([choreInstanceId(CHORE, '2025-04-17', BEN)]);
    expect(plan.create.map((created) => created.date)).not.toContain('2025-04-16');
    expect(plan.create.every((created) => created.assignedChildId === ANNA)).toBe(true);
  });

  it('D-CINST-2: a moved one-time chore leaves its old day, and an instance for nobody gives way to a child', () => {
    const existing = [instance('2025-04-15', ANNA), instance('2025-04-16', null)];
    const plan = planChoreInstances({
      choreId: CHORE,
      chore: ONCE,
      children: [ANNA],
      existing,
      today: TODAY,
    });
    expect([...plan.remove].sort()).toEqual(
      [choreInstanceId(CHORE, '2025-04-15', ANNA), choreInstanceId(CHORE, '2025-04-16', null)].sort(),
    );
    expect(plan.create).toEqual([expect.objectContaining({ date: '2025-04-16', assignedChildId: ANNA })]);
  });

  it('D-CINST-2: an instance made under another id for the same day and child is kept, not doubled', () => {
    const seeded = { ...instance('2025-04-16', ANNA), id: '0190b7a0-0000-7000-8000-00000000ffff' };
    const plan = planChoreInstances({
      choreId: CHORE,
      chore: ONCE,
      children: [ANNA],
      existing: [seeded],
      today: TODAY,
    });
    expect(plan).toEqual({ create: [], remove: [] });
  });

  it("D-CINST-2: a deleted chore's days to come are removed, done ones kept", () => {
    const existing = [instance('2025-04-16', ANNA), done('2025-04-14', BEN), instance('2025-04-10', ANNA)];
    const plan = planChoreInstances({
      choreId: CHORE,
      chore: null,
      children: [ANNA],
      existing,
      today: TODAY,
    });
    expect(plan).toEqual({ create: [], remove: [choreInstanceId(CHORE, '2025-04-16', ANNA)] });
  });
});

describe('choreDayStatus', () => {
  it('D-CHORE-2: a completed instance is done, whatever its day', () => {
    expect(choreDayStatus(done('2025-04-10', ANNA), TODAY)).toBe('done');
  });

  it('D-CHORE-2: an undone instance is pending on its day and after, overdue for a week, then missed', () => {
    expect(choreDayStatus(instance(TODAY, ANNA), TODAY)).toBe('pending');
    expect(choreDayStatus(instance('2025-04-15', ANNA), TODAY)).toBe('pending');
    expect(choreDayStatus(instance('2025-04-13', ANNA), TODAY)).toBe('overdue');
    expect(choreDayStatus(instance('2025-04-07', ANNA), TODAY)).toBe('overdue');
    expect(choreDayStatus(instance('2025-04-06', ANNA), TODAY)).toBe('missed');
  });

  it('D-CHORE-2: a stored overdue status reads as not done, and an instance for nobody is not assigned', () => {
    expect(choreDayStatus(instance('2025-04-13', ANNA, { status: 'overdue' }), TODAY)).toBe('overdue');
    expect(choreDayStatus(instance(TODAY, null), TODAY)).toBe('not_assigned');
  });
});
