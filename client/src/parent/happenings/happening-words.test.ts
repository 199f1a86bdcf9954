import { describe, expect, it } from 'vitest';
import { chosenWhen, happeningLine } from './happening-words';

const AT = '2026-03-02T16:05:00.000Z';
const names = {
  selfId: 'ama',
  members: [{ userId: 'efua', firstName: 'Efua' }],
  childName: 'Noor',
};

describe("the words of a child's day on the dashboard", () => {
  it('says who finished a routine, and when', () => {
    const line = happeningLine(
      { kind: 'routine', at: AT, id: 'r', name: 'Morning routine', by: 'board', doneBy: null },
      'UTC',
      names,
    );
    expect([line.icon, line.text, line.detail]).toEqual(['sun', 'Finished Morning routine', 'on the board']);
    expect(line.time).toMatch(/4:05/);
  });

  it('says a reward chosen and where it stands', () => {
    const line = happeningLine(
      { kind: 'reward', at: AT, id: 'x', name: 'Sticker', coins: 10, state: 'waiting', doneBy: null },
      'UTC',
      names,
    );
    expect([line.text, line.detail]).toEqual(['Chose Sticker', '10 coins · to hand over']);
  });

  it('says an alarm stopped by its time, and a job done with its coins', () => {
    expect(happeningLine({ kind: 'alarm', at: AT, id: 'a', time: '07:00' }, 'UTC', names).text).toMatch(
      /^Stopped the 7:00\sAM alarm$/,
    );
    const job = happeningLine(
      { kind: 'chore', at: AT, id: 'c', name: 'Feed the cat', coins: 1, doneBy: null },
      'UTC',
      names,
    );
    expect([job.text, job.detail]).toEqual(['Did Feed the cat', '1 coin']);
  });

  it('says when a waiting reward was chosen, on the family’s calendar', () => {
    expect(chosenWhen(AT, '2026-03-02', 'UTC')).toMatch(/^Chosen today at 4:05/);
    expect(chosenWhen(AT, '2026-03-03', 'UTC')).toMatch(/^Chosen yesterday at 4:05/);
    expect(chosenWhen('2026-03-02T23:30:00.000Z', '2026-03-03', 'Europe/Berlin')).toMatch(/^Chosen today/);
  });

  it('D-DONEBY-1: says who did a job or spent the coins, and nothing more when the entry does not say', () => {
    const job = { kind: 'chore', at: AT, id: 'c', name: 'Feed the cat', coins: 1 } as const;
    expect(happeningLine({ ...job, doneBy: { kind: 'member', id: 'efua' } }, 'UTC', names).detail).toBe(
      '1 coin · by Efua',
    );
    expect(happeningLine({ ...job, doneBy: null }, 'UTC', names).detail).toBe('1 coin');
    const reward = { kind: 'reward', at: AT, id: 'x', name: 'Sticker', coins: 10, state: 'waiting' } as const;
    expect(happeningLine({ ...reward, doneBy: { kind: 'board', id: 'kitchen' } }, 'UTC', names).detail).toBe(
      "10 coins · to hand over · Noor's board",
    );
  });
});

describe('who ticked, on the dashboard (D-DONEBY-4, D-HAPPEN-5)', () => {
  const step = {
    kind: 'step',
    at: AT,
    id: 'i/brush teeth',
    name: 'Brush teeth',
    routineName: 'Morning',
  } as const;

  it('says who ticked each step: a member, the reader, or the child’s board', () => {
    const line = happeningLine({ ...step, doneBy: { kind: 'member', id: 'efua' } }, 'UTC', names);
    expect([line.icon, line.text, line.detail]).toEqual(['check', 'Efua ticked Brush teeth', 'Morning']);
    expect(happeningLine({ ...step, doneBy: { kind: 'member', id: 'ama' } }, 'UTC', names).text).toBe(
      'You ticked Brush teeth',
    );
    expect(happeningLine({ ...step, doneBy: { kind: 'board', id: 'kitchen' } }, 'UTC', names).text).toBe(
      "Noor's board ticked Brush teeth",
    );
  });

  it('says who finished a routine by name, and where only when the last tick does not say who', () => {
    const routine = { kind: 'routine', at: AT, id: 'r', name: 'Morning', by: 'parent' } as const;
    expect(happeningLine({ ...routine, doneBy: { kind: 'member', id: 'efua' } }, 'UTC', names).detail).toBe(
      'by Efua',
    );
    expect(happeningLine({ ...routine, doneBy: null }, 'UTC', names).detail).toBe('ticked by a parent');
    expect(happeningLine({ ...routine, by: null, doneBy: null }, 'UTC', names).detail).toBeNull();
  });
});
