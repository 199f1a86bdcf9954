import { useEffect, useState } from 'react';
import { INITIAL_PAIRING_STATE, startPairingSession, type PairingSessionState } from './pairing-session';

/**
 * Runs a pairing session for this tablet while the setup screen is open: polling pauses while the page is
 * hidden (a tablet asleep has no one to show a code to) and resumes at once when it is visible again or
 * the connection comes back.
 */
export function usePairingSession(deviceId: string, enabled: boolean): PairingSessionState {
  const [state, setState] = useState(INITIAL_PAIRING_STATE);
  useEffect(() => {
    if (!enabled) return;
    const session = startPairingSession({ deviceId, onChange: setState });
    const onVisibility = () => (document.hidden ? session.pause() : session.resume());
    const onOnline = () => {
      if (!document.hidden) session.resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      session.stop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, [deviceId, enabled]);
  return state;
}
