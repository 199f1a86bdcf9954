// A calm word about the connection in a corner of the board: nothing while all is well, "Offline · last
// synced 7:02" when the Wi-Fi is down. Never a warning a child would worry about: the board keeps working.
import { useConnectionState } from '../data/hooks/use-connection-state';
import { Icon } from '../ui/icon';
import { useBoardData } from './board-data-context';
import { timeOfDay } from '../lib/clock-words';

/** The board's offline badge (nothing when online). */
export function BoardStatus() {
  const { replication, timeZone } = useBoardData();
  const state = useConnectionState(replication);
  if (state === undefined || state.status !== 'offline') return null;
  const synced = state.lastSyncedAt === null ? null : timeOfDay(state.lastSyncedAt, timeZone);
  return (
    <p
      role="status"
      className="inline-flex items-center gap-2 rounded-full bg-(--board-surface) px-3 py-1.5 text-sm font-bold text-(--board-text-soft) shadow-soft"
    >
      <Icon name="cloudOff" className="size-4" />
      {synced === null ? 'Offline' : `Offline · last synced ${synced}`}
    </p>
  );
}
