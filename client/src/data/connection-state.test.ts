// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  initialConnectionModel,
  nextConnectionModel,
  type ConnectionEvent,
  type ConnectionModel,
} from './connection-state';

const at = (second: number) => new Date(Date.UTC(2026, 10, 21, 7, 0, second));

function run(events: ConnectionEvent[], model: ConnectionModel = initialConnectionModel()): ConnectionModel {
  return events.reduce(nextConnectionModel, model);
}

/** One replication pulling successfully from `second`, idle again a second later. */
const syncedAt = (second: number): ConnectionEvent[] => [
  { type: 'active', replication: 0, active: true, at: at(second) },
  { type: 'outcome', outcome: 'ok', at: at(second) },
  { type: 'active', replication: 0, active: false, at: at(second + 1) },
];

describe('connection state', () => {
  it('records the moment every replication went idle after a successful exchange as the last sync', () => {
    const { state } = run(syncedAt(2));
    expect(state).toMatchObject({ status: 'online', lastSyncedAt: at(3) });
  });

  it('shows syncing while a replication works or a local change waits', () => {
    expect(run([{ type: 'active', replication: 1, active: true, at: at(0) }]).state.status).toBe('syncing');
    expect(run([{ type: 'pending', count: 2 }]).state).toMatchObject({ status: 'syncing', pendingWrites: 2 });
  });

  it('shows offline after a request without answer, keeping the last sync time, and online after the next answer', () => {
    const offline = run([
      ...syncedAt(2),
      { type: 'active', replication: 0, active: true, at: at(10) },
      { type: 'outcome', outcome: 'unreachable', at: at(10) },
      { type: 'active', replication: 0, active: false, at: at(11) },
    ]);
    expect(offline.state).toMatchObject({ status: 'offline', lastSyncedAt: at(3) });
    const back = run(syncedAt(20), offline);
    expect(back.state).toMatchObject({ status: 'online', lastSyncedAt: at(21) });
  });

  it('shows offline whenever the browser says so, whatever the last answer', () => {
    const { state } = run([...syncedAt(2), { type: 'browser-online', online: false }]);
    expect(state.status).toBe('offline');
  });

  it('does not count a failed exchange as a sync when the replications go idle', () => {
    const { state } = run([
      { type: 'active', replication: 0, active: true, at: at(0) },
      { type: 'replication-error', at: at(0) },
      { type: 'active', replication: 0, active: false, at: at(1) },
    ]);
    expect(state.lastSyncedAt).toBeNull();
  });

  it('says unauthorized after a 401 and update required after a 426, until a request succeeds', () => {
    const refused = run([
      { type: 'outcome', outcome: 'unauthorized', at: at(0) },
      { type: 'outcome', outcome: 'update-required', at: at(1) },
    ]);
    expect(refused.state).toMatchObject({ unauthorized: true, updateRequired: true, status: 'online' });
    const fine = run([{ type: 'outcome', outcome: 'ok', at: at(2) }], refused);
    expect(fine.state).toMatchObject({ unauthorized: false, updateRequired: false });
  });

  it('keeps a device that only had a write refused counted as caught up', () => {
    const { state } = run([
      ...syncedAt(0),
      { type: 'active', replication: 0, active: true, at: at(5) },
      { type: 'outcome', outcome: 'refused', at: at(5) },
      { type: 'active', replication: 0, active: false, at: at(6) },
    ]);
    expect(state).toMatchObject({ status: 'online', lastSyncedAt: at(6) });
  });
});
