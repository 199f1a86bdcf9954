// What the fuzz test reported as lost writes whenever Postgres was busy (I-FUZZ-4, ADR 0052), played step
// by step. A restart that is stuck closing cuts its connections after the grace period; a push still
// waiting for the database then loses its answer, yet its transaction goes on and commits. The next
// write builds on it. Nothing was lost — but a checker that learns of commits only from the answers
// never saw the first write, and took the second for one that overwrote a write without a conflict.
import { toLocalDocument } from '../../client/src/data/synced-document';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { pushChildren, type FuzzFamily } from './devices';
import { familyDocuments } from './invariants';
import { logInParent } from './parent-login';
import { recordPushes } from './push-recorder';
import { startFuzzServer } from './restartable-server';
import { holdNextPush, plantDefect } from './server-pushes';
import { chainProblem } from './write-chains';
import { waitFor, type Doc, type SyncServer } from '../kit/sync/sync-clients';
import { childDocument, routineDocument } from '../kit/sync/sync-requests';
import { createTestNetwork, registerParent, type TestNetwork } from '../kit/sync/test-network';

function pushOver(network: TestNetwork, baseUrl: string, assumed: Doc | null, next: Doc) {
  return network.fetch(`${baseUrl}/api/sync/routines/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
    body: JSON.stringify({ rows: [{ assumedMasterState: assumed, newDocumentState: next }] }),
  });
}

/** A parent signed in on a phone and a laptop, and a routine the phone created. */
async function routineOfTwoDevices(server: SyncServer) {
  const phone = createTestNetwork();
  const user = await registerParent(phone, server.baseUrl);
  const laptop = createTestNetwork();
  await logInParent(laptop, server.baseUrl, user.email);
  const child = toLocalDocument('children', childDocument(user.familyId, user.id));
  await pushChildren(phone, server.baseUrl, [child]);
  const family: FuzzFamily = {
    familyId: user.familyId,
    userId: user.id,
    childIds: [child.id, child.id],
    devices: [],
  };
  const created = toLocalDocument('routines', routineDocument(user.familyId, child.id, { name: 'Morning' }));
  await pushOver(phone, server.baseUrl, null, created);
  return { phone, laptop, family, created };
}

/** What the checker made of one routine's committed writes, and what the server ended with. */
export interface ChainVerdict {
  /** The chain check's finding; undefined when every committed write is accounted for. */
  problem: string | undefined;
  /** The routine's name on the server at the end. */
  finalName: unknown;
  /** How many of its writes the recorder counted as committed. */
  committed: number;
}

/**
 * The phone creates a routine and renames it; that push is held in the server's handler, as one waiting
 * for a busy database is, while the server cuts every connection, as a stuck shutdown does after its
 * grace period, and commits once let go. The laptop then
 * renames the routine again, based on the phone's rename. Answers what the chain check says of it.
 */
export async function commitAfterACutAnswer(): Promise<ChainVerdict> {
  const recorder = recordPushes();
  const fuzz = await startFuzzServer();
  const { server } = fuzz;
  try {
    const { phone, laptop, family, created } = await routineOfTwoDevices(server);
    const renamed = { ...created, name: 'School mornings', updatedAt: new Date().toISOString() };
    const held = holdNextPush();
    const cutPush = pushOver(phone, server.baseUrl, created, renamed).then(
      () => 'answered',
      () => 'cut',
    );
    try {
      await held.reached;
      server.app.server.closeAllConnections();
      if ((await cutPush) !== 'cut') throw new Error("the phone's push was answered before the cut");
    } finally {
      held.release();
    }
    const onServer = (name: string) =>
      waitFor(
        async () => {
          const routines = await familyDocuments(server, family, 'routines');
          return routines.find((routine) => routine.id === created.id && routine.name === name);
        },
        { what: `the routine named ${name} on the server` },
      );
    const afterCut = await onServer('School mornings');

    const again = { ...renamed, name: 'Before school', updatedAt: new Date().toISOString() };
    const answer = await pushOver(laptop, server.baseUrl, afterCut, again);
    if (answer.status !== 200) throw new Error(`the laptop's push failed: ${answer.status}`);
    await recorder.settle();
    const final = await onServer('Before school');
    const writes = recorder.committed.filter((write) => write.id === created.id);
    return { problem: chainProblem(writes, final, () => 1), finalName: final.name, committed: writes.length };
  } finally {
    await fuzz.close();
    recorder.restore();
  }
}

/**
 * The checker's own check: with a defect planted in the server — a push applied as if based on the
 * server's copy, so no conflict is ever seen — the laptop's rename from a stale copy overwrites the
 * phone's. Answers what the chain check says of it; it must name the lost write.
 */
export async function overwriteWithoutTheConflictCheck(): Promise<ChainVerdict> {
  const recorder = recordPushes();
  const fuzz = await startFuzzServer();
  const { server } = fuzz;
  try {
    const { phone, laptop, family, created } = await routineOfTwoDevices(server);
    const renamed = { ...created, name: 'School mornings', updatedAt: new Date().toISOString() };
    await pushOver(phone, server.baseUrl, created, renamed);
    const removeDefect = plantDefect('blind-overwrite');
    try {
      const stale = { ...created, startTime: '06:45', updatedAt: new Date().toISOString() };
      await pushOver(laptop, server.baseUrl, created, stale);
    } finally {
      removeDefect();
    }
    await recorder.settle();
    const final = (await familyDocuments(server, family, 'routines')).find((r) => r.id === created.id);
    const writes = recorder.committed.filter((write) => write.id === created.id);
    return {
      problem: chainProblem(writes, final, () => 1),
      finalName: final?.name,
      committed: writes.length,
    };
  } finally {
    await fuzz.close();
    recorder.restore();
  }
}
