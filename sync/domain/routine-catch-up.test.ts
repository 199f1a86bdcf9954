import { describe, expect, it } from 'vitest';
import type { CompletionStatus } from '../schemas/enums';
import { routinesToCatchUp } from './routine-catch-up';

const ZONE = 'America/New_York';

function routine(id: string, startTime: string, minutes: number[]) {
  return {
    id,
    isActive: true,
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime,
    tasks: minutes.map((duration) => ({ duration })),
  };
}

const morning = routine('morning', '07:00', [5, 10, 5]); // 07:00–07:20, grace to 07:50
const evening = routine('evening', '19:00', [10, 20]); // 19:00–19:30: the routines' night from 19:30
const nothingDone = () => undefined;
const statuses = (states: Record<string, CompletionStatus>) => (id: string) => states[id];
// 2026-03-10 is a Tuesday; New York is on EDT (UTC-4) from 8 March.
const at = (iso: string) => new Date(iso);

describe('D-SCHED-4: routines to catch up', () => {
  it('offers today’s routines whose window closed, neither done nor started, by start time', () => {
    const lunch = routine('lunch', '12:00', [10]); // until 12:10, grace to 12:40
    // 13:00 in New York: morning and lunch are past, evening is to come.
    const noon = at('2026-03-10T17:00:00Z');
    const offered = routinesToCatchUp([lunch, evening, morning], noon, ZONE, nothingDone);
    expect(offered.map((o) => o.routine.id)).toEqual(['morning', 'lunch']);
    const later = routinesToCatchUp(
      [lunch, evening, morning],
      noon,
      ZONE,
      statuses({ morning: 'completed', lunch: 'in_progress' }),
    );
    expect(later).toEqual([]);
  });

  it('offers no routine of yesterday, and none still in its window', () => {
    // 07:30 on 11 March: yesterday's evening was never done; this morning's window is open.
    const offered = routinesToCatchUp([morning, evening], at('2026-03-11T11:30:00Z'), ZONE, nothingDone);
    expect(offered).toEqual([]);
  });

  it('offers nothing once the routines’ night has begun: the morning is not for bedtime', () => {
    // 19:45 in New York, after the evening routine: the morning was never done.
    const offered = routinesToCatchUp([morning, evening], at('2026-03-10T23:45:00Z'), ZONE, nothingDone);
    expect(offered).toEqual([]);
    // 18:00, before the night: it is still on offer.
    const before = routinesToCatchUp([morning, evening], at('2026-03-10T22:00:00Z'), ZONE, nothingDone);
    expect(before.map((o) => o.routine.id)).toEqual(['morning']);
  });
});
