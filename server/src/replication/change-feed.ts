import type pg from 'pg';
import { NOTICE_CHANNEL, parseNotice, type ChangeNotice } from '../db/change-notices';
import type { OpenDatabase } from '../db/open-database';

/** Where committed changes are heard: every server process on the database hears every notice. */
export interface ChangeFeed {
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
  close(): Promise<void>;
}

/**
 * Listens with Postgres LISTEN: on the embedded database through PGlite's own listener, on a server
 * through one dedicated connection, re-established if it drops.
 */
export async function openChangeFeed(
  database: OpenDatabase,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  const deliver = (payload: string | undefined) => {
    const notice = parseNotice(payload);
    if (notice !== undefined) for (const listener of listeners) listener(notice);
  };

  let stop: () => Promise<void>;
  if (database.pglite !== undefined) {
    const unlisten = await database.pglite.listen(NOTICE_CHANNEL, deliver);
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
  let client: { connection: pg.PoolClient; giveBack: (broken: boolean) => void } | undefined;

  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    // The connection goes back to the pool when the feed stops or fails: its listeners come off first, or
    // each feed opened on the pool would leave two more on a connection the pool hands out again.
    const giveBack = (broken: boolean) => {
      next.off('notification', onNotification);
      next.off('error', onConnectionError);
      next.release(broken);
    };
    const onNotification = (message: pg.Notification) => {
      if (message.channel === NOTICE_CHANNEL) deliver(message.payload);
    };
    const onConnectionError = (error: Error) => {
      // After stop() the connection was already given back; an error then (the database going away)
      // is not ours to handle.
      if (client?.connection !== next) return;
      onError(error);
      client = undefined;
      giveBack(true);
      if (!closed) setTimeout(() => void connect().catch(onError), 1000).unref();
    };
    next.on('notification', onNotification);
    next.on('error', onConnectionError);
    try {
      await next.query(`listen ${NOTICE_CHANNEL}`);
    } catch (error) {
      giveBack(true);
      throw error;
    }
    client = { connection: next, giveBack };
  };
  await connect();
  return async () => {
    closed = true;
    const listening = client;
    client = undefined;
    if (listening !== undefined) {
      await listening.connection.query(`unlisten ${NOTICE_CHANNEL}`).catch(() => undefined);
      listening.giveBack(false);
    }
  };
}
