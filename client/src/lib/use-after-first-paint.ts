// For code a screen can do without on its first frame (ADR 0076): whatever waits for this is requested only
// once that frame is painted, so it never holds the frame up.
import { useEffect, useState } from 'react';

/**
 * A hidden page draws no frames (a tablet whose screen is off, a tab in the background): after this long it
 * goes on without one, so that what waits (a board's alarms among it) is never held back for long.
 */
const HIDDEN_PAGE_WAIT_MS = 250;

/** False on the first render, true from just after the next frame has been painted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let afterFrame: number | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      afterFrame = window.setTimeout(done, 0);
    });
    const hidden = window.setTimeout(done, HIDDEN_PAGE_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(afterFrame);
      window.clearTimeout(hidden);
    };
  }, []);
  return painted;
}
