// Where a board keeps its running step timer: in localStorage, per board, so a reload, a sleeping tab or a
// restart finds the same deadline (D-TIMER-1). One timer at a time: a child does one step at a time.
import { useCallback, useSyncExternalStore } from 'react';
import { parseStepTimer, type StepTimer } from '@sync/domain/step-timer';

const listeners = new Set<() => void>();
const cache = new Map<string, StepTimer | null>();

function keyOf(owner: string): string {
  return `brightday.board-timer.${owner}`;
}

function read(owner: string): StepTimer | null {
  if (cache.has(owner)) return cache.get(owner) ?? null;
  let timer: StepTimer | null = null;
  try {
    const text = localStorage.getItem(keyOf(owner));
    timer = text === null ? null : parseStepTimer(JSON.parse(text));
  } catch {
    timer = null;
  }
  cache.set(owner, timer);
  return timer;
}

/** Stores (or with null, clears) the running timer of a board. */
export function writeStepTimer(owner: string, timer: StepTimer | null): void {
  cache.set(owner, timer);
  try {
    if (timer === null) localStorage.removeItem(keyOf(owner));
    else localStorage.setItem(keyOf(owner), JSON.stringify(timer));
  } catch {
    // A full or blocked storage keeps the timer for this page only: the countdown still runs.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The board's running timer (or null) and the way to set it; `owner` names the board (device or child). */
export function useStepTimer(owner: string): [StepTimer | null, (timer: StepTimer | null) => void] {
  const timer = useSyncExternalStore(
    subscribe,
    () => read(owner),
    () => null,
  );
  const set = useCallback((next: StepTimer | null) => writeStepTimer(owner, next), [owner]);
  return [timer, set];
}
