// A board takes a new version of the app by itself — nobody is there to press "update" — but only while
// nothing is running: no routine under way, no countdown, no alarm ringing. A reload in the middle of
// "Brush teeth" would lose nothing (the timer is a stored deadline), but it would startle a child.
import { useEffect } from 'react';
import { useAppUpdate } from '../pwa/app-update';

/** How long the board must stay idle before it reloads into the new version. */
export const IDLE_BEFORE_UPDATE_MS = 30_000;

/** Applies a waiting app update once `busy` has been false for a while. */
export function useIdleUpdate(busy: boolean): void {
  const { updateReady, applyUpdate } = useAppUpdate();
  useEffect(() => {
    if (!updateReady || busy) return;
    const timer = window.setTimeout(applyUpdate, IDLE_BEFORE_UPDATE_MS);
    return () => window.clearTimeout(timer);
  }, [updateReady, busy, applyUpdate]);
}
