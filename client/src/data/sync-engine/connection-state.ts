// What the app shows about its connection (docs/house-style.md#connectivity-is-a-state: connectivity is a
// state, not an error): a calm "offline · last synced 7:02 · 3 changes waiting" badge, derived from the
// replications and from what each request's answer said — never a toast per failed request. Before every
// collection's first pull has landed (first-pull.ts, SPEC I-STATE-4) the device is not caught up, whatever
// its replications say: it is getting the family's data, and counts what has arrived so far.
import {
  auditTime,
  buffer,
  distinctUntilChanged,
  filter,
  fromEvent,
  map,
  merge,
  of,
  scan,
  share,
  shareReplay,
  startWith,
  type BehaviorSubject,
  type Observable,
} from 'rxjs';
import type { SyncOutcome } from './sync-http';
import type { CollectionReplication } from '../synced-document';

/** Whether the device reaches the server, and whether it is exchanging changes right now. */
export type ConnectionStatus = 'online' | 'offline' | 'syncing';

/** The connection as the UI shows it. */
export interface ConnectionState {
  status: ConnectionStatus;
  /**
   * When this device was last caught up with the server (null: not yet since it started). Never before
   * every collection's first pull has landed.
   */
  lastSyncedAt: Date | null;
  /** Every collection's first pull has landed on this device, now or on an earlier visit. */
  firstPullLanded: boolean;
  /** Documents received since the app opened, counted while the first pull has not landed. */
  firstPullReceived: number;
  /** Local changes the server has not acknowledged yet. */
  pendingWrites: number;
  /** The server needs a newer app (426): show "update available". */
  updateRequired: boolean;
  /** The server does not know this device any more (401): the parent is signed out, the board unpaired. */
  unauthorized: boolean;
}

/** One thing that happened, as the state machine sees it. */
export type ConnectionEvent =
  | { type: 'outcome'; outcome: SyncOutcome; at: Date }
  | { type: 'replication-error'; at: Date }
  | { type: 'active'; replication: number; active: boolean; at: Date }
  | { type: 'pending'; count: number }
  | { type: 'browser-online'; online: boolean }
  | { type: 'received'; count: number }
  | { type: 'first-pull-landed'; replication: number; at: Date };

/** The state machine's memory: the shown state plus what it is derived from. */
export interface ConnectionModel {
  browserOnline: boolean;
  reachable: boolean;
  /** Did the latest exchange with the server succeed? Only then does going idle mean "caught up". */
  lastExchangeOk: boolean;
  active: readonly boolean[];
  /** Per replication: has its collection's first pull landed? */
  landed: readonly boolean[];
  state: ConnectionState;
}

/**
 * The model before anything happened: optimistic, never synced. `landed` says, per replication, whether
 * its collection's first pull landed on an earlier visit (none given: nothing left to arrive).
 */
export function initialConnectionModel(landed: readonly boolean[] = []): ConnectionModel {
  return {
    browserOnline: true,
    reachable: true,
    lastExchangeOk: false,
    active: [],
    landed,
    state: {
      status: 'online',
      lastSyncedAt: null,
      pendingWrites: 0,
      updateRequired: false,
      unauthorized: false,
      firstPullLanded: landed.every(Boolean),
      firstPullReceived: 0,
    },
  };
}

function statusOf(model: ConnectionModel): ConnectionStatus {
  if (!model.browserOnline || !model.reachable) return 'offline';
  return model.active.some(Boolean) || model.state.pendingWrites > 0 ? 'syncing' : 'online';
}

/** Caught up: every first pull landed, nothing under way, and the latest exchange went through. */
function caughtUp(model: ConnectionModel): boolean {
  return (
    model.state.firstPullLanded && !model.active.some(Boolean) && model.reachable && model.lastExchangeOk
  );
}

function withOutcome(model: ConnectionModel, outcome: SyncOutcome, at: Date): ConnectionModel {
  const answered = outcome !== 'unreachable';
  const ok = outcome === 'ok';
  const idle = !model.active.some(Boolean) && model.state.firstPullLanded;
  return {
    ...model,
    reachable: answered,
    // A refused write is reverted locally; it does not make the device any less caught up.
    lastExchangeOk: ok || (outcome === 'refused' && model.lastExchangeOk),
    state: {
      ...model.state,
      lastSyncedAt: ok && idle ? at : model.state.lastSyncedAt,
      unauthorized: outcome === 'unauthorized' || (!ok && model.state.unauthorized),
      updateRequired: outcome === 'update-required' || (!ok && model.state.updateRequired),
    },
  };
}

/** The pure transition of the connection state: the model after one event. */
export function nextConnectionModel(model: ConnectionModel, event: ConnectionEvent): ConnectionModel {
  let next: ConnectionModel;
  switch (event.type) {
    case 'outcome':
      next = withOutcome(model, event.outcome, event.at);
      break;
    case 'replication-error':
      next = { ...model, lastExchangeOk: false };
      break;
    case 'active': {
      const active = [...model.active];
      active[event.replication] = event.active;
      const nowIdle = model.active.some(Boolean) && !active.some(Boolean);
      next = { ...model, active };
      if (nowIdle && caughtUp(next)) next = { ...next, state: { ...next.state, lastSyncedAt: event.at } };
      break;
    }
    case 'first-pull-landed': {
      const landed = [...model.landed];
      landed[event.replication] = true;
      const arrived = landed.every(Boolean);
      next = { ...model, landed, state: { ...model.state, firstPullLanded: arrived } };
      // The last collection landing may be the moment the device is caught up (its replication went
      // idle a moment before, when it could not count yet).
      if (arrived && !model.state.firstPullLanded && caughtUp(next)) {
        next = { ...next, state: { ...next.state, lastSyncedAt: event.at } };
      }
      break;
    }
    case 'received':
      next = model.state.firstPullLanded
        ? model
        : {
            ...model,
            state: { ...model.state, firstPullReceived: model.state.firstPullReceived + event.count },
          };
      break;
    case 'pending':
      next = { ...model, state: { ...model.state, pendingWrites: event.count } };
      break;
    case 'browser-online':
      next = { ...model, browserOnline: event.online };
      break;
  }
  return { ...next, state: { ...next.state, status: statusOf(next) } };
}

/** `navigator.onLine` and its changes, where the platform has them (always online elsewhere). */
export function browserOnline$(): Observable<boolean> {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return of(true);
  return merge(
    fromEvent(window, 'online').pipe(map(() => true)),
    fromEvent(window, 'offline').pipe(map(() => false)),
  ).pipe(startWith(navigator.onLine));
}

/** What the connection state is derived from. */
export interface ConnectionSources {
  replications: readonly CollectionReplication[];
  /** Per replication, in the same order: whether its collection's first pull has landed (first-pull.ts). */
  firstPullsLanded: readonly BehaviorSubject<boolean>[];
  outcomes$: Observable<SyncOutcome>;
  pendingWrites$: Observable<number>;
  online$?: Observable<boolean>;
}

/** The connection state, replayed to late subscribers, changing only when something visible changes. */
export function connectionState$(sources: ConnectionSources): Observable<ConnectionState> {
  const now = () => new Date();
  const events: Observable<ConnectionEvent>[] = [
    sources.outcomes$.pipe(map((outcome) => ({ type: 'outcome', outcome, at: now() }) as const)),
    sources.pendingWrites$.pipe(map((count) => ({ type: 'pending', count }) as const)),
    (sources.online$ ?? browserOnline$()).pipe(
      map((online) => ({ type: 'browser-online', online }) as const),
    ),
    ...sources.replications.flatMap((replication, index) => [
      replication.active$.pipe(
        map((active) => ({ type: 'active', replication: index, active, at: now() }) as const),
      ),
      replication.error$.pipe(map(() => ({ type: 'replication-error', at: now() }) as const)),
      // Documents sent or received prove that an exchange succeeded.
      merge(replication.sent$, replication.received$).pipe(
        map(() => ({ type: 'outcome', outcome: 'ok', at: now() }) as const),
      ),
      countedEvery(replication.received$, RECEIVED_COUNT_MS).pipe(
        map((count) => ({ type: 'received', count }) as const),
      ),
    ]),
    ...sources.firstPullsLanded.map((landed$, index) =>
      landed$.pipe(
        filter(Boolean),
        map(() => ({ type: 'first-pull-landed', replication: index, at: now() }) as const),
      ),
    ),
  ];
  const initial = initialConnectionModel(sources.firstPullsLanded.map((landed$) => landed$.value));
  return merge(...events).pipe(
    scan(nextConnectionModel, initial),
    map((model) => model.state),
    startWith(initial.state),
    distinctUntilChanged(sameState),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

// A first sync receives thousands of documents a second: the figure moves a few times a second, not per
// document.
const RECEIVED_COUNT_MS = 250;

/** How many values `source` emitted, told at most once per `ms` (nothing while it is quiet). */
function countedEvery(source: Observable<unknown>, ms: number): Observable<number> {
  const shared = source.pipe(share());
  return shared.pipe(
    buffer(shared.pipe(auditTime(ms))),
    map((values) => values.length),
  );
}

function sameState(a: ConnectionState, b: ConnectionState): boolean {
  return (
    a.firstPullLanded === b.firstPullLanded &&
    a.firstPullReceived === b.firstPullReceived &&
    a.status === b.status &&
    a.lastSyncedAt?.getTime() === b.lastSyncedAt?.getTime() &&
    a.pendingWrites === b.pendingWrites &&
    a.updateRequired === b.updateRequired &&
    a.unauthorized === b.unauthorized
  );
}
