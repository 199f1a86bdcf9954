import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import type { OpenDatabase } from '../db/open-database';
import type { Database } from '../db/tables';

/** The channel every server process listens on. */
const CHANNEL = 'brightday_changes';

/** A committed change: which family, which collections. */
export interface FamilyChange {
  familyId: string;
  collections: string[];
}

/**
 * Announces a change from inside the writing transaction. Postgres delivers a NOTIFY only when the
 * transaction commits, and in commit order, so no process hears of a change it cannot yet read.
 */
export async function announceChange(
  trx: Transaction<Database> | Kysely<Database>,
  change: FamilyChange,
): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`.execute(trx);
}

/** Where committed changes are heard: every server process on the database hears every change. */
export interface ChangeFeed {
  subscribe(listener: (change: FamilyChange) => void): () => void;
  close(): Promise<void>;
}

function parseChange(payload: string | undefined): FamilyChange | undefined {
  try {
    const change = JSON.parse(payload ?? '') as Partial<FamilyChange>;
    if (typeof change.familyId === 'string' && Array.isArray(change.collections)) {
      return { familyId: change.familyId, collections: change.collections.map(String) };
    }
  } catch {
    // A payload some other program sent on our channel: ignore it.
  }
  return undefined;
}

/**
 * Listens with Postgres LISTEN: on the embedded database through PGlite's own listener, on a server
 * through one dedicated connection, re-established if it drops.
 */
export async function openChangeFeed(
  database: OpenDatabase,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  const listeners = new Set<(change: FamilyChange) => void>();
  const deliver = (payload: string | undefined) => {
    const change = parseChange(payload);
    if (change !== undefined) for (const listener of listeners) listener(change);
  };

  let stop: () => Promise<void>;
  if (database.pglite !== undefined) {
    const unlisten = await database.pglite.listen(CHANNEL, deliver);
    stop = unlisten;
  } else {
    stop = await listenOnServer(database.pool, deliver, onError);
  }
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await stop();
    },
  };
}

async function listenOnServer(
  pool: pg.Pool,
  deliver: (payload: string | undefined) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.PoolClient | undefined;

  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) deliver(message.payload);
    });
    next.on('error', (error) => {
      // After stop() the connection was already given back; an error then (the database going away)
      // is not ours to handle.
      if (client !== next) return;
      onError(error);
      client = undefined;
      next.release(true);
      if (!closed) setTimeout(() => void connect().catch(onError), 1000).unref();
    });
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    const listening = client;
    client = undefined;
    if (listening !== undefined) {
      await listening.query(`unlisten ${CHANNEL}`).catch(() => undefined);
      listening.release();
    }
  };
}
