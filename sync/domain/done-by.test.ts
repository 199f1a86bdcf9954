import { describe, expect, it } from 'vitest';
import type { Doer } from '../schemas/done-by';
import { doneByRefusal, stepDoneBy, stepsDoneByRefusal } from './done-by';

const efua: Doer = { kind: 'member', id: '11111111-1111-4111-8111-111111111111' };
const kofi = { kind: 'member', id: '22222222-2222-4222-8222-222222222222' } as const;
const kitchen: Doer = { kind: 'board', id: 'kitchen-tablet' };

describe('who did it', () => {
  it('D-DONEBY-1: a member may name themself and a board its own device', () => {
    expect(doneByRefusal(efua, { ...efua }, null)).toBeNull();
    expect(doneByRefusal(kitchen, { kind: 'board', id: 'kitchen-tablet' }, undefined)).toBeNull();
  });

  it('D-DONEBY-1: a member naming another member, or a board, is refused', () => {
    expect(doneByRefusal(efua, kofi, null)).toBe('You can only say you did something yourself.');
    expect(doneByRefusal(efua, { kind: 'board', id: 'kitchen-tablet' }, null)).not.toBeNull();
  });

  it('D-DONEBY-1: a board naming another board, or a member, is refused', () => {
    expect(doneByRefusal(kitchen, { kind: 'board', id: 'hall-tablet' }, null)).toBe(
      'A board can only say it did something itself.',
    );
    expect(doneByRefusal(kitchen, kofi, null)).not.toBeNull();
  });

  it('D-DONEBY-1: changing a stored value to someone other than the pusher is refused', () => {
    expect(doneByRefusal(efua, kofi, { ...efua })).not.toBeNull();
  });

  it("D-DONEBY-2: an unchanged value passes, even when it names someone else (another device's earlier value)", () => {
    expect(doneByRefusal(efua, kofi, kofi)).toBeNull();
    expect(doneByRefusal(kitchen, kofi, { kind: 'member', id: kofi.id })).toBeNull();
  });

  it('D-DONEBY-3: null, or a document that does not say, claims nobody and passes', () => {
    expect(doneByRefusal(efua, null, kofi)).toBeNull();
    expect(doneByRefusal(kitchen, undefined, null)).toBeNull();
  });
});

describe('who ticked a step', () => {
  const tick = (doneBy: unknown) => ({ completedAt: '2026-11-28T07:00:00.000Z', by: 'parent', doneBy });

  it('D-DONEBY-4: a tick names its member or board; one that does not say, or is no tick, names nobody', () => {
    expect(stepDoneBy(tick(kofi))).toEqual(kofi);
    expect(stepDoneBy({ completedAt: '2026-11-28T07:00:00.000Z', by: 'board' })).toBeNull();
    expect(stepDoneBy(true)).toBeNull();
    expect(stepDoneBy(tick({ kind: 'child', id: 'x' }))).toBeNull();
  });

  it('D-DONEBY-4: a new tick naming the pusher passes, one naming anyone else is refused', () => {
    expect(stepsDoneByRefusal(efua, { 'brush teeth': tick(efua) }, null)).toBeNull();
    expect(stepsDoneByRefusal(kitchen, { story: tick(kitchen) }, {})).toBeNull();
    expect(stepsDoneByRefusal(efua, { story: tick(kofi) }, {})).toBe(
      'You can only say you did something yourself.',
    );
    expect(stepsDoneByRefusal(kitchen, { story: tick({ kind: 'board', id: 'hall' }) }, null)).toBe(
      'A board can only say it did something itself.',
    );
  });

  it("D-DONEBY-4: another's earlier tick carried along unchanged passes; changed to someone else, it is refused", () => {
    const stored = { 'brush teeth': tick(kofi), story: tick(kitchen) };
    expect(stepsDoneByRefusal(efua, { ...stored, bath: tick(efua) }, stored)).toBeNull();
    expect(stepsDoneByRefusal(efua, { ...stored, story: tick(kofi) }, stored)).not.toBeNull();
    expect(stepsDoneByRefusal(efua, { ...stored, story: tick(efua) }, stored)).toBeNull();
  });

  it('D-DONEBY-4: a removed tick, or one that names nobody, passes', () => {
    expect(stepsDoneByRefusal(kitchen, {}, { story: tick(kofi) })).toBeNull();
    expect(stepsDoneByRefusal(kitchen, { story: tick(null), bath: true }, {})).toBeNull();
  });
});
