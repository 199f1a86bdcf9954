// When a person last touched the board: a tap, a click or a key anywhere, caught before anything else
// handles it, so the first "tap to start" counts too (D-NIGHT-3).
import { useCallback, useEffect, useState } from 'react';

// The night veil (night-dim.tsx) carries this attribute: a tap on it wakes the board by its own click.
const NIGHT_VEIL = '[data-night-veil]';

/**
 * The instant of the last touch since the board opened on this page (null before any), and `touch` to
 * count one by hand. A touch that starts on the night veil is left to the veil: were the veil to go at the
 * finger's first contact, the rest of the tap would land on whatever is under it (a "Done" button).
 */
export function useLastTouch(): [Date | null, () => void] {
  const [lastTouch, setLastTouch] = useState<Date | null>(null);
  const touch = useCallback(() => setLastTouch(new Date()), []);
  useEffect(() => {
    const touched = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(NIGHT_VEIL)) return;
      touch();
    };
    document.addEventListener('pointerdown', touched, true);
    document.addEventListener('keydown', touched, true);
    return () => {
      document.removeEventListener('pointerdown', touched, true);
      document.removeEventListener('keydown', touched, true);
    };
  }, [touch]);
  return [lastTouch, touch];
}
