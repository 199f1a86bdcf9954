// Records the board's usage sessions while a paired board is shown (ADR 0038): every touch counts as an
// interaction, and the session ends with its reason before the board leaves (so that a revoked board's last
// session is delivered, or at least attempted, before its outbox is wiped).
import { useCallback, useEffect, useRef } from 'react';
import type { BoardCredential } from './board-credential';
import type { BoardSessionEndReason } from '@sync/domain/board-usage';
import { startUsageSessions, type UsageSessions } from './usage-sessions';

/** Records a paired board's usage; returns how to end the current session (never rejects). */
export function useUsageSessions(
  credential: BoardCredential,
): (reason: BoardSessionEndReason) => Promise<void> {
  const sessions = useRef<UsageSessions | null>(null);
  useEffect(() => {
    const started = startUsageSessions({ credential });
    sessions.current = started;
    const touched = () => started.noteInteraction();
    window.addEventListener('pointerdown', touched, { passive: true });
    return () => {
      window.removeEventListener('pointerdown', touched);
      started.stop();
      sessions.current = null;
    };
  }, [credential]);
  return useCallback(async (reason: BoardSessionEndReason) => {
    await sessions.current?.end(reason).catch(() => 'later');
  }, []);
}
