// What a screen last showed of a family database, kept in localStorage so that the next load can paint it at
// once, before the database has opened and answered (ADR 0083). It is a copy of the family's data: it goes
// with the database whenever that is wiped (`wipeLocalData`), and the screen that reads it checks what it
// finds, since an older version of the app may have written it.
import { localStorageOrNone } from '../lib/local-storage';

/** The part of Web Storage the last screens use. */
export type LastScreenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'brightday.last-screen|';

function keyOf(databaseName: string, screen: string): string {
  return `${PREFIX}${databaseName}|${screen}`;
}

/**
 * Keeps `text` as what `screen` of `databaseName` last showed. A full or refused storage keeps nothing, and
 * the copy kept before is forgotten rather than left out of date.
 */
export function keepLastScreen(
  databaseName: string,
  screen: string,
  text: string,
  storage: LastScreenStorage | undefined = localStorageOrNone(),
): void {
  if (storage === undefined) return;
  try {
    storage.setItem(keyOf(databaseName, screen), text);
  } catch {
    forgetLastScreen(databaseName, screen, storage);
  }
}

/** What `screen` of `databaseName` last showed, as kept; undefined when nothing is. */
export function lastScreen(
  databaseName: string,
  screen: string,
  storage: LastScreenStorage | undefined = localStorageOrNone(),
): string | undefined {
  try {
    return storage?.getItem(keyOf(databaseName, screen)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgets what `screen` of `databaseName` last showed. */
export function forgetLastScreen(
  databaseName: string,
  screen: string,
  storage: LastScreenStorage | undefined = localStorageOrNone(),
): void {
  try {
    storage?.removeItem(keyOf(databaseName, screen));
  } catch {
    // Nothing kept, or nothing that can be reached.
  }
}

/** Forgets every screen of `databaseName`: its data is being wiped, and nothing of it may stay. */
export function forgetLastScreens(
  databaseName: string,
  storage: LastScreenStorage | undefined = localStorageOrNone(),
): void {
  if (storage === undefined) return;
  const prefix = keyOf(databaseName, '');
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // A storage that cannot be read holds nothing this app could show either.
  }
}
