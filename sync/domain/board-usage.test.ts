import { describe, expect, it } from 'vitest';
import { sessionMinutes, sessionMs, usageByDay } from './board-usage';

const PARIS = 'Europe/Paris';

describe('board usage', () => {
  it('D-USAGE-2: a session lasts from its start to its end, or to its last activity while open', () => {
    const start = '2025-04-15T05:00:00.000Z';
    expect(
      sessionMinutes({ sessionStart: start, sessionEnd: '2025-04-15T05:23:20.000Z', lastActivity: start }),
    ).toBe(23);
    expect(
      sessionMinutes({ sessionStart: start, sessionEnd: null, lastActivity: '2025-04-15T05:07:40.000Z' }),
    ).toBe(8);
    expect(
      sessionMs({ sessionStart: start, sessionEnd: '2025-04-15T04:00:00.000Z', lastActivity: start }),
    ).toBe(0);
  });

  it("D-USAGE-3: sums each family-local day's minutes and counts the sessions started that day", () => {
    const days = usageByDay(
      [
        // 07:00–07:20 and 18:00–18:10 in Paris (UTC+2) on the 15th.
        {
          sessionStart: '2025-04-15T05:00:00.000Z',
          sessionEnd: '2025-04-15T05:20:00.000Z',
          lastActivity: '',
        },
        {
          sessionStart: '2025-04-15T16:00:00.000Z',
          sessionEnd: null,
          lastActivity: '2025-04-15T16:10:00.000Z',
        },
        // 00:30 on the 14th in Paris, though still the 13th in UTC.
        {
          sessionStart: '2025-04-13T22:30:00.000Z',
          sessionEnd: '2025-04-13T22:35:00.000Z',
          lastActivity: '',
        },
      ],
      { today: '2025-04-15', days: 3, timeZone: PARIS },
    );
    expect(days).toEqual([
      { date: '2025-04-13', minutes: 0, sessions: 0 },
      { date: '2025-04-14', minutes: 5, sessions: 1 },
      { date: '2025-04-15', minutes: 30, sessions: 2 },
    ]);
  });

  it('D-USAGE-3: splits a session that runs past midnight between the two days', () => {
    const days = usageByDay(
      [
        {
          sessionStart: '2025-04-14T21:45:00.000Z',
          sessionEnd: '2025-04-14T22:30:00.000Z',
          lastActivity: '',
        },
      ],
      { today: '2025-04-15', days: 2, timeZone: PARIS },
    );
    expect(days).toEqual([
      { date: '2025-04-14', minutes: 15, sessions: 1 },
      { date: '2025-04-15', minutes: 30, sessions: 0 },
    ]);
  });

  it('D-USAGE-3: rounds each day once, so many short sessions still add up', () => {
    const sessions = Array.from({ length: 6 }, (_, index) => ({
      sessionStart: `2025-04-15T08:0${index}:00.000Z`,
      sessionEnd: `2025-04-15T08:0${index}:30.000Z`,
      lastActivity: '',
    }));
    expect(usageByDay(sessions, { today: '2025-04-15', days: 1, timeZone: PARIS })).toEqual([
      { date: '2025-04-15', minutes: 3, sessions: 6 },
    ]);
  });

  it('D-USAGE-3: a day of 23 hours (spring forward) ends at its own midnight', () => {
    // Paris springs forward on 2025-03-30: that day runs from 23:00 UTC on the 29th to 22:00 UTC on the 30th.
    const days = usageByDay(
      [
        {
          sessionStart: '2025-03-30T21:50:00.000Z',
          sessionEnd: '2025-03-30T22:10:00.000Z',
          lastActivity: '',
        },
      ],
      { today: '2025-03-31', days: 2, timeZone: PARIS },
    );
    expect(days).toEqual([
      { date: '2025-03-30', minutes: 10, sessions: 1 },
      { date: '2025-03-31', minutes: 10, sessions: 0 },
    ]);
  });
});
