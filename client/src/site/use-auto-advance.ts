import { useEffect } from 'react';

/**
 * Calls `advance` every `intervalMs` while `running`. The timer restarts whenever `index` changes, so
 * a slide chosen by hand gets its full time before the next one.
 */
export function useAutoAdvance(
  advance: () => void,
  intervalMs: number,
  running: boolean,
  index: number,
): void {
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, intervalMs);
    return () => window.clearTimeout(timer);
  }, [advance, intervalMs, running, index]);
}
