import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './tables';

/** An open database: Kysely plus what is needed to close it and to listen for notifications. */
export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'embedded' | 'postgres';
  /**
   * The embedded engine, when there is one (it has a single connection; see
   * docs/pitfalls.md#postgres-and-pglite).
   */
  pglite: PGlite | undefined;
  /** The node-postgres pool; for a real server it is where LISTEN connections come from. */
  pool: pg.Pool;
  close(): Promise<void>;
}

// int8 (counts, change sequences) as numbers: safe up to 2^53, far beyond any family's change count.
// date as 'YYYY-MM-DD' text: a JS Date would shift calendar days by the server's time zone.
const PG_INT8 = 20;
const PG_DATE = 1082;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_INT8) return (value: string) => Number(value);
    if (oid === PG_DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format) as unknown;
  }) as typeof pg.types.getTypeParser,
};

/** Opens a real Postgres server at `url`. */
export function openPostgres(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
  // An idle connection that the server closes (a restart, a failover) reports an error on the pool;
  // unheard, it would crash the process. The pool replaces the connection on the next query.
  pool.on('error', options.onIdleError ?? (() => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', pglite: undefined, pool, close: () => db.destroy() };
}

/**
 * Opens an embedded PGlite: in `dataDir` (kept across restarts) or in memory when dataDir is
 * 'memory://'. It is reached through PGlite's node-postgres shim, so the same driver, dialect and
 * migrations serve the embedded and the real database (ADR 0001).
 */
export async function openEmbedded(dataDir: string): Promise<OpenDatabase> {
  let location = dataDir;
  let unlock = () => {};
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(location);
  } catch (error) {
    unlock();
    throw error;
  }
  // One connection: PGlite is single-session, and a second one would deadlock a transaction.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, types });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'embedded',
    pglite,
    pool,
    close: async () => {
      await db.destroy();
      await pglite.close();
      unlock();
    },
  };
}

/** Opens the configured database: the server at DATABASE_URL, else the embedded one in DATA_DIR. */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<OpenDatabase> {
  return config.databaseUrl === undefined
    ? openEmbedded(config.dataDir)
    : Promise.resolve(openPostgres(config.databaseUrl));
}
