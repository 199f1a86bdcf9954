import { describe, expect, it } from 'vitest';
import { ledgerDays } from './ledger-days';

const entry = (id: string, createdAt: string, points = 5) => ({ id, createdAt, points });

describe('ledger days', () => {
  it('puts the newest day first and the newest entry first within a day', () => {
    const days = ledgerDays(
      [
        entry('a', '2025-04-14T08:00:00.000Z'),
        entry('b', '2025-04-15T08:00:00.000Z'),
        entry('c', '2025-04-15T18:00:00.000Z', -2),
      ],
      'UTC',
    );
    expect(days.map((day) => [day.date, day.entries.map((e) => e.id), day.total])).toEqual([
      ['2025-04-15', ['c', 'b'], 3],
      ['2025-04-14', ['a'], 5],
    ]);
  });

  it("groups by the family's day, not the UTC day (D-DATE-1)", () => {
    // 02:30 UTC on the 16th is still the evening of the 15th in New York.
    const days = ledgerDays(
      [entry('late', '2025-04-16T02:30:00.000Z'), entry('early', '2025-04-15T12:00:00.000Z')],
      'America/New_York',
    );
    expect(days).toHaveLength(1);
    expect(days[0]?.date).toBe('2025-04-15');
  });

  it('is empty for an empty ledger', () => {
    expect(ledgerDays([], 'UTC')).toEqual([]);
  });
});
