import { describe, expect, it } from 'vitest';
import { doneByOf, doneByRefusal, type Pusher } from './done-by';

const efua: Pusher = { kind: 'member', userId: '11111111-1111-4111-8111-111111111111' };
const kofi = { kind: 'member', id: '22222222-2222-4222-8222-222222222222' } as const;
const kitchen: Pusher = { kind: 'board', deviceId: 'kitchen-tablet' };

describe('who did it', () => {
  it('D-DONEBY-1: a member may name themself and a board its own device', () => {
    expect(doneByRefusal(efua, doneByOf(efua), null)).toBeNull();
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
    expect(doneByRefusal(efua, kofi, doneByOf(efua))).not.toBeNull();
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
