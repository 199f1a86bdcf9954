// The signed-in parent, remembered on this browser so that the app opens with no connection: the
// family's data is already in the local database, and without this the session gate would show the
// login screen to a parent on a train. The server stays the judge: any answer from it (a user, or a
// 401) replaces what is remembered, and logging out forgets it.
import { publicUserSchema, type PublicUser as User } from '@sync/schemas/user';
import { localStorageOrNone } from '../lib/local-storage';

const STORAGE_KEY = 'brightday.signed-in-user';

// Where storage is blocked (a browser setting), the app simply needs a connection to open.
const storage = localStorageOrNone;

/** Remembers the parent the server last confirmed; null forgets (signed out). */
export function rememberUser(user: User | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (user === null) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(user));
  } catch {
    // A full or blocked storage only costs the offline start.
  }
}

/** The parent remembered on this browser, for opening the app offline; undefined when none. */
export function rememberedUser(): User | undefined {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return undefined;
  try {
    // Checked with the API's own schema: a copy written by an older version of the app is not trusted.
    const parsed = publicUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
