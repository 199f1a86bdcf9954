// The floor under both initial-sync runs: the same documents put into plain IndexedDB, one object store
// per collection and one transaction for all, with no Dexie or RxDB on top. Nothing that stores these
// documents in this IndexedDB can be faster, so it tells a slow storage apart from slow code above it.
import type { FamilyDocuments, RunResult } from './initial-sync-run';

function request<T>(call: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    call.onsuccess = () => resolve(call.result);
    call.onerror = () => reject(call.error ?? new Error('IndexedDB request failed'));
  });
}

/** Puts every document into a fresh IndexedDB database, timed from the first put to the commit. */
export async function runRawIndexedDb(
  documents: FamilyDocuments,
  factory: IDBFactory = indexedDB,
): Promise<RunResult> {
  const names = Object.keys(documents).filter(
    (name) => (documents[name as keyof FamilyDocuments] ?? []).length,
  );
  const databaseName = `brightday-raw-floor-${Math.random().toString(36).slice(2)}`;
  const opened = performance.now();
  const open = factory.open(databaseName, 1);
  open.onupgradeneeded = () => {
    for (const name of names) open.result.createObjectStore(name, { keyPath: 'id' });
  };
  const database = await request(open);
  const begin = performance.now();
  const transaction = database.transaction(names, 'readwrite');
  const committed = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
  let count = 0;
  for (const name of names) {
    const store = transaction.objectStore(name);
    for (const document of documents[name as keyof FamilyDocuments] ?? []) {
      store.put(document);
      count += 1;
    }
  }
  await committed;
  const ms = performance.now() - begin;
  database.close();
  await request(factory.deleteDatabase(databaseName));
  return { documents: count, ms, openMs: begin - opened };
}
