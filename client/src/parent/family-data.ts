// The signed-in parent's local copy of the family's data: one RxDB database per parent, replicating
// with the server for as long as the parent app is open. Kept outside React so that logout can wipe it
// wherever logout happens.
import type { MemberRole } from '../../../sync/schemas/household';
import { createDatabase, type BrightdayDatabase } from '../data/create-database';
import { requestPersistentStorage, wipeLocalData, type PersistenceResult } from '../data/persistence';
import { startReplication, type Replication } from '../data/replicate';
import { collectionsForRole } from './household/role-collections';

/** An open family database and its replication. */
export interface FamilyData {
  userId: string;
  database: BrightdayDatabase;
  replication: Replication;
  persistence: PersistenceResult;
}

let current: Promise<FamilyData> | undefined;
let currentUserId: string | undefined;
let currentRole: MemberRole | undefined;

async function open(userId: string, role: MemberRole): Promise<FamilyData> {
  // Dev-mode checks and schema validation in development only; the import keeps them out of the
  // production bundle.
  const devTools = import.meta.env.DEV
    ? (await import('../data/database-dev-tools')).databaseDevTools
    : undefined;
  const database = await createDatabase({
    owner: { kind: 'parent', userId },
    collections: collectionsForRole(role),
    ...(devTools === undefined ? {} : { devTools }),
  });
  const replication = startReplication(database, {
    baseUrl: window.location.origin,
    credential: { kind: 'parent' },
    fetch: window.fetch.bind(window),
  });
  // Asked once the parent has signed in (a deliberate act), when browsers are most willing to say yes.
  const persistence = await requestPersistentStorage();
  return { userId, database, replication, persistence };
}

/**
 * The family data of `userId`, opened on first use. A different parent signing in on the same browser
 * gets their own database; the previous one is closed (not wiped: its unsynced writes wait for its owner).
 * A change of role reopens it with the collections the new role reads.
 */
export function openFamilyData(userId: string, role: MemberRole): Promise<FamilyData> {
  if (current !== undefined && currentUserId === userId && currentRole === role) return current;
  const previous = current;
  currentUserId = userId;
  currentRole = role;
  current = (async () => {
    if (previous !== undefined) await closeData(await previous, false);
    return open(userId, role);
  })();
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
  current = undefined;
  currentUserId = undefined;
  currentRole = undefined;
  if (data !== undefined) await closeData(await data, wipe);
}

/**
 * Removes every local copy of `userId`'s family data, open or not: the account has joined another family,
 * and its database (with the pull checkpoints of the family it left) must start empty.
 */
export async function wipeFamilyDataOf(userId: string): Promise<void> {
  if (current !== undefined && currentUserId === userId) return closeFamilyData({ wipe: true });
  await wipeLocalData(await createDatabase({ owner: { kind: 'parent', userId } }));
}
