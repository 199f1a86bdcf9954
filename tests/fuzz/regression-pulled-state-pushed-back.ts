// A lost write the fuzz test's chain check found once under load (I-FUZZ-6, seed 3, ADR 0069), played step
// by step. RxDB's pull stores a document in two writes — the document, then its confirmed state — and a
// push that reads the document between the two sends the pulled copy as if it were a local edit, based on
// the confirmed state from before. When that pulled copy is older than the confirmed state (a pull page
// read from the server just before this device's own push committed), the push puts the older copy back
// over the device's own acknowledged write, and the server's conflict check agrees: the base it is given
// is exactly what it holds.
import {
  getComposedPrimaryKeyOfDocumentData,
  type RxStorageInstance,
  type RxStorageInstanceReplicationState,
} from 'rxdb';
import { collectionOf } from '../../client/src/data/create-database';
import { toLocalDocument } from '../../client/src/data/synced-document';
import { pushChildren, type FuzzDevice, type FuzzFamily } from './devices';
import { watchWire } from './device-wire';
import { familyDocuments } from './invariants';
import { OwnWrites } from './own-writes';
import { recordPushes } from './push-recorder';
import { startFuzzServer } from './restartable-server';
import { chainProblem } from './write-chains';
import { startClient, waitFor, type Doc } from '../kit/sync/sync-clients';
import { childDocument } from '../kit/sync/sync-requests';
import { createTestNetwork, registerParent, type TestNetwork } from '../kit/sync/test-network';

/** A gate a step of the scenario waits at until it is opened; `reached` resolves once something waits. */
class Gate {
  #open: () => void = () => undefined;
  #reach: () => void = () => undefined;
  readonly opened = new Promise<void>((resolve) => (this.#open = resolve));
  readonly reached = new Promise<void>((resolve) => (this.#reach = resolve));

  async pass(): Promise<void> {
    this.#reach();
    await this.opened;
  }

  open(): void {
    this.#open();
  }
}

/**
 * A device's network whose next pull answer holding `text` is held back (already read on the server)
 * until the gate opens: a pull that is slow to come back, as on a busy server.
 */
function networkHoldingAPull(): { network: TestNetwork; holdPullWith: (text: string) => Gate } {
  const base = createTestNetwork();
  let hold: { text: string; gate: Gate } | undefined;
  const network: TestNetwork = {
    fetch: async (input, init) => {
      const response = await base.fetch(input, init);
      const armed = hold;
      if (armed !== undefined && new URL(input).pathname.endsWith('/pull')) {
        if ((await response.clone().text()).includes(armed.text)) {
          hold = undefined;
          await armed.gate.pass();
        }
      }
      return response;
    },
    setOnline: (online) => base.setOnline(online),
    get online() {
      return base.online;
    },
    get requests() {
      return base.requests;
    },
    loseAnswers: (request, count) => base.loseAnswers(request, count),
    holdBack: (request) => base.holdBack(request),
  };
  return {
    network,
    holdPullWith: (text) => {
      const gate = new Gate();
      hold = { text, gate };
      return gate;
    },
  };
}

type Meta = { itemId: string; isCheckpoint: string; docData: Doc };

/** What the scenario ends with. */
export interface PulledStateVerdict {
  /** The routine's name on the phone just after the slow pull was stored. */
  nameAfterTheSlowPull: unknown;
  /** Whether the phone sent the pulled copy back to the server. */
  pushedThePulledCopy: boolean;
  /** The routine's name on the server in the end: the phone's last rename unless it was lost. */
  finalName: unknown;
  /** What the fuzz test's chain check says about the routine's committed writes. */
  problem: string | undefined;
}

/**
 * A parent's phone creates a routine "Morning" and renames it "Before school"; the pull that follows that
 * push is read on the server but comes back slowly. Meanwhile the phone renames the routine "After
 * breakfast", and the server commits it and the phone confirms it. The push is then busy while a change
 * on the server queues a resync; the slow pull arrives and RxDB stores its "Before school" as the phone's
 * copy; and just before the matching confirmed state is stored, the push is free and resyncs. Answers what
 * the phone held then, whether it pushed the pulled copy, and how the routine ends on the server.
 */
export async function pulledStatePushedBack(): Promise<PulledStateVerdict> {
  const recorder = recordPushes();
  const fuzz = await startFuzzServer();
  const { network, holdPullWith } = networkHoldingAPull();
  const ownWrites = new OwnWrites();
  let phone: FuzzDevice | undefined;
  try {
    const user = await registerParent(network, fuzz.server.baseUrl);
    const child = toLocalDocument('children', childDocument(user.familyId, user.id, { name: 'Mia' }));
    await pushChildren(network, fuzz.server.baseUrl, [child]);
    const principal = { kind: 'parent', familyId: user.familyId, userId: user.id, role: 'owner' } as const;
    const wire = watchWire('phone', network);
    const client = await startClient(
      fuzz.server,
      { kind: 'parent', userId: user.id },
      { kind: 'parent' },
      wire.network,
      ['routines'],
    );
    phone = {
      name: 'phone',
      kind: 'parent',
      client,
      principal,
      collections: ['routines'],
      credential: '',
      wire,
    };
    const family: FuzzFamily = {
      familyId: user.familyId,
      userId: user.id,
      childIds: [String(child.id), String(child.id)],
      devices: [phone],
    };
    ownWrites.watch(phone);
    const routines = collectionOf(client.database, 'routines');
    const replication = client.replication.states.get('routines');
    // RxDB opens a replication's storage once it has started.
    await client.replication.awaitInSync();
    const internal = replication?.internalReplicationState as
      RxStorageInstanceReplicationState<unknown> | undefined;
    const meta = replication?.metaInstance as RxStorageInstance<Meta, unknown, unknown> | undefined;
    if (replication === undefined || internal === undefined || meta === undefined) {
      throw new Error('the routines replication has not started');
    }

    const now = new Date().toISOString();
    const routine = toLocalDocument('routines', {
      id: crypto.randomUUID(),
      familyId: user.familyId,
      childId: child.id,
      name: 'Morning',
      startTime: '07:00',
      tasks: [{ name: 'Brush teeth', duration: 2, icon: 'star', completed: false }],
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      createdAt: now,
      updatedAt: now,
    });
    const id = String(routine.id);
    await routines.insert(routine);
    const onServer = async () =>
      (await familyDocuments(fuzz.server, family, 'routines')).find((document) => document.id === id);
    const serverName = async (name: string) => ((await onServer())?.name === name ? true : undefined);
    const confirmedName = async (name: string) => {
      const key = getComposedPrimaryKeyOfDocumentData(meta.schema, { itemId: id, isCheckpoint: '0' });
      const [confirmed] = await meta.findDocumentsById([key], false);
      return confirmed?.docData.name === name ? true : undefined;
    };
    const rename = async (name: string) => {
      const document = await routines.findOne(id).exec();
      await document?.incrementalPatch({ name });
    };
    await waitFor(() => serverName('Morning'), { what: 'the routine on the server' });
    await client.replication.awaitInSync();

    // The pull after "Before school" is pushed is read on the server, then held on its way back.
    const slowPull = holdPullWith('Before school');
    await rename('Before school');
    await waitFor(() => serverName('Before school'), { what: 'the first rename on the server' });
    await slowPull.reached;

    // Meanwhile the phone renames again, and the server commits it and the phone confirms it.
    await rename('After breakfast');
    await waitFor(() => serverName('After breakfast'), { what: 'the second rename on the server' });
    await waitFor(() => confirmedName('After breakfast'), { what: 'the second rename confirmed' });

    // The push is busy (a request slow to come back from a busy server) when a change on the server —
    // any device's — asks it to resync: to look at every document stored since it last looked.
    const busy = new Gate();
    internal.streamQueue.up = internal.streamQueue.up.then(() => busy.pass());
    await busy.reached;
    const queued = internal.stats.up.processTasks;
    replication.reSync();
    await waitFor(() => (internal.stats.up.processTasks > queued ? true : undefined), {
      intervalMs: 1,
      what: 'the resync to be queued',
    });

    // The slow pull arrives: its copy is stored, and its confirmed state is about to be written when the
    // push, free again, resyncs.
    const confirming = new Gate();
    const bulkWrite = meta.bulkWrite.bind(meta);
    meta.bulkWrite = async (rows, context) => {
      if (context === 'replication-down-write-meta' && rows.some((row) => row.document.itemId === id)) {
        meta.bulkWrite = bulkWrite;
        await confirming.pass();
      }
      return bulkWrite(rows, context);
    };
    slowPull.open();
    await confirming.reached;
    const nameAfterTheSlowPull = (await routines.findOne(id).exec())?.name;

    const pushes = () => network.requests.filter((request) => request === 'POST /api/sync/routines/push');
    const sent = pushes().length;
    const resyncs = internal.stats.up.upstreamInitialSync;
    busy.open();
    await waitFor(() => (internal.stats.up.upstreamInitialSync > resyncs ? true : undefined), {
      intervalMs: 1,
      what: 'the push to resync',
    });
    await internal.streamQueue.up;
    const pushedThePulledCopy = pushes().length > sent;

    confirming.open();
    await waitFor(
      async () => {
        await client.replication.awaitInSync();
        const local = await routines.findOne(id).exec();
        return local?.name === (await onServer())?.name ? true : undefined;
      },
      { what: 'the phone to catch up' },
    );
    await recorder.settle();
    const finals = await onServer();
    const problem = chainProblem(
      recorder.committed.filter((write) => write.id === id),
      finals,
      (write) => ownWrites.count('phone', write.collection, write.id, write.next),
    );
    return { nameAfterTheSlowPull, pushedThePulledCopy, finalName: finals?.name, problem };
  } finally {
    ownWrites.stop();
    await phone?.client.close();
    await fuzz.close();
    recorder.restore();
  }
}
