import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditLedgerBound, creditStreak, firstCreditStreakDay } from './credit-streak';
import { addDays, type CalendarDate } from './family-date';
import { STREAK_BONUS_MIN_DAYS } from './limits';
import { projectRewards, type LedgerEntry } from './rewards-projection';

const TODAY: CalendarDate = '2026-03-20';
const ZONES = ['Pacific/Kiritimati', 'Europe/Berlin', 'America/New_York', 'Pacific/Pago_Pago'] as const;

const daysBack = (days: number) => addDays(TODAY, -days);

describe('the streak a routine credit is counted with', () => {
  it('reaches back over a pause that just ended to the days before it', () => {
    const settings = { streakPauses: [{ from: daysBack(6), until: daysBack(1) }] };
    expect(firstCreditStreakDay(TODAY, settings)).toBe(daysBack(9));
    expect(firstCreditStreakDay(TODAY, null)).toBe(daysBack(3));
  });

  it('counts the run before a holiday that ended yesterday, as the rewards screen does', () => {
    const settings = { streakPauses: [{ from: daysBack(4), until: daysBack(1) }] };
    const ledger: LedgerEntry[] = [5, 6, 7, 8, 9].map((days) => ({
      id: `before-${days}`,
      points: 5,
      activityType: 'routine',
      createdAt: `${daysBack(days)}T12:00:00.000Z`,
    }));
    expect(creditStreak(ledger, 'UTC', TODAY, settings)).toBe(STREAK_BONUS_MIN_DAYS);
    expect(creditStreak(ledger, 'UTC', TODAY, null)).toBe(0);
  });

  it('is the same from the entries after its bound as from the whole ledger, in any zone and with any pauses', () => {
    const entryOf = fc.record({
      daysAgo: fc.integer({ min: -1, max: 30 }),
      hour: fc.integer({ min: 0, max: 23 }),
      points: fc.integer({ min: -10, max: 10 }),
      activityType: fc.constantFrom('routine', 'chore', 'redemption'),
    });
    const pauseOf = fc
      .record({ startsAgo: fc.integer({ min: -2, max: 25 }), length: fc.integer({ min: 0, max: 8 }) })
      .map(({ startsAgo, length }) => ({
        from: daysBack(startsAgo),
        until: addDays(daysBack(startsAgo), length),
      }));
    fc.assert(
      fc.property(
        fc.array(entryOf, { maxLength: 40 }),
        fc.array(pauseOf, { maxLength: 3 }),
        fc.constantFrom(...ZONES),
        (raw, streakPauses, zone) => {
          const settings = { streakPauses };
          const ledger: LedgerEntry[] = raw.map((each, index) => ({
            id: `entry-${index}`,
            points: each.points,
            activityType: each.activityType,
            createdAt: `${daysBack(each.daysAgo)}T${String(each.hour).padStart(2, '0')}:00:00.000Z`,
          }));
          const bound = creditLedgerBound(TODAY, settings);
          const read = ledger.filter((entry) => String(entry.createdAt) >= bound);
          const whole = projectRewards(ledger, zone, TODAY, settings).currentStreak;
          expect(creditStreak(read, zone, TODAY, settings)).toBe(Math.min(whole, STREAK_BONUS_MIN_DAYS));
        },
      ),
      { numRuns: 400 },
    );
  });
});
