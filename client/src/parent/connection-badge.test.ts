import { describe, expect, it } from 'vitest';
import { describeConnection } from './connection-badge';

const base = {
  status: 'online',
  lastSyncedAt: null,
  pendingWrites: 0,
  updateRequired: false,
  unauthorized: false,
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
});
