// The accounts whose family data this browser has been asked to wipe and has not finished wiping. A wipe
// takes a moment (every collection is its own IndexedDB database), and the page may be reloaded or closed
// before it ends: the removed member's phone reloads, the person who logged out closes the tab. The record
// is written before the wipe starts and dropped only once it has ended, so the next page finishes it.

const PENDING_WIPES_KEY = 'brightday.pending-wipes';

/** Where the record is kept: localStorage in a browser, memory where there is none (tests in Node). */
type PendingWipeStore = Pick<Storage, 'getItem' | 'setItem'>;

function memoryStore(): PendingWipeStore {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

let fallback: PendingWipeStore | undefined;

function store(): PendingWipeStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Reading localStorage throws where storage is blocked: the record then lasts as long as the page.
  }
  fallback ??= memoryStore();
  return fallback;
}

/** The accounts whose wipe was asked for and has not ended, oldest first. */
export function pendingWipes(): string[] {
  try {
    const parsed: unknown = JSON.parse(store().getItem(PENDING_WIPES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(userIds: readonly string[]): void {
  try {
    store().setItem(PENDING_WIPES_KEY, JSON.stringify(userIds));
  } catch {
    // A full or blocked storage: the wipe still runs, it just cannot be finished by a later page.
  }
}

/** Records that `userId`'s family data is to be wiped, before the wipe starts. */
export function rememberPendingWipe(userId: string): void {
  const pending = pendingWipes();
  if (!pending.includes(userId)) write([...pending, userId]);
}

/** Drops the record once `userId`'s wipe has ended. */
export function forgetPendingWipe(userId: string): void {
  write(pendingWipes().filter((id) => id !== userId));
}
