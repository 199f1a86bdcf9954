// Whether the browser keeps the board's data when space runs short (ADR 0039, DESIGN's pitfalls: Safari
// may evict the data of a site not added to the home screen). Shown in the board's settings and reported in
// the board's health.
import { useCallback, useEffect, useState } from 'react';

/** `persisted`: kept; `best-effort`: may be cleared; `unsupported`: the browser does not say. */
export type StoragePersistence = 'persisted' | 'best-effort' | 'unsupported';

function storageManager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' && navigator.storage && 'persisted' in navigator.storage
    ? navigator.storage
    : undefined;
}

/** How the board's storage stands now. */
export async function readStoragePersistence(): Promise<StoragePersistence> {
  const storage = storageManager();
  if (!storage) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persisted' : 'best-effort';
  } catch {
    return 'unsupported';
  }
}

/** Asks the browser to keep the board's data; resolves with how it stands afterwards. */
export async function requestStoragePersistence(): Promise<StoragePersistence> {
  const storage = storageManager();
  if (!storage) return 'unsupported';
  try {
    return (await storage.persist()) ? 'persisted' : 'best-effort';
  } catch {
    return 'unsupported';
  }
}

/** The storage state (undefined while it is read) and a way to ask for it to be kept. */
export function useStoragePersistence(): {
  persistence: StoragePersistence | undefined;
  /** Whether the browser was asked on this page and said no. */
  refused: boolean;
  request: () => void;
} {
  const [persistence, setPersistence] = useState<StoragePersistence>();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    let live = true;
    void readStoragePersistence().then((state) => live && setPersistence(state));
    return () => {
      live = false;
    };
  }, []);
  const request = useCallback(() => {
    void requestStoragePersistence().then((state) => {
      setPersistence(state);
      setRefused(state !== 'persisted');
    });
  }, []);
  return { persistence, refused, request };
}
