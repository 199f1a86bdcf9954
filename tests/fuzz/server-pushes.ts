// What the server committed, seen where it commits (I-FUZZ, ADR 0052): every push the server's push
// procedure finished, with the rows it was given and what it answered, whether or not that answer then
// reached the device. A device whose connection is cut while its push waits for a busy database never
// hears the answer, yet the push still commits; a checker that learns of commits only from answers
// misses that write, and a later write on top of it then looks like one that overwrote a write unseen.
//
// The test file that runs the fuzz wraps the server's pushDocuments with `observedPushDocuments`
// (vi.mock), so the app the fuzz builds, and every app it restarts, reports to this module.
import type { Kysely } from 'kysely';
import type { PushRow } from '@sync/protocol/messages';
import type { CollectionName } from '@sync/protocol/collections';
import type { Database } from '../../server/src/db/tables';
import type { PushOutcome, pushDocuments } from '../../server/src/replication/push';
import { pullDocuments } from '../../server/src/replication/pull';
import type { SyncPrincipal } from '../../server/src/replication/sync-principal';

type PushDocuments = typeof pushDocuments;

/** One push the server finished: its transaction committed (or wrote nothing) before this was made. */
export interface ServerPush {
  /** Who pushed, as the server knows it from the credential. */
  principal: SyncPrincipal;
  collection: CollectionName;
  rows: readonly PushRow[];
  outcome: PushOutcome;
}

type Listener = (push: ServerPush) => void;

const listeners = new Set<Listener>();
const running = new Set<Promise<unknown>>();
let installed = false;

/**
 * A defect the checker must catch, planted on purpose: `blind-overwrite` applies a parent's push as if
 * it had been based on the server's copy — a conflict check read apart from the write, the way a lost
 * write would come about.
 */
export type PlantedDefect = 'blind-overwrite';
let planted: PlantedDefect | undefined;

/** Plants a defect in the server's pushes until the returned function is called. */
export function plantDefect(defect: PlantedDefect): () => void {
  planted = defect;
  return () => {
    planted = undefined;
  };
}

/** The stored copy of each row's document, read outside the push's transaction (the planted defect). */
async function blindRows(
  db: Kysely<Database>,
  principal: SyncPrincipal,
  name: CollectionName,
  rows: PushRow[],
): Promise<PushRow[]> {
  const stored = new Map<unknown, Record<string, unknown>>();
  for (let seq = 0, more = true; more;) {
    const page = await pullDocuments(db, principal, name, seq, 500);
    for (const document of page.documents) stored.set(document.id, document);
    more = page.documents.length === 500 || page.more === true;
    seq = page.checkpoint.seq;
  }
  return rows.map((row) => ({
    ...row,
    assumedMasterState: stored.get(row.newDocumentState.id) ?? row.assumedMasterState,
  }));
}

/** A push held at the door of the push procedure, as one waiting for a busy database is. */
interface Hold {
  reached: () => void;
  released: Promise<void>;
}
let hold: Hold | undefined;

/**
 * Holds the next push the server's handler starts, before its transaction, until `release` is called;
 * `reached` resolves once a push is held.
 */
export function holdNextPush(): { reached: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  let reached = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  hold = { reached, released };
  return { reached: reachedPromise, release };
}

/** The server's pushDocuments, reporting every push it finishes to this module's listeners. */
export function observedPushDocuments(original: PushDocuments): PushDocuments {
  installed = true;
  return async (db, principal, name, rows) => {
    const held = hold;
    hold = undefined;
    if (held !== undefined) {
      held.reached();
      await held.released;
    }
    const given =
      planted === 'blind-overwrite' && principal.kind === 'parent'
        ? await blindRows(db, principal, name, rows)
        : rows;
    const work = original(db, principal, name, given);
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    const outcome = await work;
    for (const listener of listeners) listener({ principal, collection: name, rows, outcome });
    return outcome;
  };
}

/** Calls `listener` with every push the server finishes, until the returned function is called. */
export function onServerPush(listener: Listener): () => void {
  if (!installed) {
    throw new Error(
      "the server's pushes are not observed: wrap pushDocuments with observedPushDocuments (vi.mock) in the test file",
    );
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Waits until no push is still running on the server, answered or not. */
export async function serverPushesSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
