import { describe, expect, it } from 'vitest';
import { rewardsProjectionSchema } from '../collections/rewards';
import type { LedgerEntry } from './rewards-projection';
import { projectRewards } from './rewards-projection';

const ZONE = 'America/New_York';
let counter = 0;
// An entry earned at 18:00 New York time on `date` (22:00 or 23:00 UTC, the same family day).
function entry(
  date: string,
  points = 10,
  activityType = 'routine',
  extra: Partial<LedgerEntry> = {},
): LedgerEntry {
  counter += 1;
  return { id: `entry-${counter}`, points, activityType, createdAt: `${date}T22:00:00.000Z`, ...extra };
}

describe('projectRewards', () => {
  it('V-REWARDS-1: an empty ledger projects to zero points, no streak and no last activity', () => {
    expect(projectRewards([], ZONE, '2025-04-15', null)).toEqual({
      totalPoints: 0,
      currentStreak: 0,
      longestStreak: 0,
      lastActivityDate: null,
    });
  });

  it('D-REWARDS-1: total points are the sum of live entries, redemptions included', () => {
    const ledger = [
      entry('2025-04-14', 20),
      entry('2025-04-15', -15, 'redemption'),
      entry('2025-04-15', 7, 'reading'),
    ];
    expect(projectRewards(ledger, ZONE, '2025-04-15', null).totalPoints).toBe(12);
  });

  it('D-REWARDS-1: a deleted entry counts for nothing', () => {
    const ledger = [entry('2025-04-15', 20), entry('2025-04-15', 50, 'routine', { _deleted: true })];
    expect(projectRewards(ledger, ZONE, '2025-04-15', null)).toMatchObject({
      totalPoints: 20,
      currentStreak: 1,
    });
  });

  it('D-STREAK-1: only positive routine or chore entries make a streak day', () => {
    const ledger = [
      entry('2025-04-12', 10, 'chore'),
      entry('2025-04-13', 10, 'reading'),
      entry('2025-04-14', 10, 'system'),
      entry('2025-04-15', 0, 'routine'),
    ];
    expect(projectRewards(ledger, ZONE, '2025-04-15', null)).toMatchObject({
      currentStreak: 0,
      longestStreak: 1,
    });
  });

  it('D-STREAK-1: a completion reversed the same day makes no streak day (ADR 0033)', () => {
    const credit = entry('2025-04-15', 15);
    const reversal = { ...entry('2025-04-15', -15), createdAt: credit.createdAt };
    expect(projectRewards([entry('2025-04-14'), credit, reversal], ZONE, '2025-04-15', null)).toMatchObject({
      totalPoints: 10,
      currentStreak: 1,
      longestStreak: 1,
    });
  });

  it('D-STREAK-1: a day with another completion besides a reversed one stays a streak day', () => {
    const credit = entry('2025-04-15', 15);
    const reversal = { ...entry('2025-04-15', -15), createdAt: credit.createdAt };
    const ledger = [entry('2025-04-14'), credit, reversal, entry('2025-04-15', 5, 'chore')];
    expect(projectRewards(ledger, ZONE, '2025-04-15', null)).toMatchObject({ currentStreak: 2 });
  });

  it('D-STREAK-1: the day of an entry is its family-local date, not its UTC date', () => {
    // 02:30 UTC on 16 April is 22:30 on 15 April in New York.
    const ledger = [entry('2025-04-14'), { ...entry('2025-04-14'), createdAt: '2025-04-16T02:30:00.000Z' }];
    expect(projectRewards(ledger, ZONE, '2025-04-15', null)).toMatchObject({
      currentStreak: 2,
      lastActivityDate: '2025-04-15',
    });
  });

  it('D-STREAK-2: the current streak counts consecutive days ending today', () => {
    const ledger = ['2025-04-10', '2025-04-12', '2025-04-13', '2025-04-14', '2025-04-15'].map((d) =>
      entry(d),
    );
    expect(projectRewards(ledger, ZONE, '2025-04-15', null).currentStreak).toBe(4);
  });

  it('D-STREAK-2: a streak ending yesterday is still current, since today is not over', () => {
    const ledger = ['2025-04-13', '2025-04-14'].map((d) => entry(d));
    expect(projectRewards(ledger, ZONE, '2025-04-15', null).currentStreak).toBe(2);
  });

  it('D-STREAK-2: a streak that ended before yesterday is over', () => {
    const ledger = ['2025-04-12', '2025-04-13'].map((d) => entry(d));
    expect(projectRewards(ledger, ZONE, '2025-04-15', null)).toMatchObject({
      currentStreak: 0,
      longestStreak: 2,
    });
  });

  it('D-STREAK-2: a streak runs across a DST change without a gap', () => {
    const ledger = ['2025-03-08', '2025-03-09', '2025-03-10'].map((d) => entry(d));
    expect(projectRewards(ledger, ZONE, '2025-03-10', null).currentStreak).toBe(3);
  });

  it('D-STREAK-3: the longest streak is the longest run, never shorter than the current one', () => {
    const days = [
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
      '2025-04-02',
      '2025-04-10',
      '2025-04-14',
      '2025-04-15',
    ];
    const projection = projectRewards(
      days.map((d) => entry(d)),
      ZONE,
      '2025-04-15',
      null,
    );
    expect(projection).toMatchObject({ currentStreak: 2, longestStreak: 4 });
    expect(rewardsProjectionSchema.safeParse(projection).success).toBe(true);
  });

  it('D-REWARDS-2: the last activity date is the latest day with any positive entry', () => {
    const ledger = [entry('2025-04-10', 5, 'reading'), entry('2025-04-12', -30, 'redemption')];
    expect(projectRewards(ledger, ZONE, '2025-04-15', null).lastActivityDate).toBe('2025-04-10');
  });

  it('D-REWARDS-3: the order of the entries does not matter', () => {
    const ledger = ['2025-04-11', '2025-04-13', '2025-04-14', '2025-04-15'].map((d, i) => entry(d, i + 1));
    const forward = projectRewards(ledger, ZONE, '2025-04-15', null);
    expect(projectRewards([...ledger].reverse(), ZONE, '2025-04-15', null)).toEqual(forward);
    expect(
      projectRewards([ledger[2]!, ledger[0]!, ledger[3]!, ledger[1]!], ZONE, '2025-04-15', null),
    ).toEqual(forward);
  });

  it('D-REWARDS-3: an entry pushed twice counts once', () => {
    const earned = entry('2025-04-15', 25);
    expect(projectRewards([earned, earned, { ...earned }], ZONE, '2025-04-15', null).totalPoints).toBe(25);
  });

  it('D-REWARDS-3: a deleted copy of an entry wins over a live one, in either order', () => {
    const earned = entry('2025-04-15', 25);
    const deleted = { ...earned, _deleted: true };
    expect(projectRewards([earned, deleted], ZONE, '2025-04-15', null).totalPoints).toBe(0);
    expect(projectRewards([deleted, earned], ZONE, '2025-04-15', null).totalPoints).toBe(0);
  });

  it('D-REWARDS-3: differing live copies of one id resolve the same way in either order', () => {
    const earned = entry('2025-04-15', 25);
    const other = { ...earned, points: 30 };
    expect(projectRewards([earned, other], ZONE, '2025-04-15', null)).toEqual(
      projectRewards([other, earned], ZONE, '2025-04-15', null),
    );
  });
});

describe('projectRewards with holiday pauses', () => {
  const days = (...dates: string[]) => dates.map((d) => entry(d));

  it('D-STREAK-4: a pause across a month end neither breaks nor extends the streak', () => {
    // Three days before the pause, two after; 29 April to 2 May paused.
    const ledger = days('2025-04-26', '2025-04-27', '2025-04-28', '2025-05-03', '2025-05-04');
    const pauses = [{ from: '2025-04-29', until: '2025-05-02' }];
    expect(projectRewards(ledger, ZONE, '2025-05-04', { streakPauses: pauses })).toMatchObject({
      currentStreak: 5,
      longestStreak: 5,
    });
    expect(projectRewards(ledger, ZONE, '2025-05-04', null)).toMatchObject({
      currentStreak: 2,
      longestStreak: 3,
    });
  });

  it('D-STREAK-4: a pause across the year end keeps the streak over the holidays', () => {
    const ledger = days('2025-12-19', '2025-12-20', '2025-12-21', '2026-01-03');
    const pauses = [{ from: '2025-12-22', until: '2026-01-02' }];
    expect(projectRewards(ledger, ZONE, '2026-01-03', { streakPauses: pauses }).currentStreak).toBe(4);
  });

  it('D-STREAK-4: while the pause runs, the streak from before it stays current', () => {
    const ledger = days('2025-02-26', '2025-02-27', '2025-02-28');
    const pauses = [{ from: '2025-03-01', until: '2025-03-09' }];
    expect(projectRewards(ledger, ZONE, '2025-03-05', { streakPauses: pauses }).currentStreak).toBe(3);
    expect(projectRewards(ledger, ZONE, '2025-03-05', null).currentStreak).toBe(0);
  });

  it('D-STREAK-4: the first day after a pause is still open, like today', () => {
    const ledger = days('2025-01-30', '2025-01-31');
    const pauses = [{ from: '2025-02-01', until: '2025-02-02' }];
    expect(projectRewards(ledger, ZONE, '2025-02-03', { streakPauses: pauses }).currentStreak).toBe(2);
  });

  it('D-STREAK-4: a day missed after the pause ends breaks the streak as usual', () => {
    const ledger = days('2025-01-30', '2025-01-31');
    const pauses = [{ from: '2025-02-01', until: '2025-02-02' }];
    expect(projectRewards(ledger, ZONE, '2025-02-04', { streakPauses: pauses }).currentStreak).toBe(0);
  });

  it('D-STREAK-4: a day missed just before the pause is not mended by it', () => {
    const ledger = days('2025-06-27', '2025-06-28');
    const pauses = [{ from: '2025-06-30', until: '2025-07-03' }];
    expect(projectRewards(ledger, ZONE, '2025-07-02', { streakPauses: pauses }).currentStreak).toBe(0);
  });

  it('D-STREAK-4: routines done on paused days earn their points but do not lengthen the streak', () => {
    const ledger = days('2025-08-30', '2025-08-31', '2025-09-01', '2025-09-02');
    const pauses = [{ from: '2025-08-31', until: '2025-09-01' }];
    expect(projectRewards(ledger, ZONE, '2025-09-02', { streakPauses: pauses })).toMatchObject({
      totalPoints: 40,
      currentStreak: 2,
      lastActivityDate: '2025-09-02',
    });
  });

  it('D-STREAK-4: back-to-back and overlapping pauses are stepped over as one', () => {
    const ledger = days('2025-10-29', '2025-10-30', '2025-11-06');
    const pauses = [
      { from: '2025-10-31', until: '2025-11-02' },
      { from: '2025-11-03', until: '2025-11-04' },
      { from: '2025-11-04', until: '2025-11-05' },
    ];
    expect(projectRewards(ledger, ZONE, '2025-11-06', { streakPauses: pauses }).currentStreak).toBe(3);
  });

  it('D-STREAK-4: a pause set afterwards for a sick day mends the longest streak too', () => {
    const ledger = days('2025-03-29', '2025-03-30', '2025-04-01', '2025-04-02', '2025-04-10');
    const pauses = [{ from: '2025-03-31', until: '2025-03-31' }];
    expect(projectRewards(ledger, ZONE, '2025-04-10', { streakPauses: pauses })).toMatchObject({
      currentStreak: 1,
      longestStreak: 4,
    });
  });

  it('D-STREAK-4, V-REWARDS-2: the projection with pauses is still a valid projection', () => {
    const ledger = days('2025-04-28', '2025-05-03');
    const pauses = [{ from: '2025-04-29', until: '2025-05-02' }];
    const projection = projectRewards(ledger, ZONE, '2025-05-03', { streakPauses: pauses });
    expect(rewardsProjectionSchema.safeParse(projection).success).toBe(true);
  });
});
