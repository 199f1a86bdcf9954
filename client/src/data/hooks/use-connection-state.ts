// The connection state of a running replication, as React state, for the parent app's badge and the board.
import { useEffect, useState } from 'react';
import type { ConnectionState } from '../sync-engine/connection-state';
import type { Replication } from '../sync-engine/replicate';

/** The latest connection state of `replication`; undefined while it starts. */
export function useConnectionState(replication: Replication | undefined): ConnectionState | undefined {
  const [state, setState] = useState<ConnectionState | undefined>(undefined);
  useEffect(() => {
    if (replication === undefined) return;
    const subscription = replication.connection$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [replication]);
  return state;
}
