import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeConnection } from './connection-badge';

const base = {
  status: 'online',
  lastSyncedAt: null,
  pendingWrites: 0,
  updateRequired: false,
  unauthorized: false,
  firstPullLanded: true,
  firstPullReceived: 0,
} as const;

describe('describeConnection', () => {
  it('says offline calmly, with when it last synced and what is waiting', () => {
    const state = {
      ...base,
      status: 'offline',
      lastSyncedAt: new Date(2026, 10, 21, 7, 2),
      pendingWrites: 3,
    } as const;
    const { label, tone } = describeConnection(state);
    expect(label).toMatch(/^Offline · last synced 7:02\s?AM · 3 changes waiting$/);
    expect(tone).toBe('away');
  });

  it('counts one waiting change in the singular', () => {
    expect(describeConnection({ ...base, status: 'offline', pendingWrites: 1 }).label).toBe(
      'Offline · 1 change waiting',
    );
  });

  it('shows syncing while changes are on their way', () => {
    expect(describeConnection({ ...base, pendingWrites: 2 })).toEqual({ label: 'Syncing…', tone: 'busy' });
  });

  it('asks for a reload when the server needs a newer app, before anything else', () => {
    expect(describeConnection({ ...base, status: 'offline', updateRequired: true }).tone).toBe('act');
  });

  it('asks the parent to log in again when the session has ended', () => {
    expect(describeConnection({ ...base, unauthorized: true }).label).toBe('Log in again to sync');
  });

  it('I-STATE-4: says it is getting the family data, with how much has come, until the first pull has landed', () => {
    const fresh = { ...base, firstPullLanded: false, status: 'syncing' } as const;
    expect(describeConnection(fresh)).toEqual({ label: "Getting your family's data…", tone: 'busy' });
    expect(describeConnection({ ...fresh, firstPullReceived: 1240 }).label).toBe(
      "Getting your family's data… 1,240 so far",
    );
  });

  it('I-STATE-4: says offline in plain words when nothing of the family has arrived yet', () => {
    const state = { ...base, firstPullLanded: false, status: 'offline', pendingWrites: 1 } as const;
    expect(describeConnection(state)).toEqual({
      label: "Offline — your family's data hasn't arrived yet · 1 change waiting",
      tone: 'away',
    });
  });

  it('I-STATE-4: never says synced or online before the first pull has landed, whatever else the state says', () => {
    const states = fc.record({
      status: fc.constantFrom('online', 'offline', 'syncing'),
      lastSyncedAt: fc.option(fc.date({ noInvalidDate: true })),
      pendingWrites: fc.nat(5),
      updateRequired: fc.boolean(),
      unauthorized: fc.boolean(),
      firstPullLanded: fc.constant(false),
      firstPullReceived: fc.nat(100_000),
    });
    fc.assert(
      fc.property(states, (state) => {
        expect(describeConnection(state).label).not.toMatch(/^(Synced|Online|Syncing)/);
      }),
    );
  });
});
