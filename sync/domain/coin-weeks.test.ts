import { describe, expect, it } from 'vitest';
import { coinHistoryFrom, coinQueryBound, coinWeeks } from './coin-weeks';

const entry = (id: string, createdAt: string, points: number) => ({ id, createdAt, points });

// Thursday 26 November 2026.
const TODAY = '2026-11-26';

describe('the coin history by family weeks (D-COINWEEK-1)', () => {
  it('groups the last weeks from the family first day, newest first, with what each earned and spent', () => {
    const entries = [
      entry('a', '2026-11-22T10:00:00.000Z', 5), // Sunday
      entry('b', '2026-11-24T10:00:00.000Z', -3),
      entry('c', '2026-11-25T10:00:00.000Z', 7),
    ];
    const sunday = coinWeeks(entries, 'UTC', TODAY, 0, 2, false);
    expect(sunday.map((week) => [week.from, week.earned, week.spent, week.entries.map((e) => e.id)])).toEqual(
      [
        ['2026-11-22', 12, 3, ['c', 'b', 'a']],
        ['2026-11-15', 0, 0, []],
      ],
    );
    const monday = coinWeeks(entries, 'UTC', TODAY, 1, 2, false);
    expect(monday.map((week) => [week.from, week.earned, week.spent])).toEqual([
      ['2026-11-23', 7, 3],
      ['2026-11-16', 5, 0],
    ]);
  });

  it('keeps an empty week in the middle and leaves out the weeks before the oldest entry once complete', () => {
    const entries = [entry('a', '2026-11-25T10:00:00.000Z', 5), entry('b', '2026-11-10T10:00:00.000Z', 2)];
    const weeks = coinWeeks(entries, 'UTC', TODAY, 1, 8, true);
    expect(weeks.map((week) => [week.from, week.entries.length])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-16', 0],
      ['2026-11-09', 1],
    ]);
  });

  it('counts an entry in the family-local week of its day', () => {
    // Sunday 01:00 in UTC is still Saturday in New York.
    const entries = [entry('a', '2026-11-22T01:00:00.000Z', 5)];
    expect(coinWeeks(entries, 'America/New_York', TODAY, 0, 2, false)[1]?.entries).toHaveLength(1);
  });

  it('bounds the query a day before the oldest week begins', () => {
    expect(coinHistoryFrom(TODAY, 0, 4)).toBe('2026-11-01');
    expect(coinHistoryFrom(TODAY, 1, 4)).toBe('2026-11-02');
    expect(coinQueryBound('2026-11-01')).toBe('2026-10-31T00:00:00.000Z');
  });
});
