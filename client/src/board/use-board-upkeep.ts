// A paired board's housekeeping with the server, beside replication: it refreshes its family settings
// (time zone, weather place, unit) when it opens, and reports its health (screen kept on, storage kept,
// writes waiting, last sync, app version) every few minutes, so the parent's list shows how it is doing.
// A server that no longer knows the board (revoked) sends it back to setup.
import { useEffect, useRef } from 'react';
import type { ConnectionState } from '../data/sync-engine/connection-state';
import type { Replication } from '../data/sync-engine/replicate';
import { APP_VERSION } from '../pwa/app-version';
import { saveBoardCredential, type BoardCredential } from './board-credential';
import { fetchBoardProfile, refreshedCredential, startHealthReports } from './board-health';
import { readStoragePersistence } from './storage-persistence';
import { getWakeLockState } from './wake-lock';

/** Keeps the board's profile fresh and its health reported while it is open. */
export function useBoardUpkeep(
  credential: BoardCredential,
  replication: Replication | undefined,
  onUnpaired: () => void,
): void {
  const connection = useRef<ConnectionState | undefined>(undefined);
  const unpaired = useRef(onUnpaired);
  useEffect(() => {
    unpaired.current = onUnpaired;
  }, [onUnpaired]);

  useEffect(() => {
    if (replication === undefined) return;
    const subscription = replication.connection$.subscribe((state) => (connection.current = state));
    const reports = startHealthReports({
      credential,
      appVersion: APP_VERSION,
      onUnpaired: () => unpaired.current(),
      snapshot: async () => ({
        wakeLock: getWakeLockState(),
        storagePersisted: await readStoragePersistence().then((result) =>
          result === 'unsupported' ? null : result === 'persisted',
        ),
        pendingWrites: connection.current?.pendingWrites ?? 0,
        lastSyncedAt: connection.current?.lastSyncedAt?.toISOString() ?? null,
      }),
    });
    // The family's settings may have changed while the board was off (a new time zone, a new town).
    fetchBoardProfile(credential).then(
      (profile) => {
        if (profile === 'unpaired') unpaired.current();
        else saveBoardCredential(refreshedCredential(credential, profile));
      },
      () => undefined, // Offline: the stored settings serve until the next open.
    );
    return () => {
      reports.stop();
      subscription.unsubscribe();
    };
  }, [credential, replication]);
}
