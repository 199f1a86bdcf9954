// The signed-in parent's local copy of the family's data: one RxDB database per parent, replicating
// with the server for as long as the parent app is open. Kept outside React so that logout can wipe it
// wherever logout happens.
import type { MemberRole } from '@sync/schemas/household';
import { createDatabase, type BrightdayDatabase, type CreateDatabaseOptions } from './create-database';
import { requestPersistentStorage, wipeLocalData, type PersistenceResult } from './persistence';
import { startReplication, type Replication } from './sync-engine/replicate';
import { collectionsForRole } from './role-collections';
import { forgetPendingWipe, pendingWipes, rememberPendingWipe } from './pending-wipes';
import { firstReadsSettled } from './first-reads';
import { keepLastScreen } from './last-screens';
import { oneAtATime } from '../lib/one-at-a-time';

/** An open family database and its replication. */
export interface FamilyData {
  userId: string;
  database: BrightdayDatabase;
  replication: Replication;
  persistence: PersistenceResult;
  /**
   * Called once a screen has rendered with this data: the replication starts when that screen's first reads
   * have answered (ADR 0082).
   */
  shown(): void;
}

let current: Promise<FamilyData> | undefined;
let currentUserId: string | undefined;
let currentRole: MemberRole | undefined;

// Every open, close and wipe runs after the one before it has ended. An account's collections are IndexedDB
// databases of fixed names: a database opened while a wipe of the same name is still removing it loses its
// storage under it, and a wipe that starts while another removes the same databases leaves some behind.
const inTurn = oneAtATime();

// The wipe of each account still running, so that asking again waits for it rather than starting over.
const wiping = new Map<string, Promise<void>>();

/**
 * Dev-mode checks and schema validation in development only (the import keeps them out of the production
 * bundle). Every database of the page gets them: once dev-mode is on, one without a validator is refused.
 */
async function devToolsOption(): Promise<Pick<CreateDatabaseOptions, 'devTools'>> {
  if (!import.meta.env.DEV) return {};
  return { devTools: (await import('./database-dev-tools')).databaseDevTools };
}

async function open(userId: string, role: MemberRole): Promise<FamilyData> {
  let shown = () => {};
  const screen = new Promise<void>((resolve) => (shown = resolve));
  const database = await createDatabase({
    owner: { kind: 'parent', userId },
    collections: collectionsForRole(role),
    ...(await devToolsOption()),
  });
  const replication = startReplication(database, {
    baseUrl: window.location.origin,
    credential: { kind: 'parent' },
    fetch: window.fetch.bind(window),
    // The screen's first reads go first: the replications' start would share the main thread and
    // IndexedDB with them (ADR 0082). The screen shows what this device holds; the server's changes follow.
    startAfter: screen.then(() => firstReadsSettled(database)),
  });
  // Asked once the parent has signed in (a deliberate act), when browsers are most willing to say yes.
  const persistence = await requestPersistentStorage();
  return { userId, database, replication, persistence, shown };
}

/** Removes every local copy of `userId`'s family data when none of it is open on this page. */
async function wipeClosed(userId: string): Promise<void> {
  await wipeLocalData(
    await createDatabase({ owner: { kind: 'parent', userId }, ...(await devToolsOption()) }),
  );
}

/**
 * Runs the wipe of `userId`'s data once at a time, recorded before it starts and forgotten only once it has
 * ended: a page reloaded or closed half-way leaves the record, and the next page finishes the wipe.
 */
function wipeRecorded(userId: string, wipe: () => Promise<void>): Promise<void> {
  const running = wiping.get(userId);
  if (running !== undefined) return running;
  rememberPendingWipe(userId);
  const done = wipe()
    .then(() => forgetPendingWipe(userId))
    .finally(() => wiping.delete(userId));
  wiping.set(userId, done);
  return done;
}

/**
 * The family data of `userId`, opened on first use. A different parent signing in on the same browser
 * gets their own database; the previous one is closed (not wiped: its unsynced writes wait for its owner).
 * A change of role reopens it with the collections the new role reads. A wipe left unfinished by an earlier
 * page is finished first.
 */
export function openFamilyData(userId: string, role: MemberRole): Promise<FamilyData> {
  if (current !== undefined && currentUserId === userId && currentRole === role) return current;
  const previous = current;
  currentUserId = userId;
  currentRole = role;
  current = inTurn(async () => {
    const opened = await previous?.catch(() => undefined);
    if (opened !== undefined) await closeData(opened, false);
    // In turn already: the wipes run here rather than queue behind this open.
    for (const pending of pendingWipes()) {
      await wipeClosed(pending);
      forgetPendingWipe(pending);
    }
    return open(userId, role);
  });
  return current;
}

async function closeData(data: FamilyData, wipe: boolean): Promise<void> {
  if (wipe) {
    await wipeLocalData(data.database, data.replication);
    return;
  }
  await data.replication.stop();
  await data.database.close();
}

/**
 * Closes the family data; with `wipe`, removes every local copy (logout: the next person on this browser
 * must find nothing of this family).
 */
export async function closeFamilyData({ wipe }: { wipe: boolean }): Promise<void> {
  const data = current;
  const userId = currentUserId;
  current = undefined;
  currentUserId = undefined;
  currentRole = undefined;
  if (data === undefined || userId === undefined) return;
  const close = () =>
    inTurn(async () => {
      const opened = await data.catch(() => undefined);
      // A database that failed to open is still removed by name.
      if (opened === undefined) return wipe ? wipeClosed(userId) : undefined;
      return closeData(opened, wipe);
    });
  await (wipe ? wipeRecorded(userId, close) : close());
}

/**
 * Removes every local copy of `userId`'s family data, open or not: the account has joined another family,
 * or is no longer a member of its family, and nothing of the family it left may stay (nor the pull
 * checkpoints, for a database that must start empty).
 */
export function wipeFamilyDataOf(userId: string): Promise<void> {
  if (current !== undefined && currentUserId === userId) return closeFamilyData({ wipe: true });
  return wipeRecorded(userId, () => inTurn(() => wipeClosed(userId)));
}

/** Finishes every wipe that an earlier page asked for and did not see end. */
export async function finishPendingWipes(): Promise<void> {
  await Promise.all(pendingWipes().map((userId) => wipeFamilyDataOf(userId)));
}

/**
 * Keeps `text` as what `screen` last showed of `data` (last-screens.ts, ADR 0083), unless `data` has been
 * closed since: a save that comes late must not put back what a logout's wipe has just removed.
 */
export function keepFamilyScreen(data: FamilyData, screen: string, text: string): void {
  if (currentUserId !== data.userId) return;
  keepLastScreen(data.database.name, screen, text);
}
