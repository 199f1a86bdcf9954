import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from './family-date';
import { RECENT_LEDGER_DAYS, recentLedgerBound, rewardsNow } from './recent-rewards';
import { projectRewards, type LedgerEntry } from './rewards-projection';

const ZONE = 'America/New_York';
const TODAY: CalendarDate = '2026-03-20';
let counter = 0;

// An entry earned at 18:00 New York time on `date`.
function entry(date: CalendarDate, points = 5, activityType = 'routine'): LedgerEntry {
  counter += 1;
  return { id: `entry-${counter}`, points, activityType, createdAt: `${date}T22:00:00.000Z` };
}

/** Every day from `daysAgo` days before today to yesterday, one routine entry each. */
function dailyRun(daysAgo: number, upTo = 1): LedgerEntry[] {
  return Array.from({ length: daysAgo - upTo + 1 }, (_, i) => entry(addDays(TODAY, -daysAgo + i)));
}

const recentOf = (ledger: readonly LedgerEntry[]) =>
  ledger.filter((e) => String(e.createdAt) >= recentLedgerBound(TODAY));

function projectionOf(ledger: readonly LedgerEntry[], day: CalendarDate = TODAY) {
  const projection = projectRewards(ledger, ZONE, day, null);
  return { ...projection, updatedAt: `${day}T16:00:00.000Z` };
}

describe('rewardsNow', () => {
  it('gives the projection’s coins and a long streak while reading only the recent days', () => {
    const ledger = dailyRun(400);
    const result = rewardsNow({
      projection: projectionOf(ledger),
      recent: recentOf(ledger),
      unconfirmed: new Set(),
      timeZone: ZONE,
      today: TODAY,
      settings: null,
    });
    expect(result).toEqual({ totalPoints: 2000, currentStreak: 400 });
  });

  it('counts coins earned offline that the server has not confirmed, and the day they make', () => {
    const ledger = dailyRun(30);
    const offline = entry(TODAY, 7);
    const result = rewardsNow({
      projection: projectionOf(ledger),
      recent: recentOf([...ledger, offline]),
      unconfirmed: new Set([offline.id]),
      timeZone: ZONE,
      today: TODAY,
      settings: null,
    });
    expect(result).toEqual({ totalPoints: 157, currentStreak: 31 });
  });

  it('counts a streak from yesterday’s projection on a day with nothing done yet', () => {
    const ledger = dailyRun(50);
    const result = rewardsNow({
      projection: projectionOf(ledger, addDays(TODAY, -1)),
      recent: recentOf(ledger),
      unconfirmed: new Set(),
      timeZone: ZONE,
      today: TODAY,
      settings: null,
    });
    expect(result).toEqual({ totalPoints: 250, currentStreak: 50 });
  });

  it('ends a streak the projection still shows once a whole day has passed without one', () => {
    const ledger = dailyRun(50, 2);
    const result = rewardsNow({
      projection: projectionOf(ledger, addDays(TODAY, -2)),
      recent: recentOf(ledger),
      unconfirmed: new Set(),
      timeZone: ZONE,
      today: TODAY,
      settings: null,
    });
    expect(result).toEqual({ totalPoints: 245, currentStreak: 0 });
  });

  it('asks for the whole ledger when the projection is older than the recent days', () => {
    const ledger = dailyRun(60);
    const result = rewardsNow({
      projection: projectionOf(ledger, addDays(TODAY, -RECENT_LEDGER_DAYS - 1)),
      recent: recentOf(ledger),
      unconfirmed: new Set(),
      timeZone: ZONE,
      today: TODAY,
      settings: null,
    });
    expect(result).toBeNull();
  });

  it('agrees with the projection of the whole ledger whenever it answers, and answers when all is confirmed', () => {
    const day = fc.integer({ min: 0, max: 3 * RECENT_LEDGER_DAYS });
    const arbitraryEntry = fc.record({
      daysAgo: day,
      hour: fc.integer({ min: 0, max: 23 }),
      points: fc.integer({ min: -5, max: 10 }),
      activityType: fc.constantFrom('routine', 'chore', 'redemption', 'system'),
      // Entries waiting for the server are this device's own, written in the recent days.
      unconfirmed: fc.boolean(),
    });
    const pause = fc
      .tuple(day, fc.integer({ min: 0, max: 5 }))
      .map(([ago, length]) => ({ from: addDays(TODAY, -ago), until: addDays(TODAY, -ago + length) }));
    fc.assert(
      fc.property(
        fc.array(arbitraryEntry, { maxLength: 60 }),
        fc.integer({ min: 0, max: 3 * RECENT_LEDGER_DAYS }),
        fc.array(pause, { maxLength: 2 }),
        (generated, runDays, streakPauses) => {
          const settings = { streakPauses };
          const ledger: LedgerEntry[] = dailyRun(runDays + 1);
          const unconfirmed = new Set<string>();
          generated.forEach((g, i) => {
            const date = addDays(TODAY, -g.daysAgo);
            const id = `generated-${i}`;
            const hour = String(g.hour).padStart(2, '0');
            ledger.push({
              id,
              points: g.points,
              activityType: g.activityType,
              createdAt: `${date}T${hour}:30:00Z`,
            });
            if (g.unconfirmed && g.daysAgo < RECENT_LEDGER_DAYS) unconfirmed.add(id);
          });
          const confirmed = ledger.filter((e) => !unconfirmed.has(e.id));
          const projection = {
            ...projectRewards(confirmed, ZONE, TODAY, settings),
            updatedAt: `${TODAY}T16:00:00Z`,
          };
          const input = { projection, recent: recentOf(ledger), timeZone: ZONE, today: TODAY, settings };
          const whole = projectRewards(ledger, ZONE, TODAY, settings);
          const result = rewardsNow({ ...input, unconfirmed });
          if (result !== null) {
            expect(result).toEqual({ totalPoints: whole.totalPoints, currentStreak: whole.currentStreak });
          }
          if (unconfirmed.size === 0) expect(result).not.toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
