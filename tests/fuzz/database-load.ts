// The fuzz test's load mode (I-FUZZ-1 under load, ADR 0052): keeps the database busy for a run's length
// with the TPC-B-like transactions pgbench runs — update an account, read it back, update its teller and
// its branch, append to the history — from many connections at once, so pushes wait for locks, for the
// disk and for the CPU as they do on a loaded production database. It needs nothing installed: on a
// Postgres server the load runs in a scratch database of its own beside the test's; on the embedded
// database (which has one connection) it runs in a schema of the app's database, between the app's queries.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { OpenDatabase } from '../../server/src/db/open-database';
import { SeededRandom } from './seeded-random';

/** How hard the load pushes: connections, and the tables' size in pgbench's scale (100,000 accounts each). */
export interface LoadOptions {
  clients: number;
  scale: number;
}

/**
 * The default: 16 connections, as the pgbench run that first showed the fuzz losing writes, on a smaller
 * table (scale 4 rather than 20) so that setting it up takes about a second. Contention comes from the
 * few branches every transaction updates, not from the table's size.
 */
export const DEFAULT_LOAD: LoadOptions = { clients: 16, scale: 4 };

/** A running load. */
export interface DatabaseLoad {
  /** Transactions committed so far. */
  readonly transactions: number;
  /** Stops the load and removes what it created. */
  stop(): Promise<void>;
}

const ACCOUNTS_PER_BRANCH = 100_000;
const TELLERS_PER_BRANCH = 10;

function tables(prefix: string, scale: number): string {
  return `
    create table ${prefix}branches (bid int primary key, bbalance int not null);
    create table ${prefix}tellers (tid int primary key, bid int not null, tbalance int not null);
    create table ${prefix}accounts (aid int primary key, bid int not null, abalance int not null, filler char(84));
    create table ${prefix}history (tid int, bid int, aid int, delta int, mtime timestamp);
    insert into ${prefix}branches select b, 0 from generate_series(1, ${scale}) b;
    insert into ${prefix}tellers select t, (t - 1) / ${TELLERS_PER_BRANCH} + 1, 0
      from generate_series(1, ${scale * TELLERS_PER_BRANCH}) t;
    insert into ${prefix}accounts select a, (a - 1) / ${ACCOUNTS_PER_BRANCH} + 1, 0, ''
      from generate_series(1, ${scale * ACCOUNTS_PER_BRANCH}) a;`;
}

/** One TPC-B transaction as a single round trip (the numbers are the load's own integers). */
function transaction(prefix: string, scale: number, rng: SeededRandom): string {
  const aid = rng.int(1, scale * ACCOUNTS_PER_BRANCH);
  const tid = rng.int(1, scale * TELLERS_PER_BRANCH);
  const bid = rng.int(1, scale);
  const delta = rng.int(-5000, 5000);
  return `begin;
    update ${prefix}accounts set abalance = abalance + ${delta} where aid = ${aid};
    select abalance from ${prefix}accounts where aid = ${aid};
    update ${prefix}tellers set tbalance = tbalance + ${delta} where tid = ${tid};
    update ${prefix}branches set bbalance = bbalance + ${delta} where bid = ${bid};
    insert into ${prefix}history values (${tid}, ${bid}, ${aid}, ${delta}, now());
    commit;`;
}

interface Connection {
  query(text: string): Promise<unknown>;
  release(): Promise<void>;
}

/**
 * Runs one loop of transactions per connection until stopped, then releases the connections and runs
 * `cleanUp`; a failed transaction is rolled back and its loop goes on.
 */
function runLoops(
  connections: Connection[],
  prefix: string,
  scale: number,
  rng: SeededRandom,
  cleanUp: () => Promise<unknown>,
): DatabaseLoad {
  let running = true;
  let transactions = 0;
  const loops = connections.map(async (connection) => {
    while (running) {
      try {
        await connection.query(transaction(prefix, scale, rng));
        transactions += 1;
      } catch {
        // A deadlock between two branches' updates is part of a real load: roll back and carry on.
        await connection.query('rollback').catch(() => undefined);
      }
    }
  });
  return {
    get transactions() {
      return transactions;
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
      await Promise.all(connections.map((connection) => connection.release()));
      await cleanUp();
    },
  };
}

/** Starts the load on a scratch database of the Postgres server at `serverUrl`. */
async function loadPostgres(
  serverUrl: string,
  options: LoadOptions,
  rng: SeededRandom,
): Promise<DatabaseLoad> {
  const name = `brightday_load_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const clients = Array.from(
    { length: options.clients },
    () => new pg.Client({ connectionString: url.href }),
  );
  // A forced drop at the end ends a connection mid-query; its error is expected then.
  for (const client of clients) client.on('error', () => undefined);
  await Promise.all(clients.map((client) => client.connect()));
  await clients[0]?.query(tables('', options.scale));
  return runLoops(
    clients.map((client) => ({ query: (text) => client.query(text), release: () => client.end() })),
    '',
    options.scale,
    rng,
    async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  );
}

/** The statements of a script, one by one (the embedded database's driver takes one per query). */
function statementsOf(script: string): string[] {
  return script
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

/** Starts the load in a schema of the embedded database, through the app's own single connection. */
async function loadEmbedded(
  database: OpenDatabase,
  options: LoadOptions,
  rng: SeededRandom,
): Promise<DatabaseLoad> {
  const schema = `fuzz_load_${randomBytes(4).toString('hex')}`;
  const { pool } = database;
  // Each transaction takes the connection for its length and gives it back, so the app's queries and
  // the load's take turns on it, as two clients of a server take turns on its CPU.
  const run = async (script: string) => {
    const client = await pool.connect();
    try {
      for (const statement of statementsOf(script)) await client.query(statement);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  await run(`create schema ${schema}; ${tables(`${schema}.`, options.scale)}`);
  // One loop: the embedded database runs one query at a time, so more would only queue behind it.
  return runLoops([{ query: run, release: () => Promise.resolve() }], `${schema}.`, options.scale, rng, () =>
    run(`drop schema ${schema} cascade`),
  );
}

/**
 * Makes the run's database busy until stopped: on the Postgres server at TEST_DATABASE_URL when it is
 * set, else on the embedded database the app uses.
 */
export function startDatabaseLoad(
  database: OpenDatabase,
  seed: number,
  options: LoadOptions = DEFAULT_LOAD,
): Promise<DatabaseLoad> {
  // Its own random numbers: the run's operations stay those of its seed, load or not.
  const rng = new SeededRandom(seed);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl !== undefined && serverUrl !== '') return loadPostgres(serverUrl, options, rng);
  return loadEmbedded(database, options, rng);
}
