import type { ConnectionState } from '../data/sync-engine/connection-state';
import { useConnectionState } from '../data/hooks/use-connection-state';
import { useFamilyData } from '../data/family-data-context';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
// The app speaks English: "1,240 so far" wherever the phone is set.
const countFormat = new Intl.NumberFormat('en-US');

function changesWaiting(count: number): string {
  return count === 1 ? '1 change waiting' : `${count} changes waiting`;
}

/**
 * The words and colour of a connection state: calm, never alarming
 * (docs/house-style.md#connectivity-is-a-state). Until every collection's first pull has landed the device
 * is getting the family's data, never "Synced" (SPEC I-STATE-4).
 */
export function describeConnection(state: ConnectionState): {
  label: string;
  tone: 'ok' | 'busy' | 'away' | 'act';
} {
  if (state.updateRequired) return { label: 'Update available — reload to keep syncing', tone: 'act' };
  if (state.unauthorized) return { label: 'Log in again to sync', tone: 'act' };
  const waiting = state.pendingWrites > 0 ? changesWaiting(state.pendingWrites) : null;
  if (!state.firstPullLanded) {
    if (state.status === 'offline') {
      const parts = ["Offline — your family's data hasn't arrived yet", waiting];
      return { label: parts.filter((part) => part !== null).join(' · '), tone: 'away' };
    }
    const soFar = state.firstPullReceived > 0 ? ` ${countFormat.format(state.firstPullReceived)} so far` : '';
    return { label: `Getting your family's data…${soFar}`, tone: 'busy' };
  }
  const synced = state.lastSyncedAt === null ? null : `last synced ${timeFormat.format(state.lastSyncedAt)}`;
  if (state.status === 'offline') {
    const parts = ['Offline', synced, waiting];
    return { label: parts.filter((part) => part !== null).join(' · '), tone: 'away' };
  }
  if (state.status === 'syncing' || state.pendingWrites > 0) return { label: 'Syncing…', tone: 'busy' };
  return {
    label: synced === null ? 'Online' : `Synced · ${timeFormat.format(state.lastSyncedAt ?? 0)}`,
    tone: 'ok',
  };
}

const toneClass = {
  ok: 'bg-leaf-400',
  busy: 'bg-sky-400 animate-pulse',
  away: 'bg-ink/40',
  act: 'bg-sunrise-500',
} as const;

/**
 * A small status line for the parent app's header: getting the family's data on a new device, then online,
 * syncing, or offline with what is waiting.
 */
export function ConnectionBadge() {
  const state = useConnectionState(useFamilyData()?.replication);
  if (state === undefined) return null;
  const { label, tone } = describeConnection(state);
  const content = (
    <>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${toneClass[tone]}`} />
      <span className="truncate">{label}</span>
    </>
  );
  const className =
    'inline-flex max-w-full items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold text-ink-soft';
  if (state.updateRequired) {
    return (
      <button
        type="button"
        className={`${className} ring-2 ring-sunrise-500`}
        onClick={() => window.location.reload()}
      >
        {content}
      </button>
    );
  }
  return (
    <p role="status" aria-live="polite" className={className}>
      {content}
    </p>
  );
}
