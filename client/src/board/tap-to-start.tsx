// The one screen a freshly opened board shows before anything else (ADR 0039). Browsers keep a page silent
// and let its screen sleep until a person touches it, so a board that has just opened asks for one tap,
// and that tap unlocks the sound and the voice and keeps the screen on.
import { useEffect, useState } from 'react';
import { unlockAudio } from './board-sound';
import { boardWakeLock } from './wake-lock';

// Once per page load: coming back to the board from its rewards page asks for nothing again.
let started = false;

/** Whether the board's first tap has happened on this page. */
export function isBoardStarted(): boolean {
  return started;
}

/** What the first tap does: sound and voice on, screen kept on. Call it from a tap's event handler. */
export function startBoard(): void {
  started = true;
  void unlockAudio();
  void boardWakeLock.acquire();
}

interface TapToStartProps {
  /** Called after the first tap has started the board. */
  onStart?: () => void;
}

/**
 * A full-screen "tap to start" that the whole screen answers. Shown on a paired tablet until its first tap
 * on this page (a parent's preview of the board starts without it: it does not show this). Leaving the board releases the wake lock
 * (board-settings.tsx), not this component, which the board's own pages come and go around.
 */
export function TapToStart({ onStart }: TapToStartProps) {
  const [waiting, setWaiting] = useState(() => !started);

  // Back on the board after it was started (the rewards page and back): the lock is wanted still.
  useEffect(() => {
    if (started) void boardWakeLock.acquire();
  }, []);

  if (!waiting) return null;

  return (
    <button
      type="button"
      aria-label="Tap to start the board"
      onClick={() => {
        startBoard();
        setWaiting(false);
        onStart?.();
      }}
      className="fixed inset-0 z-50 flex size-full flex-col items-center justify-center gap-8 bg-gradient-to-b from-sky-100 via-cream to-cream-deep p-8 text-ink select-none"
    >
      <img
        src="/pictures/board/tap.svg"
        alt=""
        draggable={false}
        className="size-48 motion-safe:animate-bounce sm:size-64"
      />
      <span className="text-5xl font-black sm:text-7xl">Tap to start!</span>
    </button>
  );
}
