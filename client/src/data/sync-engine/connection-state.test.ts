// @vitest-environment node
import fc from 'fast-check';
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

/** An event made at a given second of the scenario. */
type MakeEvent = (second: number) => ConnectionEvent;

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

  it('I-STATE-4: does not count a sync before every collection has had its first pull', () => {
    const { state } = run(
      [...syncedAt(2), { type: 'first-pull-landed', replication: 0, at: at(3) }],
      initialConnectionModel([false, false]),
    );
    expect(state).toMatchObject({ firstPullLanded: false, lastSyncedAt: null, status: 'online' });
  });

  it('I-STATE-4: counts the sync at the moment the last first pull lands, when all else is idle already', () => {
    const { state } = run(
      [
        { type: 'first-pull-landed', replication: 1, at: at(1) },
        ...syncedAt(2),
        { type: 'first-pull-landed', replication: 0, at: at(4) },
      ],
      initialConnectionModel([false, false]),
    );
    expect(state).toMatchObject({ firstPullLanded: true, lastSyncedAt: at(4) });
  });

  it('I-STATE-4: starts landed when every first pull landed on an earlier visit', () => {
    expect(initialConnectionModel([true, true]).state.firstPullLanded).toBe(true);
    expect(initialConnectionModel([true, false]).state.firstPullLanded).toBe(false);
  });

  it('I-STATE-4: counts the documents received until the first pull has landed, and no further', () => {
    const { state } = run(
      [
        { type: 'received', count: 1000 },
        { type: 'received', count: 240 },
        { type: 'first-pull-landed', replication: 0, at: at(1) },
        { type: 'received', count: 5 },
      ],
      initialConnectionModel([false]),
    );
    expect(state).toMatchObject({ firstPullLanded: true, firstPullReceived: 1240 });
  });

  it('I-STATE-4: in any order of events, is never caught up before every first pull has landed', () => {
    const scenario = fc.integer({ min: 1, max: 4 }).chain((replications) => {
      const index = fc.nat(replications - 1);
      const event = fc.oneof<fc.Arbitrary<MakeEvent>[]>(
        fc
          .record({ replication: index, active: fc.boolean() })
          .map((fields): MakeEvent => (second) => ({ type: 'active', ...fields, at: at(second) })),
        fc
          .constantFrom('ok', 'ok', 'unreachable', 'refused', 'unauthorized', 'update-required')
          .map((outcome): MakeEvent => (second) => ({ type: 'outcome', outcome, at: at(second) })),
        fc.constant<MakeEvent>((second) => ({ type: 'replication-error', at: at(second) })),
        fc.nat(3).map((count): MakeEvent => () => ({ type: 'pending', count })),
        fc.boolean().map((online): MakeEvent => () => ({ type: 'browser-online', online })),
        fc.integer({ min: 1, max: 500 }).map((count): MakeEvent => () => ({ type: 'received', count })),
        index.map((replication): MakeEvent => (second) => ({
          type: 'first-pull-landed',
          replication,
          at: at(second),
        })),
      );
      return fc.record({
        landedBefore: fc.array(fc.boolean(), { minLength: replications, maxLength: replications }),
        events: fc.array(event, { maxLength: 60 }),
      });
    });
    fc.assert(
      fc.property(scenario, ({ landedBefore, events }) => {
        let model = initialConnectionModel(landedBefore);
        const landed = [...landedBefore];
        let received = 0;
        events.forEach((make, second) => {
          const event = make(second);
          const before = landed.every(Boolean);
          if (event.type === 'first-pull-landed') landed[event.replication] = true;
          if (event.type === 'received' && !before) received += event.count;
          model = nextConnectionModel(model, event);
          expect(model.state.firstPullLanded).toBe(landed.every(Boolean));
          if (!model.state.firstPullLanded) expect(model.state.lastSyncedAt).toBeNull();
          expect(model.state.firstPullReceived).toBe(received);
        });
      }),
      { numRuns: 500 },
    );
  });
});
