// Whether the browser keeps the board's data when space runs short (ADR 0039; Safari may evict the data of a
// site not added to the home screen, docs/pitfalls.md#browser-and-pwa). The board asks when it opens
// (board-data.ts); its settings show the answer and can ask again, and the board's health reports it.
import { useCallback, useEffect, useState } from 'react';
import { requestPersistentStorage, type PersistenceResult } from '../data/persistence';

/** How the board's storage stands now, without asking the browser for anything. */
export async function readStoragePersistence(): Promise<PersistenceResult> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (storage === undefined || typeof storage.persisted !== 'function') return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persisted' : 'best-effort';
  } catch {
    return 'best-effort';
  }
}

/** The storage state (undefined while it is read) and a way to ask for the data to be kept. */
export function useStoragePersistence(): {
  persistence: PersistenceResult | undefined;
  /** Whether the browser was asked on this page and said no. */
  refused: boolean;
  request: () => void;
} {
  const [persistence, setPersistence] = useState<PersistenceResult>();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    let live = true;
    void readStoragePersistence().then((state) => live && setPersistence(state));
    return () => {
      live = false;
    };
  }, []);
  const request = useCallback(() => {
    void requestPersistentStorage().then((state) => {
      setPersistence(state);
      setRefused(state !== 'persisted');
    });
  }, []);
  return { persistence, refused, request };
}
