import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from './collections';

/** The collections whose declaration `pick` gives a value (not null), with that value. */
function where(pick: (name: CollectionName) => unknown): Record<string, unknown> {
  const declared: Record<string, unknown> = {};
  for (const name of COLLECTION_NAMES) {
    const value = pick(name);
    if (value !== null) declared[name] = value;
  }
  return declared;
}

describe('what each collection declares about its writers', () => {
  it('records who did it in the ledger and in job instances, and per ticked step in routine instances', () => {
    expect(where((name) => COLLECTIONS[name].doneByIn)).toEqual({
      routineInstances: 'steps',
      choreInstances: 'document',
      rewardTransactions: 'document',
    });
  });

  it('lets a caregiver write only ticks, stops, the coins of a tick and a handover, and a board no more than that and its own use', () => {
    const caregiver = Object.keys(where((name) => COLLECTIONS[name].caregiverWrites));
    const board = Object.keys(where((name) => COLLECTIONS[name].boardWrites));
    expect(caregiver.sort()).toEqual(
      ['alarms', 'choreInstances', 'rewardHandovers', 'rewardTransactions', 'routineInstances'].sort(),
    );
    expect(board.sort()).toEqual(
      ['alarms', 'boardUsageSessions', 'choreInstances', 'rewardTransactions', 'routineInstances'].sort(),
    );
  });

  it('names in every write rule only fields the collection has', () => {
    for (const name of COLLECTION_NAMES) {
      for (const rule of [COLLECTIONS[name].boardWrites, COLLECTIONS[name].caregiverWrites]) {
        if (rule === null) continue;
        const fields = Object.keys(COLLECTIONS[name].schema.shape);
        for (const field of rule.fields) expect(fields, `${name}.${field}`).toContain(field);
      }
    }
  });
});
