// A board's health in the words a parent reads in the child's list of boards (ADR 0036).
import type { WakeLockState } from '@sync/protocol/pairing';

/** Whether the board's screen stays on, and why not when it may sleep. */
export function wakeLockWords(state: WakeLockState): string {
  switch (state) {
    case 'held':
      return 'Screen stays on';
    case 'lost':
      return 'Screen may sleep';
    case 'unsupported':
      return 'Screen may sleep (this browser cannot keep it on)';
    case 'off':
      return 'Screen may sleep (turned off in the board’s settings)';
  }
}

/** Whether the browser promised to keep the board's data; unknown counts as "may be cleared". */
export function storageWords(persisted: boolean | null): string {
  return persisted === true ? 'Storage kept' : 'Storage may be cleared';
}

/** The board's changes that have not reached Brightday yet. */
export function pendingWritesWords(count: number): string {
  if (count === 0) return 'Nothing waiting to sync';
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}
