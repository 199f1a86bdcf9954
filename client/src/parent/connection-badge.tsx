import { useEffect, useState } from 'react';
import type { ConnectionState } from '../data/connection-state';
import { useFamilyData } from './family-data-context';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function changesWaiting(count: number): string {
  return count === 1 ? '1 change waiting' : `${count} changes waiting`;
}

/**
 * The words and colour of a connection state: calm, never alarming
 * (docs/house-style.md#connectivity-is-a-state).
 */
export function describeConnection(state: ConnectionState): {
  label: string;
  tone: 'ok' | 'busy' | 'away' | 'act';
} {
  if (state.updateRequired) return { label: 'Update available — reload to keep syncing', tone: 'act' };
  if (state.unauthorized) return { label: 'Log in again to sync', tone: 'act' };
  const synced = state.lastSyncedAt === null ? null : `last synced ${timeFormat.format(state.lastSyncedAt)}`;
  if (state.status === 'offline') {
    const parts = ['Offline', synced, state.pendingWrites > 0 ? changesWaiting(state.pendingWrites) : null];
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

/** A small status line for the parent app's header: online, syncing, or offline with what is waiting. */
export function ConnectionBadge() {
  const data = useFamilyData();
  const [state, setState] = useState<ConnectionState | undefined>(undefined);
  useEffect(() => {
    if (data === undefined) return;
    const subscription = data.replication.connection$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [data]);
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
